import {
  BRAND_LATEST_COMPLAINTS,
  BRAND_TREND_DAYS,
  type ContractData,
  type getBrand,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { EMPTY_TALLY, sampledMedianHours, shanghaiDay, shiftDay } from "@tousu/domain";
import { and, asc, desc, eq, gte, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { loadComplaintSummaries } from "../../complaint-core/complaint-summaries";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { notFound } from "../../lib/app-error";
import { tallyColumns, toRateFigures } from "./brand-tallies";

const {
  brands,
  enterprises,
  complaints,
  problems,
  brandDailyStats,
  brandFirstResponseStats,
  brandProblemStats,
} = schema;

const TOP_PROBLEMS = 5;
const problemCount = sql<number>`sum(${brandProblemStats.complaintCount})::int`.mapWith(Number);

/**
 * The public brand page: profile, figures, a 30-day trend and top problems, all from the aggregates
 * the brand-stats job keeps (`refreshBrandStats` in @tousu/db), and the latest complaints.
 */
export async function loadBrandPage(
  deps: Pick<AppDeps, "db" | "providers">,
  brandId: number,
): Promise<ContractData<typeof getBrand>> {
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
  const [[total], trendRows, [firstResponse], topProblems, latest, defaults] = await Promise.all([
    db.select(tallyColumns).from(brandDailyStats).where(ofBrand),
    db
      .select({ day: brandDailyStats.day, count: brandDailyStats.complaintCount })
      .from(brandDailyStats)
      .where(and(ofBrand, gte(brandDailyStats.day, trendStart))),
    db
      .select({
        medianHours: brandFirstResponseStats.medianHours,
        respondedCount: brandFirstResponseStats.respondedCount,
      })
      .from(brandFirstResponseStats)
      .where(eq(brandFirstResponseStats.brandId, brandId)),
    // Subtypes share problem names (退款难 under several): the page counts a name once.
    db
      .select({ name: problems.name, count: problemCount })
      .from(brandProblemStats)
      .innerJoin(problems, eq(problems.id, brandProblemStats.problemId))
      .where(eq(brandProblemStats.brandId, brandId))
      .groupBy(problems.name)
      .orderBy(desc(problemCount), asc(problems.name))
      .limit(TOP_PROBLEMS),
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
      median_first_response_hours: sampledMedianHours(
        firstResponse?.medianHours ?? null,
        firstResponse?.respondedCount ?? 0,
      ),
    },
    top_problems: topProblems,
    trend,
    latest_complaints: await loadComplaintSummaries(
      db,
      latest.map((row) => row.id),
      defaults,
    ),
  };
}
