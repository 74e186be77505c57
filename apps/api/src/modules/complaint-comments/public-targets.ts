import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { isPublicComplaint } from "../../complaint-core/public-complaint";

const { complaints, comments } = schema;

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

/** A published, undeleted comment under a public complaint: what may be liked, replied to or reported. */
export async function findPublicComment(db: DatabaseOrTransaction, commentId: number) {
  const [comment] = await db
    .select({
      id: comments.id,
      complaintId: complaints.id,
      complaintAuthorId: complaints.userId,
      userId: comments.userId,
      parentId: comments.parentId,
    })
    .from(comments)
    .innerJoin(complaints, eq(complaints.id, comments.complaintId))
    .where(
      and(
        eq(comments.id, commentId),
        eq(comments.status, "published"),
        isNull(comments.deletedAt),
        isPublishedComplaint(),
      ),
    );
  return comment ?? null;
}
