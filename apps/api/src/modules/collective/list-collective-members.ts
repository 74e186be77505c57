import type { ContractOutput, getCollectiveSubComplaints } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, count, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { loadComplaintSummaries } from "../../complaint-core/complaint-summaries";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { notFound } from "../../lib/app-error";
import { pageResult, pageWindow } from "../../lib/paging";

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
  const paging = pageWindow(query);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ id: complaints.id })
      .from(complaints)
      .where(where)
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: count() }).from(complaints).where(where),
  ]);
  const list = await loadComplaintSummaries(
    db,
    rows.map((row) => row.id),
    await readImageDefaults(db),
  );
  return pageResult(list, totalRow?.total ?? 0, query);
}
