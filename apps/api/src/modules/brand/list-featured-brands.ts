import type { BrandSummary } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { rateOf } from "@tousu/domain";
import { asc, desc, gt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { readImageDefaults } from "../../complaint-core/image-defaults";

const { brands } = schema;

/** Editors pin hot brands in order; the list is topped up by complaint volume. */
export async function listHotBrands(deps: Pick<AppDeps, "db">, limit: number): Promise<BrandSummary[]> {
  const [rows, defaults] = await Promise.all([
    deps.db
      .select()
      .from(brands)
      .orderBy(
        desc(brands.isHot),
        sql`${brands.hotRank} asc nulls last`,
        desc(brands.complaintCount),
        asc(brands.id),
      )
      .limit(limit),
    readImageDefaults(deps.db),
  ]);
  return rows.map((brand) => toBrandSummary(brand, defaults.brandLogo));
}

/**
 * Brands people complain about, so a random pick leads to a page with something to read. The order
 * is seeded by the hour, so every caller within it draws the same pick.
 */
export async function listRandomBrands(
  deps: Pick<AppDeps, "db">,
  hour: number,
  limit: number,
): Promise<BrandSummary[]> {
  const [rows, defaults] = await Promise.all([
    deps.db
      .select()
      .from(brands)
      .where(gt(brands.complaintCount, 0))
      .orderBy(sql`md5(${brands.id}::text || ':' || ${String(hour)})`)
      .limit(limit),
    readImageDefaults(deps.db),
  ]);
  return rows.map((brand) => toBrandSummary(brand, defaults.brandLogo));
}

function toBrandSummary(brand: typeof brands.$inferSelect, defaultLogo: string): BrandSummary {
  return {
    id: brand.id,
    name: brand.name,
    logo: brand.logoUrl || defaultLogo,
    industry: brand.industry,
    complaint_count: brand.complaintCount,
    reply_rate: rateOf(brand.repliedCount, brand.complaintCount),
    completion_rate: rateOf(brand.completedCount, brand.complaintCount),
  };
}
