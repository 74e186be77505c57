import {
  type CollectiveListStatus,
  getCollectiveDetail,
  getCollectiveList,
  getCollectiveSubComplaints,
  getComplaintCollectiveInfo,
  ONGOING_COLLECTIVE_STATUSES,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { notFound } from "../../lib/app-error";
import { route } from "../../lib/route";
import { readImageDefaults } from "../common/system-config";
import { isPublicComplaint, loadComplaintSummaries } from "../complaint/complaint-summaries";
import { loadPublicCollectiveReply } from "./collective-reply";
import { loadCollectivePage, loadCollectiveSummary } from "./collective-summaries";
import { registerCollectiveReplyRoutes } from "./reply-routes";

const { collectiveComplaints, complaints, complaintOperatorStream, brands, enterprises } = schema;

const SHOWN_COMPANY_REPLIES = 3;

export function registerCollectiveRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  registerCollectiveReplyRoutes(app, deps);

  route(app, getCollectiveList, async ({ query }) => {
    const { brandLogo } = await readImageDefaults(db);
    const where = and(
      query.status ? hasListStatus(query.status) : undefined,
      query.brand_id ? eq(collectiveComplaints.brandId, query.brand_id) : undefined,
    );
    const page = await loadCollectivePage(db, where, {
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
      brandLogo,
    });
    return { ...page, page: query.page, page_size: query.page_size };
  });

  route(app, getCollectiveDetail, async ({ params }) => {
    const { brandLogo } = await readImageDefaults(db);
    const summary = await loadCollectiveSummary(db, params.id, brandLogo);
    if (!summary) throw notFound("集体投诉不存在");
    const publicMember = and(eq(complaints.collectiveId, params.id), isPublicComplaint());
    const [[collective], [publicMembers], collectiveReply, replies] = await Promise.all([
      db
        .select({
          enterpriseId: enterprises.id,
          enterpriseName: enterprises.name,
        })
        .from(collectiveComplaints)
        .innerJoin(brands, eq(brands.id, collectiveComplaints.brandId))
        .leftJoin(enterprises, eq(enterprises.id, brands.enterpriseId))
        .where(eq(collectiveComplaints.id, params.id)),
      db.select({ total: count() }).from(complaints).where(publicMember),
      loadPublicCollectiveReply(db, params.id),
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
        content: reply.content ?? "",
        created_at: reply.createdAt.toISOString(),
      })),
    };
  });

  route(app, getComplaintCollectiveInfo, async ({ params }) => {
    const [complaint] = await db
      .select({ collectiveId: complaints.collectiveId, brandId: complaints.brandId })
      .from(complaints)
      .where(and(eq(complaints.id, params.id), isPublicComplaint()));
    if (!complaint) throw notFound("投诉不存在");
    const { brandLogo } = await readImageDefaults(db);
    if (complaint.collectiveId !== null) {
      return {
        relation: "member" as const,
        collective: await loadCollectiveSummary(db, complaint.collectiveId, brandLogo),
      };
    }
    if (complaint.brandId === null) return { relation: null, collective: null };
    // The brand's open collective with the most members: where a consumer's voice adds the most weight.
    const [joinable] = await db
      .select({ id: collectiveComplaints.id })
      .from(collectiveComplaints)
      .where(
        and(eq(collectiveComplaints.brandId, complaint.brandId), eq(collectiveComplaints.status, "open")),
      )
      .orderBy(desc(collectiveComplaints.memberCount), desc(collectiveComplaints.id))
      .limit(1);
    if (!joinable) return { relation: null, collective: null };
    return {
      relation: "joinable" as const,
      collective: await loadCollectiveSummary(db, joinable.id, brandLogo),
    };
  });

  route(app, getCollectiveSubComplaints, async ({ query }) => {
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
  });
}

function hasListStatus(status: CollectiveListStatus): SQL {
  return status === "ongoing"
    ? inArray(collectiveComplaints.status, [...ONGOING_COLLECTIVE_STATUSES])
    : eq(collectiveComplaints.status, status);
}
