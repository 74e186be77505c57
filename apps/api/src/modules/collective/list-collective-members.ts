import type { ContractOutput, getCollectiveSubComplaints } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, count, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { loadComplaintSummaries } from "../../complaint-core/complaint-summaries";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { notFound } from "../../lib/app-error";

const { collectiveComplaints, complaints } = schema;

/** A page of a collective's public member complaints, newest first. */
export async function listCollectiveMembers(
  deps: Pick<AppDeps, "db">,
  query: ContractOutput<typeof getCollectiveSubComplaints, "query">,
) {
  const { db } = deps;
  const [collective] = await db
    .select({ id: collectiveComplaints.id })
    .from(collectiveComplaints)
    .where(eq(collectiveComplaints.id, query.collective_id));
  if (!collective) throw notFound("集体投诉不存在");
  const where = and(eq(complaints.collectiveId, query.collective_id), isPublicComplaint());
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ id: complaints.id })
      .from(complaints)
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(complaints).where(where),
  ]);
  const list = await loadComplaintSummaries(
    db,
    rows.map((row) => row.id),
    await readImageDefaults(db),
  );
  return { list, total: totalRow?.total ?? 0, page: query.page, page_size: query.page_size };
}
