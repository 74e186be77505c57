import { type BrandSummary, getBrand, getHotBrands, getRandomBrands } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { asc, desc, gt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { readImageDefaults } from "../common/system-config";
import { loadBrandPage } from "./load-brand-page";

const { brands } = schema;

const RANDOM_BRANDS_ROTATION_MS = 60 * 60_000;

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

  // Brands people complain about, so a random pick leads to a page with something to read. The pick
  // is drawn afresh each hour rather than each request: the pages showing it are shared through a CDN
  // and revalidated by ETag (decision 010), and every render and every node of the hour agree on it.
  route(app, getRandomBrands, ({ query }) => {
    const hour = Math.floor(deps.providers.now().getTime() / RANDOM_BRANDS_ROTATION_MS);
    return deps.cache.remember(`brand-random:${hour}:${query.limit}`, CACHE_TTL_MS.figures, async () => {
      const [rows, defaults] = await Promise.all([
        db
          .select()
          .from(brands)
          .where(gt(brands.complaintCount, 0))
          .orderBy(sql`md5(${brands.id}::text || ':' || ${String(hour)})`)
          .limit(query.limit),
        readImageDefaults(db),
      ]);
      return rows.map((brand) => toBrandSummary(brand, defaults.brandLogo));
    });
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
