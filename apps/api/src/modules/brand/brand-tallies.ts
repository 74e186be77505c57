import type { BrandFiguresData } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { type BrandTally, sampledRate, satisfactionOf } from "@tousu/domain";
import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

const { brandDailyStats: stats } = schema;

const summed = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)::int`.mapWith(Number);

/** `brand_daily_stats` rows summed into one `BrandTally` (select these, group as needed). */
export const tallyColumns = {
  complaintCount: summed(stats.complaintCount),
  repliedCount: summed(stats.repliedCount),
  timelyCount: summed(stats.timelyCount),
  completedCount: summed(stats.completedCount),
  autoCompletedCount: summed(stats.autoCompletedCount),
  ratingCount: summed(stats.ratingCount),
  satisfactionSum: summed(stats.satisfactionSum),
};

/** The rates a reader sees, each `null` below its minimum sample (@tousu/domain brand-figures). */
export function toRateFigures(
  tally: BrandTally,
): Omit<BrandFiguresData, "recent_count" | "median_first_response_hours"> {
  const whole = tally.complaintCount;
  return {
    complaint_count: whole,
    reply_rate: sampledRate(tally.repliedCount, whole),
    timely_reply_rate: sampledRate(tally.timelyCount, whole),
    completion_rate: sampledRate(tally.completedCount, whole),
    auto_completion_rate: sampledRate(tally.autoCompletedCount, whole),
    satisfaction: satisfactionOf(tally),
    rating_count: tally.ratingCount,
  };
}
