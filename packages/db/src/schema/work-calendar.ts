import { boolean, date, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";

/** Where a day's entry came from: the published calendar package, or a member of staff. */
export const workCalendarSource = pgEnum("work_calendar_source", ["published", "staff"]);

/**
 * The days of China's official calendar that differ from Monday-to-Friday (decision 116): public
 * holidays on weekdays (`working` false) and weekend days worked in their place (调休, `working`
 * true), by Beijing date. Filled from the published calendar at every start; a staff entry (a
 * correction, or next year's days before the package has them) is never overwritten by it.
 */
export const workCalendarDays = pgTable("work_calendar_days", {
  day: date("day").primaryKey(),
  working: boolean("working").notNull(),
  /** The holiday's name ("国庆节"); a worked weekend day carries the holiday it makes up for. */
  name: text("name").notNull(),
  source: workCalendarSource("source").notNull(),
  updatedAt: updatedAt(),
});
