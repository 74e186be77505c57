import { date, doublePrecision, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { problems } from "./complaint-taxonomy";

// The brand figures, recounted by the brand-stats job (`refreshBrandStats` in ../aggregates), so
// brand pages and rankings read a few hundred rows instead of counting complaints on every read.

// Per brand and Shanghai publication day: the tallies that sum into a brand's figures over any days.
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

// Per brand, over the complaints published in its last PERIOD_FIGURE_DAYS (@tousu/domain) as of the
// last recount: how many got a first response, and the median hours to it. A median does not sum
// over days, so the job stores it whole for the period.
export const brandFirstResponseStats = pgTable("brand_first_response_stats", {
  brandId: integer("brand_id")
    .primaryKey()
    .references(() => brands.id, { onDelete: "cascade" }),
  respondedCount: integer("responded_count").notNull(),
  medianHours: doublePrecision("median_hours").notNull(),
});

// Per brand and problem tag, over the same period: the published complaints tagged with it.
export const brandProblemStats = pgTable(
  "brand_problem_stats",
  {
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    problemId: integer("problem_id")
      .notNull()
      .references(() => problems.id, { onDelete: "cascade" }),
    complaintCount: integer("complaint_count").notNull(),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.problemId] })],
);

// Per Shanghai publication day, over every published complaint (those naming an unlisted brand
// too): the platform totals of /complaint/statistic, kept by the same job as brandDailyStats.
export const platformDailyStats = pgTable("platform_daily_stats", {
  day: date("day", { mode: "string" }).primaryKey(),
  complaintCount: integer("complaint_count").notNull(),
  repliedCount: integer("replied_count").notNull(),
  completedCount: integer("completed_count").notNull(),
});
