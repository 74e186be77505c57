import { COMPLAINT_DEADLINES } from "@tousu/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "./client";

// The daily aggregates brand pages, rankings and the platform statistics read. The brand-stats job
// (apps/api) keeps them current; the seed fills them once, so a fresh database shows its figures
// before the first job runs.

/**
 * Recounts `brand_daily_stats` from the complaints, with the definitions of `tallyComplaints`
 * (@tousu/domain) and `loadComplaintFigures`: published (dispatched_at set), not hidden; a reply is
 * timely when the first response came within the first-response deadline; auto-completions are
 * counted apart and never rated. Replaces the rows of the scope, so a recount cannot drift.
 */
export async function refreshBrandDailyStats(
  db: Database,
  scope: { brandId?: number; sinceDay?: string },
): Promise<void> {
  const conditions: SQL[] = [
    sql`c.brand_id is not null`,
    sql`c.dispatched_at is not null`,
    sql`not c.is_hidden`,
  ];
  const statConditions: SQL[] = [sql`true`];
  if (scope.brandId !== undefined) {
    conditions.push(sql`c.brand_id = ${scope.brandId}`);
    statConditions.push(sql`brand_id = ${scope.brandId}`);
  }
  if (scope.sinceDay !== undefined) {
    conditions.push(
      sql`c.dispatched_at >= (${scope.sinceDay}::date::timestamp at time zone 'Asia/Shanghai')`,
    );
    statConditions.push(sql`day >= ${scope.sinceDay}::date`);
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from brand_daily_stats where ${sql.join(statConditions, sql` and `)}`);
    await tx.execute(sql`
      insert into brand_daily_stats (brand_id, day, complaint_count, replied_count, timely_count,
        completed_count, auto_completed_count, rating_count, satisfaction_sum)
      select c.brand_id, (c.dispatched_at at time zone 'Asia/Shanghai')::date,
             count(*)::int,
             count(*) filter (where c.replied_at is not null)::int,
             count(*) filter (where c.replied_at is not null and c.first_response_at is not null
               and c.first_response_at <= c.dispatched_at + make_interval(days => ${COMPLAINT_DEADLINES.firstResponseDays}))::int,
             count(*) filter (where c.status = 'completed' and not c.is_auto_completed)::int,
             count(*) filter (where c.status = 'completed' and c.is_auto_completed)::int,
             count(r.id) filter (where not c.is_auto_completed)::int,
             coalesce(sum(r.satisfaction_score) filter (where not c.is_auto_completed), 0)::int
      from complaints c
      left join complaint_ratings r on r.complaint_id = c.id
      where ${sql.join(conditions, sql` and `)}
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
