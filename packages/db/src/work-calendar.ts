import { createRequire } from "node:module";
import { shanghaiDay, type WorkCalendar } from "@tousu/domain";
import { gte, sql } from "drizzle-orm";
import type { Database, DatabaseOrTransaction } from "./client";
import { workCalendarDays } from "./schema/work-calendar";

export interface CalendarDay {
  day: string;
  working: boolean;
  name: string;
}

/** The package's data: day → "English name,中文名,days off" for holidays and for worked weekend days. */
interface ChineseDaysData {
  holidays: Record<string, string>;
  workdays: Record<string, string>;
}

// Read with require, which every Node reads JSON with alike; the compiled server leaves the package
// to Node, and an import of JSON needs an attribute the bundler does not keep.
const publishedCalendar = createRequire(import.meta.url)(
  "chinese-days/dist/chinese-days.json",
) as ChineseDaysData;

/** "National Day,国庆节,3" → "国庆节": the package's entries name the holiday in English and Chinese. */
function chineseName(entry: string): string {
  return entry.split(",")[1]?.trim() || entry;
}

/**
 * The State Council's published arrangements, as the `chinese-days` package carries them (decision
 * 116): holidays and the weekend days worked in their place. A holiday that falls on a weekend is
 * kept too: it is a day off either way, and staff see the whole holiday.
 */
export const PUBLISHED_CALENDAR_DAYS: readonly CalendarDay[] = [
  ...Object.entries(publishedCalendar.holidays).map(([day, entry]) => ({
    day,
    working: false,
    name: chineseName(entry),
  })),
  ...Object.entries(publishedCalendar.workdays).map(([day, entry]) => ({
    day,
    working: true,
    name: `${chineseName(entry)}调休上班`,
  })),
].sort((a, b) => a.day.localeCompare(b.day));

/** The published days as the deadline rule reads them, for what is computed without a database (the seed). */
export const PUBLISHED_WORK_CALENDAR: WorkCalendar = new Map(
  PUBLISHED_CALENDAR_DAYS.map(({ day, working }) => [day, working]),
);

/**
 * Writes the published days into the table in one statement: new ones added, changed ones updated,
 * staff entries left as staff made them. Run at every start, so a new version of the package (next
 * year's days) reaches the deadlines without a migration.
 */
export async function syncPublishedWorkCalendar(db: Database): Promise<void> {
  const days = PUBLISHED_CALENDAR_DAYS;
  await db.execute(sql`
    insert into ${workCalendarDays} (day, working, name, source)
    select day, working, name, 'published'
    from unnest(${sql.param(days.map((d) => d.day))}::date[], ${sql.param(days.map((d) => d.working))}::boolean[],
                ${sql.param(days.map((d) => d.name))}::text[]) as published(day, working, name)
    on conflict (day) do update set working = excluded.working, name = excluded.name, updated_at = now()
      where ${workCalendarDays.source} = 'published'
        and (${workCalendarDays.working}, ${workCalendarDays.name}) is distinct from (excluded.working, excluded.name)`);
}

/**
 * The calendar from the day of `from` on (Beijing time): every deadline counted from then lies
 * within it. Only the days that differ from the weekday rule are stored, a few dozen a year.
 */
export async function loadWorkCalendar(db: DatabaseOrTransaction, from: Date): Promise<WorkCalendar> {
  const rows = await db
    .select({ day: workCalendarDays.day, working: workCalendarDays.working })
    .from(workCalendarDays)
    .where(gte(workCalendarDays.day, shanghaiDay(from)));
  return new Map(rows.map(({ day, working }) => [day, working]));
}
