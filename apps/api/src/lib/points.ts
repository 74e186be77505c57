import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { POINT_RULES, type PointReason } from "@tousu/domain";

/** Credits points once per (user, reason, source): a retried request never pays twice. */
export async function awardPoints(
  db: DatabaseOrTransaction,
  entry: { userId: number; reason: PointReason; sourceId: string | number; now: Date },
): Promise<void> {
  await db
    .insert(schema.pointEntries)
    .values({
      userId: entry.userId,
      points: POINT_RULES[entry.reason],
      reason: entry.reason,
      sourceId: String(entry.sourceId),
      createdAt: entry.now,
    })
    .onConflictDoNothing();
}
