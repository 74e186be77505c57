import type { ContractData, getCollectiveDetail } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { maskPersonalData } from "@tousu/domain";
import { and, count, desc, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { notFound } from "../../lib/app-error";
import { loadPublicCollectiveReply } from "./collective-reply";
import { loadCollectiveSummary } from "./collective-summaries";

const { collectiveComplaints, complaints, complaintOperatorStream, brands, enterprises } = schema;

const SHOWN_COMPANY_REPLIES = 3;

/**
 * A collective's page: its summary, the enterprise behind its brand and the latest public company
 * replies, their personal data masked (docs/decisions/058).
 */
export async function loadCollectiveDetail(
  deps: Pick<AppDeps, "db">,
  collectiveId: number,
): Promise<ContractData<typeof getCollectiveDetail>> {
  const { db } = deps;
  const { brandLogo } = await readImageDefaults(db);
  const summary = await loadCollectiveSummary(db, collectiveId, brandLogo);
  if (!summary) throw notFound("集体投诉不存在");
  const publicMember = and(eq(complaints.collectiveId, collectiveId), isPublicComplaint());
  const [[collective], [publicMembers], collectiveReply, replies] = await Promise.all([
    db
      .select({
        enterpriseId: enterprises.id,
        enterpriseName: enterprises.name,
      })
      .from(collectiveComplaints)
      .innerJoin(brands, eq(brands.id, collectiveComplaints.brandId))
      .leftJoin(enterprises, eq(enterprises.id, brands.enterpriseId))
      .where(eq(collectiveComplaints.id, collectiveId)),
    db.select({ total: count() }).from(complaints).where(publicMember),
    loadPublicCollectiveReply(db, collectiveId),
    db
      .select({
        complaintId: complaintOperatorStream.complaintId,
        content: complaintOperatorStream.content,
        createdAt: complaintOperatorStream.createdAt,
      })
      .from(complaintOperatorStream)
      .innerJoin(complaints, eq(complaints.id, complaintOperatorStream.complaintId))
      .where(
        and(
          publicMember,
          eq(complaintOperatorStream.action, "replied"),
          eq(complaintOperatorStream.actorType, "company"),
          eq(complaintOperatorStream.isPublic, true),
        ),
      )
      .orderBy(desc(complaintOperatorStream.createdAt), desc(complaintOperatorStream.id))
      .limit(SHOWN_COMPANY_REPLIES),
  ]);
  return {
    ...summary,
    enterprise:
      collective?.enterpriseId == null
        ? null
        : { id: collective.enterpriseId, name: collective.enterpriseName ?? "" },
    public_member_count: publicMembers?.total ?? 0,
    collective_reply: collectiveReply,
    company_replies: replies.map((reply) => ({
      complaint_id: reply.complaintId,
      content: maskPersonalData(reply.content ?? ""),
      created_at: reply.createdAt.toISOString(),
    })),
  };
}
