import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { and, eq } from "drizzle-orm";

const { contentReports } = schema;

type ReportedContent = { type: (typeof contentReports.$inferSelect)["targetType"]; id: number };

/**
 * Closes every open report of one piece of content with one outcome, in the caller's transaction:
 * a moderator's decision answers them all, so the queue never asks twice. Returns the closed ids.
 */
export async function closeOpenReports(
  db: DatabaseOrTransaction,
  content: ReportedContent,
  outcome: { status: "approved" | "refused"; staffId: number; now: Date },
): Promise<number[]> {
  const closed = await db
    .update(contentReports)
    .set({ status: outcome.status, handledBy: outcome.staffId, handledAt: outcome.now })
    .where(
      and(
        eq(contentReports.targetType, content.type),
        eq(contentReports.targetId, content.id),
        eq(contentReports.status, "pending"),
      ),
    )
    .returning({ id: contentReports.id });
  return closed.map((row) => row.id);
}
