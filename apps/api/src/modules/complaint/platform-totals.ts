import { type Database, schema } from "@tousu/db";
import { type Column, sql } from "drizzle-orm";

const { platformDailyStats } = schema;

const sumOf = (column: Column) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Published complaints over all days, from `platform_daily_stats` (kept by the brand-stats job). */
export async function loadPlatformTotals(db: Database) {
  const [totals] = await db
    .select({
      total: sumOf(platformDailyStats.complaintCount),
      replied: sumOf(platformDailyStats.repliedCount),
      completed: sumOf(platformDailyStats.completedCount),
    })
    .from(platformDailyStats);
  return totals ?? { total: 0, replied: 0, completed: 0 };
}
