import type { ContractData, ContractOutput, getRanking } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { MIN_RATE_SAMPLE, rankingScore, shanghaiDay, shiftDay } from "@tousu/domain";
import { and, asc, between, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { tallyColumns, toRateFigures } from "../brand";

const { brands, brandDailyStats } = schema;

const PERIOD_DAYS = { week: 7, month: 30 } as const;

/**
 * Red list: the best-scoring brands first; black list: the worst first. Both sum `brand_daily_stats`
 * over the period (publication days, Shanghai, today included) and rank only brands over the
 * minimum sample (`rankingScore` in @tousu/domain documents the formula).
 */
export async function loadRanking(
  deps: Pick<AppDeps, "db" | "providers">,
  query: ContractOutput<typeof getRanking, "query">,
): Promise<ContractData<typeof getRanking>> {
  const { db } = deps;
  const toDay = shanghaiDay(deps.providers.now());
  const fromDay = shiftDay(toDay, 1 - PERIOD_DAYS[query.period]);
  const industry = query.industry || null;
  const [rows, industries, defaults] = await Promise.all([
    db
      .select({
        id: brands.id,
        name: brands.name,
        logo: brands.logoUrl,
        industry: brands.industry,
        ...tallyColumns,
      })
      .from(brandDailyStats)
      .innerJoin(brands, eq(brands.id, brandDailyStats.brandId))
      .where(
        and(
          between(brandDailyStats.day, fromDay, toDay),
          industry === null ? undefined : eq(brands.industry, industry),
        ),
      )
      .groupBy(brands.id)
      .having(sql`sum(${brandDailyStats.complaintCount}) >= ${MIN_RATE_SAMPLE}`),
    db.selectDistinct({ industry: brands.industry }).from(brands).orderBy(asc(brands.industry)),
    readImageDefaults(db),
  ]);

  const direction = query.list === "red" ? -1 : 1;
  const scored = rows.flatMap((row) => {
    const score = rankingScore(row);
    return score === null ? [] : [{ row, score }];
  });
  scored.sort(
    (a, b) =>
      direction * (a.score - b.score) || b.row.complaintCount - a.row.complaintCount || a.row.id - b.row.id,
  );
  return {
    list: query.list,
    period: query.period,
    industry,
    industries: industries.map((row) => row.industry),
    from_day: fromDay,
    to_day: toDay,
    min_sample: MIN_RATE_SAMPLE,
    items: scored.slice(0, query.limit).map(({ row, score }, index) => ({
      rank: index + 1,
      brand: { id: row.id, name: row.name, logo: row.logo || defaults.brandLogo, industry: row.industry },
      score,
      figures: toRateFigures(row),
    })),
  };
}
