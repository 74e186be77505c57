import { schema, type Transaction } from "@tousu/db";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { refreshPublicPages } from "../../complaint-core/public-page-refresh";
import { badRequest, notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { purgeArticlePage } from "../article";
import { announceComment } from "../comments";
import { type CommentStatus, lockComment, setCommentStatus } from "./comment-status";

const { complaints, comments } = schema;

/** Which moves each comment action allows: approving only releases a held comment. */
const COMMENT_MOVES = {
  approve: { from: ["pending"], to: "published", refusal: "该评论不在待审核状态" },
  hide: { from: ["published", "pending"], to: "hidden", refusal: "该评论已处于隐藏状态" },
  restore: { from: ["hidden"], to: "published", refusal: "该评论未被隐藏" },
} as const satisfies Record<string, { from: readonly CommentStatus[]; to: CommentStatus; refusal: string }>;

export type CommentModeration = keyof typeof COMMENT_MOVES;

/** Approves a held comment, hides one or restores a hidden one, keeping the counters in step. */
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
