import { getHotBrands } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { asc, desc, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { route } from "../../lib/route";
import { readImageDefaults } from "../common/system-config";

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
    return rows.map((brand) => ({
      id: brand.id,
      name: brand.name,
      logo: brand.logoUrl || defaults.brandLogo,
      industry: brand.industry,
      complaint_count: brand.complaintCount,
      reply_rate: ratio(brand.repliedCount, brand.complaintCount),
      completion_rate: ratio(brand.completedCount, brand.complaintCount),
    }));
  });
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000;
}
