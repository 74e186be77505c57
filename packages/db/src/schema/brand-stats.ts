import { date, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { brands } from "./brands";

// Per brand and Shanghai publication day, the tallies of `tallyComplaints` (@tousu/domain).
// Filled by the brand-stats job, so brand pages and rankings sum a few hundred rows instead of
// counting complaints on every read.
export const brandDailyStats = pgTable(
  "brand_daily_stats",
  {
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    complaintCount: integer("complaint_count").notNull(),
    repliedCount: integer("replied_count").notNull(),
    timelyCount: integer("timely_count").notNull(),
    completedCount: integer("completed_count").notNull(),
    autoCompletedCount: integer("auto_completed_count").notNull(),
    ratingCount: integer("rating_count").notNull(),
    satisfactionSum: integer("satisfaction_sum").notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.day] }), index("brand_daily_stats_day_idx").on(t.day)],
);

// Per Shanghai publication day, over every published complaint (those naming an unlisted brand
// too): the platform totals of /complaint/statistic, kept by the same job as brandDailyStats.
export const platformDailyStats = pgTable("platform_daily_stats", {
  day: date("day", { mode: "string" }).primaryKey(),
  complaintCount: integer("complaint_count").notNull(),
  repliedCount: integer("replied_count").notNull(),
  completedCount: integer("completed_count").notNull(),
});
