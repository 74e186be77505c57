import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { and, eq, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { isPublished } from "../article";

const { articles, complaints, comments } = schema;

/** What a comment is written under: a complaint or an article. */
export type CommentTargetKind = "complaint" | "article";

/** A public complaint or a published article, as the comment code needs it. */
export interface CommentTarget {
  kind: CommentTargetKind;
  id: number;
  title: string;
  commentCount: number;
  /** Whom a new top-level comment is announced to: the complainant; an article has no one. */
  ownerId: number | null;
}

/** Public means listed (status), published (dispatched_at set) and not hidden by a moderator. */
export function isPublishedComplaint(): SQL {
  return and(isPublicComplaint(), isNotNull(complaints.dispatchedAt))!;
}

/** A complaint anyone may read and comment on, or null. */
export async function findPublicComplaint(db: DatabaseOrTransaction, complaintId: number) {
  const [complaint] = await db
    .select({
      id: complaints.id,
      userId: complaints.userId,
      title: complaints.title,
      commentCount: complaints.commentCount,
    })
    .from(complaints)
    .where(and(eq(complaints.id, complaintId), isPublishedComplaint()));
  return complaint ?? null;
}

/** The complaint or article anyone may read and comment on, or null. */
export async function findCommentTarget(
  db: DatabaseOrTransaction,
  kind: CommentTargetKind,
  id: number,
  now: Date,
): Promise<CommentTarget | null> {
  if (kind === "complaint") {
    const complaint = await findPublicComplaint(db, id);
    return complaint && { kind, ...complaint, ownerId: complaint.userId };
  }
  const [article] = await db
    .select({ id: articles.id, title: articles.title, commentCount: articles.commentCount })
    .from(articles)
    .where(and(eq(articles.id, id), isPublished(now)));
  return article ? { kind, ...article, ownerId: null } : null;
}

/**
 * The comment's target is public: a published complaint or a published article. For a query that
 * left-joins both to `comments`.
 */
export function isOnPublicTarget(now: Date): SQL {
  return or(
    and(isNotNull(comments.complaintId), isPublishedComplaint()),
    and(isNotNull(comments.articleId), isPublished(now)),
  )!;
}

/**
 * A published, undeleted comment under a public complaint or a published article: what may be
 * liked, replied to or reported.
 */
export async function findPublicComment(db: DatabaseOrTransaction, commentId: number, now: Date) {
  const [comment] = await db
    .select({
      id: comments.id,
      complaintId: comments.complaintId,
      articleId: comments.articleId,
      userId: comments.userId,
      parentId: comments.parentId,
    })
    .from(comments)
    .leftJoin(complaints, eq(complaints.id, comments.complaintId))
    .leftJoin(articles, eq(articles.id, comments.articleId))
    .where(
      and(
        eq(comments.id, commentId),
        eq(comments.status, "published"),
        isNull(comments.deletedAt),
        isOnPublicTarget(now),
      ),
    );
  return comment ?? null;
}

/** Whether a comment belongs to the target. */
export function isCommentOn(
  comment: { complaintId: number | null; articleId: number | null },
  target: { kind: CommentTargetKind; id: number },
): boolean {
  return (target.kind === "complaint" ? comment.complaintId : comment.articleId) === target.id;
}

/** The column that ties a comment to a target of this kind. */
export function targetColumn(kind: CommentTargetKind) {
  return kind === "complaint" ? comments.complaintId : comments.articleId;
}
