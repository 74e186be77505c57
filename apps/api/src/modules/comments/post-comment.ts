import {
  COMMENT_CONTENT_MAX,
  COMMENT_CONTENT_MESSAGE,
  COMMENT_CONTENT_MIN,
  type CommentItem,
  SENSITIVE_WORD_MESSAGE,
} from "@tousu/contracts";
import { schema, type Transaction } from "@tousu/db";
import { maskPersonalData } from "@tousu/domain";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { sanitizeComplaintText, textLength } from "../../complaint-core/sanitize-complaint-text";
import { badRequest, overLimit } from "../../lib/app-error";
import { createPushMessage } from "../../lib/push-messages";
import { loadCommentForViewer } from "./load-comments";
import { publicNickname } from "./public-author";
import {
  type CommentTarget,
  type CommentTargetKind,
  findCommentTarget,
  findPublicComment,
  isCommentOn,
} from "./public-targets";

const { articles, comments, complaints, users } = schema;

interface PostBody {
  target: { kind: CommentTargetKind; id: number };
  content: string;
  parent_id?: number | undefined;
}

const TARGET_MISSING: Record<CommentTargetKind, string> = {
  complaint: "投诉不存在或暂未公开，无法评论",
  article: "文章不存在或尚未发布，无法评论",
};

/** Flood limits per user; deleted comments still count, so deleting does not buy more. */
export const COMMENT_LIMITS = {
  perMinute: { max: 5, windowMs: 60_000, message: "评论过于频繁，请稍后再试" },
  perDay: { max: 100, windowMs: 24 * 60 * 60_000, message: "今日评论数量已达上限，请明天再来" },
} as const;
/** Advisory-lock namespace (sms-codes 1 and 2, complaint filing 3): one user's comments post one at a time. */
const COMMENT_USER_LOCK = 4;
const EXCERPT_LENGTH = 30;

/**
 * Posts a comment or a reply under a complaint or an article. Everything that can refuse runs before the transaction; the comment,
 * the counters and the notification are written together. A review word holds it for moderation:
 * it is stored as pending, seen only by its author, and counted and announced only once approved.
 */
export async function postComment(
  deps: Pick<AppDeps, "db" | "providers" | "sensitiveWords">,
  userId: number,
  body: PostBody,
): Promise<CommentItem> {
  const content = sanitizeComplaintText(body.content);
  if (content === null) throw badRequest("评论内容包含无法识别的格式，请以纯文字填写");
  const length = textLength(content);
  if (length < COMMENT_CONTENT_MIN || length > COMMENT_CONTENT_MAX) throw badRequest(COMMENT_CONTENT_MESSAGE);

  const now = deps.providers.now();
  const target = await findCommentTarget(deps.db, body.target.kind, body.target.id, now);
  if (!target) throw badRequest(TARGET_MISSING[body.target.kind]);
  const thread = body.parent_id === undefined ? null : await findThread(deps, body.parent_id, target, now);

  const hits = await deps.sensitiveWords.check(content);
  if (hits.block.length > 0) throw badRequest(SENSITIVE_WORD_MESSAGE, { words: hits.block });
  const status = hits.review.length > 0 ? "pending" : "published";

  const commentId = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COMMENT_USER_LOCK}, hashtext(${String(userId)}))`);
    for (const limit of Object.values(COMMENT_LIMITS)) {
      const [recent] = await tx
        .select({ value: count() })
        .from(comments)
        .where(
          and(eq(comments.userId, userId), gt(comments.createdAt, new Date(now.getTime() - limit.windowMs))),
        );
      if ((recent?.value ?? 0) >= limit.max) throw overLimit(limit.message, limit.windowMs / 1000);
    }

    const [created] = await tx
      .insert(comments)
      .values({
        complaintId: target.kind === "complaint" ? target.id : null,
        articleId: target.kind === "article" ? target.id : null,
        userId,
        parentId: thread?.topLevelId ?? null,
        replyToUserId: thread?.replyToUserId ?? null,
        content,
        status,
        createdAt: now,
      })
      .returning({ id: comments.id });
    if (!created) throw new Error("comment insert returned no row");
    if (status === "pending") return created.id;

    if (target.kind === "complaint") {
      await tx
        .update(complaints)
        .set({ commentCount: sql`${complaints.commentCount} + 1` })
        .where(eq(complaints.id, target.id));
    } else {
      await tx
        .update(articles)
        // A comment is not an edit of the article: updated_at keeps its value.
        .set({ commentCount: sql`${articles.commentCount} + 1`, updatedAt: sql`${articles.updatedAt}` })
        .where(eq(articles.id, target.id));
    }
    if (thread) {
      await tx
        .update(comments)
        .set({ replyCount: sql`${comments.replyCount} + 1` })
        .where(eq(comments.id, thread.topLevelId));
    }

    await announceComment(tx, {
      target,
      authorId: userId,
      reply: thread && { toUserId: thread.replyToUserId },
      content,
      now,
    });
    return created.id;
  });
  return loadCommentForViewer(deps.db, commentId, userId);
}

/**
 * Tells the complainant about a new comment, or the answered person about a reply, unless they wrote
 * it themselves (an article's top-level comment tells no one). Runs when a comment becomes public: on
 * posting, or when a held one is approved.
 */
export async function announceComment(
  tx: Transaction,
  comment: {
    target: Pick<CommentTarget, "kind" | "id" | "ownerId">;
    authorId: number;
    /** Set for a reply: the person it answers. */
    reply: { toUserId: number } | null;
    content: string;
    now: Date;
  },
): Promise<void> {
  const { target, authorId, reply, content } = comment;
  const recipientId = reply ? reply.toUserId : target.ownerId;
  if (recipientId === null || recipientId === authorId) return;
  const [author] = await tx.select({ nickname: users.nickname }).from(users).where(eq(users.id, authorId));
  const name = publicNickname(author?.nickname ?? null, authorId);
  // Someone else's words: masked like the public comment, before the excerpt is cut (decision 058).
  const characters = [...maskPersonalData(content)];
  const excerpt =
    characters.length > EXCERPT_LENGTH
      ? `${characters.slice(0, EXCERPT_LENGTH).join("")}…`
      : characters.join("");
  await createPushMessage(tx, {
    userId: recipientId,
    kind: "platform",
    title: reply ? "您的评论有新回复" : "您的投诉有新评论",
    content: reply ? `${name}回复了您：${excerpt}` : `${name}评论了您的投诉：${excerpt}`,
    link: `/${target.kind}/comment/${target.id}`,
    ...(target.kind === "complaint" ? { complaintId: target.id } : {}),
    now: comment.now,
  });
}

/** Replies stay one level deep: answering a reply joins its top-level thread and names whom it answers. */
async function findThread(
  deps: Pick<AppDeps, "db">,
  parentId: number,
  target: CommentTarget,
  now: Date,
): Promise<{ topLevelId: number; replyToUserId: number }> {
  const parent = await findPublicComment(deps.db, parentId, now);
  if (!parent || !isCommentOn(parent, target)) throw badRequest("回复的评论不存在或已删除");
  return { topLevelId: parent.parentId ?? parent.id, replyToUserId: parent.userId };
}
