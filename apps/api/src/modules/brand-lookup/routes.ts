import { getBrandForName, getBrandList, searchBrand } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { CACHE_TTL_MS, queryKey } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { findBrandByName, listBrands, searchBrands } from "./find-brands";

export function registerBrandLookupRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, getBrandList, ({ query }) => listBrands(db, query));

  // Fired on every keystroke (300 ms debounce): generous, yet a scraper still hits the wall.
  // The brand picker sends `keyword`; the search page sends `key` with paging (docs/product/api.md#brands-and-rankings).
  route(app, searchBrand, ({ query }) => searchBrands(db, query.key ?? query.keyword ?? "", query), {
    cachedAnswer: {
      cache: deps.cache,
      key: ({ query }) => `brand-search:${queryKey(query)}`,
      ttlMs: CACHE_TTL_MS.list,
    },
    rateLimit: { max: 120, timeWindow: "1 minute" },
  });

  route(app, getBrandForName, ({ query }) => findBrandByName(db, query.name));
}
