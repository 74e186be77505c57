import {
  type ContractData,
  type ContractOutput,
  type listContentReports,
  type listModeratedComments,
  REPORT_QUEUE_TARGET_TYPES,
  REPORT_REASONS,
  type ReportTargetType,
  type resolveContentReport,
} from "@tousu/contracts";
import { type Database, schema, type Transaction } from "@tousu/db";
import { anonymousNickname } from "@tousu/domain";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../app-deps";
import {
  type ModeratedComplaint,
  purgeArticlePage,
  refreshPublicPages,
} from "../../complaint-core/public-page-refresh";
import { badRequest, notFound } from "../../lib/app-error";
import { closeOpenReports } from "../../lib/content-reports";
import { readPage } from "../../lib/paging";
import { createPushMessage } from "../../lib/push-messages";
import { toIso, toIsoOrNull } from "../../lib/query-helpers";
import { recordStaffAction } from "../../lib/staff-actions";
import { deleteSubjectPosters } from "../../lib/stored-posters";
import { announceComment } from "../comments";

const { complaints, comments, articles, complaintOperatorStream, contentReports, users } = schema;

const PREVIEW_LENGTH = 80;
const preview = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}…` : text);

interface StaffContext {
  staffId: number;
  now: Date;
}

/**
 * Hides or restores a complaint inside the caller's transaction: the flag, a private timeline row
 * (the reason stays internal) and a message to the author. The caller records the staff action,
 * so a report resolved by hiding is logged once, as the report's resolution.
 */
async function setComplaintHidden(
  tx: Transaction,
  complaint: { id: number; userId: number; title: string },
  hidden: boolean,
  reason: string,
  { staffId, now }: StaffContext,
): Promise<void> {
  await tx
    .update(complaints)
    .set({ isHidden: hidden, updatedAt: now })
    .where(eq(complaints.id, complaint.id));
  await tx.insert(complaintOperatorStream).values({
    complaintId: complaint.id,
    actorType: "platform",
    actorId: staffId,
    action: hidden ? "hidden" : "restored",
    content: reason,
    isPublic: false,
    createdAt: now,
  });
  await createPushMessage(tx, {
    userId: complaint.userId,
    kind: "complaint",
    title: hidden ? "您的投诉已被平台隐藏" : "您的投诉已恢复公开",
    content: hidden
      ? `您的投诉“${complaint.title}”因“${reason}”已暂不公开展示，商家仍可继续处理。`
      : `您的投诉“${complaint.title}”已恢复公开展示。`,
    link: `/complaint/${complaint.id}`,
    complaintId: complaint.id,
    now,
  });
}

async function lockComplaint(tx: Transaction, complaintId: number) {
  const [complaint] = await tx
    .select({
      id: complaints.id,
      userId: complaints.userId,
      title: complaints.title,
      isHidden: complaints.isHidden,
      status: complaints.status,
      dispatchedAt: complaints.dispatchedAt,
      brandId: complaints.brandId,
      enterpriseId: complaints.enterpriseId,
      collectiveId: complaints.collectiveId,
    })
    .from(complaints)
    .where(eq(complaints.id, complaintId))
    .for("update");
  return complaint;
}

export async function changeComplaintVisibility(
  deps: AppDeps,
  staffId: number,
  complaintId: number,
  { hidden, reason }: { hidden: boolean; reason: string },
): Promise<{ id: number; is_hidden: boolean }> {
  const now = deps.providers.now();
  const { result, listed } = await deps.db.transaction(async (tx) => {
    const complaint = await lockComplaint(tx, complaintId);
    if (!complaint) throw notFound("投诉不存在");
    if (complaint.isHidden === hidden) throw badRequest(hidden ? "该投诉已处于隐藏状态" : "该投诉未被隐藏");
    await setComplaintHidden(tx, complaint, hidden, reason, { staffId, now });
    await recordStaffAction(tx, {
      staffId,
      action: hidden ? "complaint.hide" : "complaint.restore",
      targetType: "complaint",
      targetId: complaintId,
      complaintId,
      detail: { reason },
      now,
    });
    return { result: { id: complaintId, is_hidden: hidden }, listed: complaint };
  });
  await refreshPublicPages(deps, complaintId, listed);
  if (hidden) await deleteSubjectPosters(deps, "complaint", complaintId);
  return result;
}

// —— comments ——

type CommentStatus = "published" | "pending" | "hidden";

/** Which moves each comment action allows: approving only releases a held comment. */
const COMMENT_MOVES = {
  approve: { from: ["pending"], to: "published", refusal: "该评论不在待审核状态" },
  hide: { from: ["published", "pending"], to: "hidden", refusal: "该评论已处于隐藏状态" },
  restore: { from: ["hidden"], to: "published", refusal: "该评论未被隐藏" },
} as const satisfies Record<string, { from: readonly CommentStatus[]; to: CommentStatus; refusal: string }>;

export type CommentModeration = keyof typeof COMMENT_MOVES;

type CommentTarget = {
  id: number;
  complaintId: number | null;
  articleId: number | null;
  parentId: number | null;
};

/**
 * Comment counters count published comments only (the posting and deleting code keep to that), so a
 * comment entering or leaving the published state moves its page's count and its thread's replies.
 */
async function countComment(tx: Transaction, comment: CommentTarget, delta: 1 | -1): Promise<void> {
  const moved = <T extends PgColumn>(column: T) => sql`greatest(${column} + ${delta}, 0)`;
  if (comment.complaintId !== null) {
    await tx
      .update(complaints)
      .set({ commentCount: moved(complaints.commentCount) })
      .where(eq(complaints.id, comment.complaintId));
  }
  if (comment.articleId !== null) {
    await tx
      .update(articles)
      .set({ commentCount: moved(articles.commentCount) })
      .where(eq(articles.id, comment.articleId));
  }
  if (comment.parentId !== null) {
    await tx
      .update(comments)
      .set({ replyCount: moved(comments.replyCount) })
      .where(eq(comments.id, comment.parentId));
  }
}

/** Sets a comment's status, keeping the counters in step. */
async function setCommentStatus(
  tx: Transaction,
  comment: CommentTarget & { status: CommentStatus },
  status: CommentStatus,
): Promise<void> {
  await tx.update(comments).set({ status }).where(eq(comments.id, comment.id));
  const wasCounted = comment.status === "published";
  const isCounted = status === "published";
  if (wasCounted !== isCounted) await countComment(tx, comment, isCounted ? 1 : -1);
}

async function lockComment(tx: Transaction, commentId: number) {
  const [comment] = await tx
    .select({
      id: comments.id,
      status: comments.status,
      complaintId: comments.complaintId,
      articleId: comments.articleId,
      parentId: comments.parentId,
    })
    .from(comments)
    .where(and(eq(comments.id, commentId), isNull(comments.deletedAt)))
    .for("update");
  return comment;
}

export async function moderateComment(
  deps: AppDeps,
  staffId: number,
  commentId: number,
  move: CommentModeration,
  detail: { reason?: string; note?: string },
): Promise<{ id: number; status: CommentStatus }> {
  const now = deps.providers.now();
  const rule = COMMENT_MOVES[move];
  const { result, complaintId, articleId } = await deps.db.transaction(async (tx) => {
    const comment = await lockComment(tx, commentId);
    if (!comment) throw notFound("评论不存在或已删除");
    if (!(rule.from as readonly CommentStatus[]).includes(comment.status)) throw badRequest(rule.refusal);
    await setCommentStatus(tx, comment, rule.to);
    // A held comment is announced when it is let through, as a comment posted unheld is at once.
    if (move === "approve") await announceApprovedComment(tx, commentId, now);
    await recordStaffAction(tx, {
      staffId,
      action: `comment.${move}`,
      targetType: "comment",
      targetId: commentId,
      complaintId: comment.complaintId ?? undefined,
      detail,
      now,
    });
    return {
      result: { id: commentId, status: rule.to },
      complaintId: comment.complaintId,
      articleId: comment.articleId,
    };
  });
  if (complaintId !== null) await refreshPublicPages(deps, complaintId, null);
  if (articleId !== null) purgeArticlePage(deps, articleId);
  return result;
}

async function announceApprovedComment(tx: Transaction, commentId: number, now: Date): Promise<void> {
  const [row] = await tx
    .select({
      authorId: comments.userId,
      parentId: comments.parentId,
      replyToUserId: comments.replyToUserId,
      content: comments.content,
      complaintId: comments.complaintId,
      articleId: comments.articleId,
      complaintOwnerId: complaints.userId,
    })
    .from(comments)
    .leftJoin(complaints, eq(complaints.id, comments.complaintId))
    .where(eq(comments.id, commentId));
  // A reply whose addressee deleted their account has no one to tell.
  if (!row || (row.parentId !== null && row.replyToUserId === null)) return;
  const target =
    row.complaintId !== null
      ? { kind: "complaint" as const, id: row.complaintId, ownerId: row.complaintOwnerId }
      : row.articleId !== null
        ? { kind: "article" as const, id: row.articleId, ownerId: null }
        : null;
  if (!target) return;
  await announceComment(tx, {
    target,
    authorId: row.authorId,
    reply: row.replyToUserId === null ? null : { toUserId: row.replyToUserId },
    content: row.content,
    now,
  });
}

export async function listCommentsForModeration(
  db: Database,
  query: ContractOutput<typeof listModeratedComments, "query">,
): Promise<ContractData<typeof listModeratedComments>> {
  const where = and(eq(comments.status, query.status), isNull(comments.deletedAt));
  const rows = db
    .select({
      id: comments.id,
      content: comments.content,
      status: comments.status,
      nickname: users.nickname,
      complaintId: comments.complaintId,
      complaintTitle: complaints.title,
      articleId: comments.articleId,
      createdAt: comments.createdAt,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .leftJoin(complaints, eq(complaints.id, comments.complaintId))
    .where(where)
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .$dynamic();
  return readPage(query, { rows, total: db.$count(comments, where) }, (page) =>
    page.map((row) => ({
      id: row.id,
      content: row.content,
      status: row.status,
      author: row.nickname,
      complaint: row.complaintId === null ? null : { id: row.complaintId, title: row.complaintTitle ?? "" },
      article_id: row.articleId,
      created_at: toIso(row.createdAt),
    })),
  );
}

// —— reports ——

type QueuedTargetType = (typeof REPORT_QUEUE_TARGET_TYPES)[number];

/** A report of a question or answer belongs to the Q&A queue, which hides posts in bulk. */
function queuedTargetType(type: ReportTargetType): QueuedTargetType {
  if (type === "complaint" || type === "comment") return type;
  throw badRequest("问答的举报请在问答审核中处理");
}

type ReportTarget = NonNullable<ContractData<typeof listContentReports>["list"][number]["target"]>;

async function reportTargets(
  db: Database,
  reports: { targetType: ReportTargetType; targetId: number }[],
): Promise<Map<string, ReportTarget>> {
  const idsOf = (type: "complaint" | "comment") =>
    reports.filter((report) => report.targetType === type).map((report) => report.targetId);
  const complaintIds = idsOf("complaint");
  const commentIds = idsOf("comment");
  const [complaintRows, commentRows] = await Promise.all([
    complaintIds.length === 0
      ? []
      : db
          .select({ id: complaints.id, title: complaints.title, isHidden: complaints.isHidden })
          .from(complaints)
          .where(inArray(complaints.id, complaintIds)),
    commentIds.length === 0
      ? []
      : db
          .select({
            id: comments.id,
            content: comments.content,
            status: comments.status,
            complaintId: comments.complaintId,
          })
          .from(comments)
          .where(inArray(comments.id, commentIds)),
  ]);
  const targets = new Map<string, ReportTarget>();
  for (const row of complaintRows) {
    targets.set(`complaint:${row.id}`, { preview: row.title, complaint_id: row.id, is_hidden: row.isHidden });
  }
  for (const row of commentRows) {
    targets.set(`comment:${row.id}`, {
      preview: preview(row.content),
      complaint_id: row.complaintId,
      is_hidden: row.status === "hidden",
    });
  }
  return targets;
}

export async function listReports(
  db: Database,
  query: ContractOutput<typeof listContentReports, "query">,
): Promise<ContractData<typeof listContentReports>> {
  const where = and(
    eq(contentReports.status, query.status),
    inArray(contentReports.targetType, [...REPORT_QUEUE_TARGET_TYPES]),
  );
  // Pending reports are worked oldest first; handled ones are browsed newest first.
  const order =
    query.status === "pending"
      ? [asc(contentReports.createdAt), asc(contentReports.id)]
      : [desc(contentReports.handledAt), desc(contentReports.id)];
  const rows = db
    .select({ report: contentReports, nickname: users.nickname })
    .from(contentReports)
    .leftJoin(users, eq(users.id, contentReports.reporterId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  return readPage(query, { rows, total: db.$count(contentReports, where) }, async (page) => {
    const targets = await reportTargets(
      db,
      page.map(({ report }) => report),
    );
    return page.map(({ report, nickname }) => ({
      id: report.id,
      target_type: queuedTargetType(report.targetType),
      target_id: report.targetId,
      reason: REPORT_REASONS.find((reason) => reason.code === report.reason)?.label ?? report.reason,
      detail: report.detail,
      status: report.status,
      reporter: report.reporterId === null ? null : (nickname ?? anonymousNickname(report.reporterId)),
      created_at: toIso(report.createdAt),
      handled_at: toIsoOrNull(report.handledAt),
      target: targets.get(`${report.targetType}:${report.targetId}`) ?? null,
    }));
  });
}

/**
 * Hides the reported content unless it is hidden already; returns the complaint whose page showed
 * it, and the complaint's place in the lists when the complaint itself was hidden.
 */
async function hideReportedTarget(
  tx: Transaction,
  target: { type: "complaint" | "comment"; id: number },
  reason: string,
  staff: StaffContext,
): Promise<{ complaintId: number | null; listed: ModeratedComplaint | null }> {
  if (target.type === "complaint") {
    const complaint = await lockComplaint(tx, target.id);
    if (!complaint) throw badRequest("被举报的投诉已不存在，请驳回该举报");
    if (!complaint.isHidden) await setComplaintHidden(tx, complaint, true, reason, staff);
    return { complaintId: complaint.id, listed: complaint };
  }
  const comment = await lockComment(tx, target.id);
  if (!comment) throw badRequest("被举报的评论已不存在，请驳回该举报");
  if (comment.status !== "hidden") await setCommentStatus(tx, comment, "hidden");
  return { complaintId: comment.complaintId, listed: null };
}

export async function resolveReport(
  deps: AppDeps,
  staffId: number,
  reportId: number,
  body: ContractOutput<typeof resolveContentReport, "body">,
): Promise<ContractData<typeof resolveContentReport>> {
  const now = deps.providers.now();
  const { result, hidden } = await deps.db.transaction(async (tx) => {
    const [report] = await tx
      .select()
      .from(contentReports)
      .where(eq(contentReports.id, reportId))
      .for("update");
    if (!report) throw notFound("举报不存在");
    if (report.status !== "pending") throw badRequest("该举报已处理");
    const target = { type: queuedTargetType(report.targetType), id: report.targetId };
    const reasonLabel =
      REPORT_REASONS.find((reason) => reason.code === report.reason)?.label ?? report.reason;
    const hidden =
      body.action === "hide"
        ? await hideReportedTarget(tx, target, body.note ?? `用户举报：${reasonLabel}`, { staffId, now })
        : { complaintId: null, listed: null };
    const { complaintId } = hidden;
    const status = body.action === "hide" ? ("approved" as const) : ("refused" as const);
    const resolved = await closeOpenReports(
      tx,
      { type: report.targetType, id: report.targetId },
      { status, staffId, now },
    );
    await recordStaffAction(tx, {
      staffId,
      action: body.action === "hide" ? "report.hide" : "report.dismiss",
      targetType: report.targetType,
      targetId: report.targetId,
      complaintId: complaintId ?? undefined,
      detail: { report_ids: resolved, reason: report.reason, note: body.note ?? null },
      now,
    });
    return { result: { id: reportId, status, resolved_count: resolved.length }, hidden };
  });
  if (hidden.complaintId !== null) await refreshPublicPages(deps, hidden.complaintId, hidden.listed);
  // `listed` is set when the reported complaint itself was hidden, not one of its comments.
  if (hidden.listed !== null && hidden.complaintId !== null) {
    await deleteSubjectPosters(deps, "complaint", hidden.complaintId);
  }
  return result;
}
