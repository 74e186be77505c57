import type {
  ContractData,
  ContractOutput,
  listWorkCalendar,
  revertWorkCalendarDay,
  setWorkCalendarDay,
} from "@tousu/contracts";
import { PUBLISHED_CALENDAR_DAYS, schema } from "@tousu/db";
import { and, asc, between, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { toIso } from "../../lib/query-helpers";
import { recordStaffAction } from "../../lib/staff-actions";

const { workCalendarDays } = schema;

type DayRow = typeof workCalendarDays.$inferSelect;
type CalendarDayData = ContractData<typeof setWorkCalendarDay>;

const PUBLISHED_BY_DAY = new Map(PUBLISHED_CALENDAR_DAYS.map((entry) => [entry.day, entry]));
const PUBLISHED_YEARS = new Set(PUBLISHED_CALENDAR_DAYS.map((entry) => entry.day.slice(0, 4)));

function toCalendarDay(row: DayRow): CalendarDayData {
  const published = PUBLISHED_BY_DAY.get(row.day);
  return {
    day: row.day,
    working: row.working,
    name: row.name,
    source: row.source,
    published:
      row.source === "staff" && published ? { working: published.working, name: published.name } : null,
    updated_at: toIso(row.updatedAt),
  };
}

export async function listCalendarYear(
  deps: Pick<AppDeps, "db">,
  query: ContractOutput<typeof listWorkCalendar, "query">,
): Promise<ContractData<typeof listWorkCalendar>> {
  const rows = await deps.db
    .select()
    .from(workCalendarDays)
    .where(between(workCalendarDays.day, `${query.year}-01-01`, `${query.year}-12-31`))
    .orderBy(asc(workCalendarDays.day));
  return {
    year: query.year,
    days: rows.map(toCalendarDay),
    published_year: PUBLISHED_YEARS.has(String(query.year)),
  };
}

/**
 * A staff entry for one day: a holiday the package lacks (next year's, before its new version), or
 * a correction of a published one. The sync at start never overwrites it. It applies to the
 * deadlines counted from then on; a deadline already running keeps the date the company was given.
 */
export async function setCalendarDay(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  day: string,
  body: ContractOutput<typeof setWorkCalendarDay, "body">,
): Promise<CalendarDayData> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const values = { working: body.working, name: body.name, source: "staff" as const, updatedAt: now };
    const [row] = await tx
      .insert(workCalendarDays)
      .values({ day, ...values })
      .onConflictDoUpdate({ target: workCalendarDays.day, set: values })
      .returning();
    if (!row) throw new Error("the calendar day was not written");
    await recordStaffAction(tx, {
      staffId,
      action: "work_calendar.set",
      targetType: "work_calendar_day",
      targetId: day,
      detail: { working: body.working, name: body.name },
      now,
    });
    return toCalendarDay(row);
  });
}

/** Takes back a staff entry: the published day returns at once, or the weekday rule where none is published. */
export async function revertCalendarDay(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  day: string,
): Promise<ContractData<typeof revertWorkCalendarDay>> {
  const now = deps.providers.now();
  const published = PUBLISHED_BY_DAY.get(day);
  return deps.db.transaction(async (tx) => {
    const staffEntry = and(eq(workCalendarDays.day, day), eq(workCalendarDays.source, "staff"));
    const [removed] = await tx
      .delete(workCalendarDays)
      .where(staffEntry)
      .returning({ day: workCalendarDays.day });
    if (!removed) return { day, restored: null };
    const restored = published
      ? await tx
          .insert(workCalendarDays)
          .values({ ...published, source: "published", updatedAt: now })
          .returning()
          .then(([row]) => row)
      : undefined;
    await recordStaffAction(tx, {
      staffId,
      action: "work_calendar.revert",
      targetType: "work_calendar_day",
      targetId: day,
      now,
    });
    return { day, restored: restored ? toCalendarDay(restored) : null };
  });
}
