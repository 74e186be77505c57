import { type Database, schema } from "@tousu/db";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { forgetCachedComplaint } from "../../complaint-core/complaint-cache";
import { isPubliclyVisible } from "../../complaint-core/public-complaint";
import { badRequest, notFound } from "../../lib/app-error";

const { complaints, complaintLikes } = schema;

/** Whether this person has said 我也遇到 of the complaint. */
export async function hasLikedComplaint(db: Database, complaintId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ complaintId: complaintLikes.complaintId })
    .from(complaintLikes)
    .where(and(eq(complaintLikes.complaintId, complaintId), eq(complaintLikes.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * 我也遇到: one like of a public complaint per person. The (complaint, user) key decides, so a second
 * one — even a concurrent one — answers 400 and counts nothing. Visitors' cached copies of the page
 * are dropped so they see the new figure.
 */
export async function likePublicComplaint(
  deps: Pick<AppDeps, "db" | "cache" | "providers">,
  complaintId: number,
  userId: number,
): Promise<{ like_count: number; liked: true }> {
  const now = deps.providers.now();
  const likeCount = await deps.db.transaction(async (tx) => {
    const [complaint] = await tx
      .select({
        status: complaints.status,
        dispatchedAt: complaints.dispatchedAt,
        isHidden: complaints.isHidden,
      })
      .from(complaints)
      .where(eq(complaints.id, complaintId));
    if (!complaint || !isPubliclyVisible(complaint)) throw notFound("投诉不存在或已删除");
    const inserted = await tx
      .insert(complaintLikes)
      .values({ complaintId, userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ complaintId: complaintLikes.complaintId });
    if (inserted.length === 0) throw badRequest("您已经点过“我也遇到”了");
    const [updated] = await tx
      .update(complaints)
      .set({ likeCount: sql`${complaints.likeCount} + 1` })
      .where(eq(complaints.id, complaintId))
      .returning({ likeCount: complaints.likeCount });
    return updated?.likeCount ?? 0;
  });
  await forgetCachedComplaint(deps, complaintId);
  return { like_count: likeCount, liked: true };
}
