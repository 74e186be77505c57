import {
  BRAND_LATEST_COMPLAINTS,
  BRAND_RECENT_SAMPLE,
  BRAND_TREND_DAYS,
  type ContractData,
  type getBrand,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { EMPTY_TALLY, medianHours } from "@tousu/domain";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { AppDeps } from "../../app";
import { notFound } from "../../lib/app-error";
import { readImageDefaults } from "../common/system-config";
import { isPublicComplaint, loadComplaintSummaries } from "../complaint/complaint-summaries";
import { shanghaiDay, shiftDay } from "./brand-stats";
import { tallyColumns, toRateFigures } from "./brand-tallies";

const { brands, enterprises, complaints, brandDailyStats } = schema;

const TOP_PROBLEMS = 5;

/** The public brand page: profile, figures from `brand_daily_stats`, a 30-day trend, top problems, latest complaints. */
export async function loadBrandPage(deps: AppDeps, brandId: number): Promise<ContractData<typeof getBrand>> {
  const { db } = deps;
  const [brand] = await db
    .select({
      id: brands.id,
      name: brands.name,
      logo: brands.logoUrl,
      description: brands.description,
      industry: brands.industry,
      enterpriseId: enterprises.id,
      enterpriseName: enterprises.name,
    })
    .from(brands)
    .leftJoin(enterprises, eq(enterprises.id, brands.enterpriseId))
    .where(eq(brands.id, brandId));
  if (!brand) throw notFound("品牌不存在");

  const today = shanghaiDay(deps.providers.now());
  const trendStart = shiftDay(today, 1 - BRAND_TREND_DAYS);
  const ofBrand = eq(brandDailyStats.brandId, brandId);
  const [[total], trendRows, responseHours, topProblems, latest, defaults] = await Promise.all([
    db.select(tallyColumns).from(brandDailyStats).where(ofBrand),
    db
      .select({ day: brandDailyStats.day, count: brandDailyStats.complaintCount })
      .from(brandDailyStats)
      .where(and(ofBrand, gte(brandDailyStats.day, trendStart))),
    db.execute<{ hours: number }>(sql`
      select extract(epoch from first_response_at - dispatched_at)::float8 / 3600 as hours
      from complaints
      where brand_id = ${brandId} and dispatched_at is not null and not is_hidden and first_response_at is not null
      order by created_at desc
      limit ${BRAND_RECENT_SAMPLE}`),
    db.execute<{ name: string; count: number }>(sql`
      select p.name, count(*)::int as count
      from (select id from complaints
            where brand_id = ${brandId} and dispatched_at is not null and not is_hidden
            order by created_at desc limit ${BRAND_RECENT_SAMPLE}) c
      join complaint_problems cp on cp.complaint_id = c.id
      join problems p on p.id = cp.problem_id
      group by p.name
      order by count desc, p.name
      limit ${TOP_PROBLEMS}`),
    db
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(eq(complaints.brandId, brandId), isPublicComplaint()))
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .limit(BRAND_LATEST_COMPLAINTS),
    readImageDefaults(db),
  ]);

  const countByDay = new Map(trendRows.map((row) => [row.day, row.count]));
  const trend = Array.from({ length: BRAND_TREND_DAYS }, (_, index) => {
    const day = shiftDay(trendStart, index);
    return { day, count: countByDay.get(day) ?? 0 };
  });
  return {
    id: brand.id,
    name: brand.name,
    logo: brand.logo || defaults.brandLogo,
    description: brand.description,
    industry: brand.industry,
    enterprise:
      brand.enterpriseId === null || brand.enterpriseName === null
        ? null
        : { id: brand.enterpriseId, name: brand.enterpriseName },
    figures: {
      ...toRateFigures(total ?? EMPTY_TALLY),
      recent_count: trend.reduce((sum, point) => sum + point.count, 0),
      median_first_response_hours: medianHours(responseHours.rows.map((row) => row.hours)),
    },
    top_problems: topProblems.rows,
    trend,
    latest_complaints: await loadComplaintSummaries(
      db,
      latest.map((row) => row.id),
      defaults,
    ),
  };
}
