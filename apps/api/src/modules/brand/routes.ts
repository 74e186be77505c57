import { type BrandSummary, getBrand, getHotBrands, getRandomBrands } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { asc, desc, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { pickRandomIds } from "../../lib/random-rows";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { readImageDefaults } from "../common/system-config";
import { loadBrandPage } from "./load-brand-page";

const { brands } = schema;

export function registerBrandRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  // Editors pin hot brands in order; the list is topped up by complaint volume.
  route(app, getHotBrands, async ({ query }) => {
    const [rows, defaults] = await Promise.all([
      db
        .select()
        .from(brands)
        .orderBy(
          desc(brands.isHot),
          sql`${brands.hotRank} asc nulls last`,
          desc(brands.complaintCount),
          asc(brands.id),
        )
        .limit(query.limit),
      readImageDefaults(db),
    ]);
    return rows.map((brand) => toBrandSummary(brand, defaults.brandLogo));
  });

  // Brands people complain about, so a random pick leads to a page with something to read.
  route(app, getRandomBrands, async ({ query }) => {
    const ids = await pickRandomIds(db, {
      table: brands,
      id: brands.id,
      where: sql`${brands.complaintCount} > 0`,
      limit: query.limit,
    });
    if (ids.length === 0) return [];
    const [rows, defaults] = await Promise.all([
      db.select().from(brands).where(inArray(brands.id, ids)),
      readImageDefaults(db),
    ]);
    return rows.map((brand) => toBrandSummary(brand, defaults.brandLogo));
  });

  route(app, getBrand, ({ params }) =>
    deps.cache.remember(`brand-page:${params.id}`, CACHE_TTL_MS.figures, () =>
      loadBrandPage(deps, params.id),
    ),
  );
}

function toBrandSummary(brand: typeof brands.$inferSelect, defaultLogo: string): BrandSummary {
  return {
    id: brand.id,
    name: brand.name,
    logo: brand.logoUrl || defaultLogo,
    industry: brand.industry,
    complaint_count: brand.complaintCount,
    reply_rate: ratio(brand.repliedCount, brand.complaintCount),
    completion_rate: ratio(brand.completedCount, brand.complaintCount),
  };
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000;
}
