import {
  type BrandTally,
  computeInstituteReport,
  type InstituteReportFigures,
  type InstituteReportInput,
  previousReportPeriod,
  type ReportPeriod,
  reportPeriodDays,
} from "@tousu/domain";
import { sql } from "drizzle-orm";
import type { DatabaseOrTransaction } from "./client";

// What an institute report reads (docs/decisions/039). Volumes and rates come from
// `brand_daily_stats` (./aggregates), so a report counts exactly what the brand pages count; the
// problems of a past period are counted from the complaints, since `brand_problem_stats` holds only
// the last PERIOD_FIGURE_DAYS. Here rather than in apps/api so the seed runs the same generator.

const num = (value: unknown) => Number(value ?? 0);

async function sectorDailyCounts(db: DatabaseOrTransaction, sector: string, first: string, last: string) {
  const result = await db.execute<{ day: string; count: string }>(sql`
    select d.day::text as day, sum(d.complaint_count) as count
    from brand_daily_stats d join brands b on b.id = d.brand_id
    where b.industry = ${sector} and d.day between ${first}::date and ${last}::date
    group by d.day`);
  return result.rows.map((row) => ({ day: row.day, count: num(row.count) }));
}

async function sectorBrandTallies(db: DatabaseOrTransaction, sector: string, first: string, last: string) {
  const result = await db.execute<Record<string, string | number>>(sql`
    select b.id, b.name,
           sum(d.complaint_count) as complaint_count, sum(d.replied_count) as replied_count,
           sum(d.timely_count) as timely_count, sum(d.completed_count) as completed_count,
           sum(d.auto_completed_count) as auto_completed_count, sum(d.rating_count) as rating_count,
           sum(d.satisfaction_sum) as satisfaction_sum
    from brand_daily_stats d join brands b on b.id = d.brand_id
    where b.industry = ${sector} and d.day between ${first}::date and ${last}::date
    group by b.id, b.name`);
  return result.rows.map((row) => {
    const tally: BrandTally = {
      complaintCount: num(row.complaint_count),
      repliedCount: num(row.replied_count),
      timelyCount: num(row.timely_count),
      completedCount: num(row.completed_count),
      autoCompletedCount: num(row.auto_completed_count),
      ratingCount: num(row.rating_count),
      satisfactionSum: num(row.satisfaction_sum),
    };
    return { id: num(row.id), name: String(row.name), tally };
  });
}

/** Complaints per problem tag, counted as `refreshBrandStats` counts a published complaint. */
async function sectorProblemCounts(db: DatabaseOrTransaction, sector: string, first: string, last: string) {
  const result = await db.execute<{ id: number; name: string; count: string }>(sql`
    select p.id, p.name, count(*) as count
    from complaints c
    join brands b on b.id = c.brand_id
    join complaint_problems cp on cp.complaint_id = c.id
    join problems p on p.id = cp.problem_id
    where b.industry = ${sector} and c.dispatched_at is not null and not c.is_hidden
      and c.dispatched_at >= (${first}::date::timestamp at time zone 'Asia/Shanghai')
      and c.dispatched_at < ((${last}::date + 1)::timestamp at time zone 'Asia/Shanghai')
    group by p.id, p.name`);
  return result.rows.map((row) => ({ id: num(row.id), name: row.name, count: num(row.count) }));
}

export async function readInstituteReportInput(
  db: DatabaseOrTransaction,
  period: ReportPeriod,
  sector: string,
): Promise<InstituteReportInput> {
  const { first, last } = reportPeriodDays(period);
  const previous = reportPeriodDays(previousReportPeriod(period));
  // One after the other: a report is generated inside its transaction, one connection, which runs
  // one query at a time.
  const dailyCounts = await sectorDailyCounts(db, sector, first, last);
  const previousDays = await sectorDailyCounts(db, sector, previous.first, previous.last);
  const problems = await sectorProblemCounts(db, sector, first, last);
  const brands = await sectorBrandTallies(db, sector, first, last);
  const previousCount = previousDays.reduce((sum, row) => sum + row.count, 0);
  return { period, sector, dailyCounts, previousCount, problems, brands };
}

/** The figures of one period and sector from the platform's current data: what a report stores. */
export async function generateInstituteFigures(
  db: DatabaseOrTransaction,
  period: ReportPeriod,
  sector: string,
): Promise<InstituteReportFigures> {
  return computeInstituteReport(await readInstituteReportInput(db, period, sector));
}

/** The sectors a report can cover: brand industries, with how many brands each has. */
export async function listInstituteSectors(
  db: DatabaseOrTransaction,
): Promise<{ name: string; brandCount: number }[]> {
  const result = await db.execute<{ name: string; brand_count: string }>(sql`
    select industry as name, count(*) as brand_count from brands group by industry order by count(*) desc, industry`);
  return result.rows.map((row) => ({ name: row.name, brandCount: num(row.brand_count) }));
}
