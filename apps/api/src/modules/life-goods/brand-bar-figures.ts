import type { DatabaseOrTransaction } from "@tousu/db";
import { schema } from "@tousu/db";
import { type BrandTally, EMPTY_TALLY } from "@tousu/domain";
import { inArray } from "drizzle-orm";
import { tallyColumns } from "../brand";

const { brandDailyStats } = schema;

/**
 * The brands' all-time tallies, as their brand pages show them (`brand_daily_stats` summed): the
 * figures the life goods bar reads. A brand without a row has an empty tally.
 */
export async function readBrandTallies(
  db: DatabaseOrTransaction,
  brandIds: readonly number[],
): Promise<Map<number, BrandTally>> {
  const unique = [...new Set(brandIds)];
  const tallies = new Map<number, BrandTally>(unique.map((id) => [id, EMPTY_TALLY]));
  if (unique.length === 0) return tallies;
  const rows = await db
    .select({ brandId: brandDailyStats.brandId, ...tallyColumns })
    .from(brandDailyStats)
    .where(inArray(brandDailyStats.brandId, unique))
    .groupBy(brandDailyStats.brandId);
  for (const { brandId, ...tally } of rows) tallies.set(brandId, tally);
  return tallies;
}
