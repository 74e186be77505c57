import type { CampaignPlayer } from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { type BrandTally, type CampaignDataRule, rankDataList, shanghaiDay, shiftDay } from "@tousu/domain";
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { tallyColumns, toRateFigures } from "../brand";

const { brandDailyStats: stats, brands } = schema;

type PlayerFigures = NonNullable<CampaignPlayer["figures"]>;

function toPlayerFigures(tally: BrandTally): PlayerFigures {
  const rates = toRateFigures(tally);
  return {
    complaint_count: rates.complaint_count,
    reply_rate: rates.reply_rate,
    completion_rate: rates.completion_rate,
    satisfaction: rates.satisfaction,
  };
}

/**
 * The platform figures of the enterprises and brands playing (the brand pages' definitions and
 * minimum samples, every published complaint): an enterprise's are its brands' summed.
 */
export async function loadPlayerFigures(
  db: DatabaseOrTransaction,
  subjects: { enterpriseIds: number[]; brandIds: number[] },
): Promise<{ enterprises: Map<number, PlayerFigures>; brands: Map<number, PlayerFigures> }> {
  const [byEnterprise, byBrand] = await Promise.all([
    subjects.enterpriseIds.length === 0
      ? []
      : db
          .select({ id: brands.enterpriseId, ...tallyColumns })
          .from(stats)
          .innerJoin(brands, eq(brands.id, stats.brandId))
          .where(inArray(brands.enterpriseId, subjects.enterpriseIds))
          .groupBy(brands.enterpriseId),
    subjects.brandIds.length === 0
      ? []
      : db
          .select({ id: stats.brandId, ...tallyColumns })
          .from(stats)
          .where(inArray(stats.brandId, subjects.brandIds))
          .groupBy(stats.brandId),
  ]);
  const figuresOf = (rows: ({ id: number | null } & BrandTally)[]) =>
    new Map(rows.flatMap((row) => (row.id === null ? [] : [[row.id, toPlayerFigures(row)] as const])));
  return { enterprises: figuresOf(byEnterprise), brands: figuresOf(byBrand) };
}

export interface DataListRow {
  rank: number;
  brandId: number;
  name: string;
  logo: string | null;
  complaintCount: number;
  value: number;
}

/**
 * A data list's rows: every brand's figures over the rule's period, which ends at the campaign's
 * close (or today, while it runs), ranked by the rule (`rankDataList`: the minimum sample first).
 */
export async function loadDataList(
  db: DatabaseOrTransaction,
  rule: CampaignDataRule,
  periodEnd: Date,
): Promise<DataListRow[]> {
  const lastDay = shanghaiDay(periodEnd);
  const firstDay = shiftDay(lastDay, 1 - rule.periodDays);
  const rows = await db
    .select({ brandId: stats.brandId, name: brands.name, logo: brands.logoUrl, ...tallyColumns })
    .from(stats)
    .innerJoin(brands, eq(brands.id, stats.brandId))
    .where(and(gte(stats.day, firstDay), lte(stats.day, lastDay)))
    .groupBy(stats.brandId, brands.name, brands.logoUrl);
  return rankDataList(
    rows.map((row) => {
      const figures = toPlayerFigures(row);
      return {
        brandId: row.brandId,
        name: row.name,
        logo: row.logo,
        complaintCount: row.complaintCount,
        value: figures[rule.figure],
      };
    }),
    rule,
  );
}
