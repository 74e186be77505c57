import { PERIOD_FIGURE_DAYS } from "@tousu/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "./client";

// The aggregates brand pages, rankings and the platform statistics read. The brand-stats job
// (apps/api) keeps them current; the seed fills them once, so a fresh database shows its figures
// before the first job runs.

export interface BrandStatsScope {
  /** One brand's figures; every brand's without it. */
  brandId?: number;
  /** The daily tallies of publication days from this one ('YYYY-MM-DD', Shanghai); of all days without it. */
  sinceDay?: string;
  /** The period figures cover the PERIOD_FIGURE_DAYS (@tousu/domain) up to this instant's Shanghai day. */
  now: Date;
}

/**
 * Recounts a brand's figures (or every brand's) from its complaints, replacing the rows of the
 * scope in one transaction, so a recount cannot drift. This SQL is the figures' definition
 * (FIGURE_DEFINITIONS in @tousu/domain words it): a complaint counts once published (dispatched_at
 * set) and while not hidden; a reply is timely when the first response came before the 超时 flag
 * (the first-response deadline in working days, decision 116); automatic completions are counted apart and their ratings left out.
 * - `brand_daily_stats`: per publication day, the tallies the rates and the trend sum.
 * - `brand_first_response_stats`, `brand_problem_stats`: over the period, the median hours to the
 *   first response (of the complaints that got one) and the complaints per problem tag.
 * A brand's recount reads its complaints through their (brand, publication time) index.
 */
export async function refreshBrandStats(db: Database, scope: BrandStatsScope): Promise<void> {
  const published = [sql`c.brand_id is not null`, sql`c.dispatched_at is not null`, sql`not c.is_hidden`];
  const ofBrand = (column: SQL) =>
    scope.brandId === undefined ? sql`true` : sql`${column} = ${scope.brandId}`;
  const daysFrom = (day: SQL) => sql`c.dispatched_at >= ((${day})::timestamp at time zone 'Asia/Shanghai')`;
  const daily = [...published, ofBrand(sql`c.brand_id`)];
  const dailyRows = [ofBrand(sql`brand_id`)];
  if (scope.sinceDay !== undefined) {
    daily.push(daysFrom(sql`${scope.sinceDay}::date`));
    dailyRows.push(sql`day >= ${scope.sinceDay}::date`);
  }
  const today = sql`(${scope.now.toISOString()}::timestamptz at time zone 'Asia/Shanghai')::date`;
  const period = sql.join(
    [...published, ofBrand(sql`c.brand_id`), daysFrom(sql`${today} - ${PERIOD_FIGURE_DAYS - 1}::int`)],
    sql` and `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from brand_daily_stats where ${sql.join(dailyRows, sql` and `)}`);
    await tx.execute(sql`
      insert into brand_daily_stats (brand_id, day, complaint_count, replied_count, timely_count,
        completed_count, auto_completed_count, rating_count, satisfaction_sum)
      select c.brand_id, (c.dispatched_at at time zone 'Asia/Shanghai')::date,
             count(*)::int,
             count(*) filter (where c.replied_at is not null)::int,
             count(*) filter (where c.replied_at is not null and c.first_response_at is not null
               and not c.is_overdue)::int,
             count(*) filter (where c.status = 'completed' and not c.is_auto_completed)::int,
             count(*) filter (where c.status = 'completed' and c.is_auto_completed)::int,
             count(r.id) filter (where not c.is_auto_completed)::int,
             coalesce(sum(r.satisfaction_score) filter (where not c.is_auto_completed), 0)::int
      from complaints c
      left join complaint_ratings r on r.complaint_id = c.id
      where ${sql.join(daily, sql` and `)}
      group by 1, 2`);

    await tx.execute(sql`delete from brand_first_response_stats where ${ofBrand(sql`brand_id`)}`);
    await tx.execute(sql`
      insert into brand_first_response_stats (brand_id, responded_count, median_hours)
      select c.brand_id, count(*)::int,
             percentile_cont(0.5) within group (
               order by extract(epoch from c.first_response_at - c.dispatched_at) / 3600)
      from complaints c
      where ${period} and c.first_response_at is not null
      group by 1`);

    await tx.execute(sql`delete from brand_problem_stats where ${ofBrand(sql`brand_id`)}`);
    await tx.execute(sql`
      insert into brand_problem_stats (brand_id, problem_id, complaint_count)
      select c.brand_id, cp.problem_id, count(*)::int
      from complaints c
      join complaint_problems cp on cp.complaint_id = c.id
      where ${period}
      group by 1, 2`);
  });
}

/**
 * Recounts `platform_daily_stats` (the /complaint/statistic totals) over every published complaint,
 * from `sinceDay` or, without it, over all days.
 */
export async function refreshPlatformDailyStats(db: Database, sinceDay?: string): Promise<void> {
  const since =
    sinceDay === undefined
      ? { complaints: sql`true`, stats: sql`true` }
      : {
          complaints: sql`dispatched_at >= (${sinceDay}::date::timestamp at time zone 'Asia/Shanghai')`,
          stats: sql`day >= ${sinceDay}::date`,
        };
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from platform_daily_stats where ${since.stats}`);
    await tx.execute(sql`
      insert into platform_daily_stats (day, complaint_count, replied_count, completed_count)
      select (dispatched_at at time zone 'Asia/Shanghai')::date,
             count(*)::int,
             count(*) filter (where replied_at is not null)::int,
             count(*) filter (where status = 'completed')::int
      from complaints
      where dispatched_at is not null and not is_hidden and ${since.complaints}
      group by 1`);
  });
}
