import {
  getBrand,
  getHotBrands,
  getRandomBrands,
  listAdminBrands,
  listBrandClaimsForReview,
  reviewBrandClaim,
  updateAdminBrand,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { decideBrandClaim } from "./decide-brand-claim";
import { listBrandClaims } from "./list-brand-claims";
import { listBrandsForAdmin } from "./list-brands-for-admin";
import { listHotBrands, listRandomBrands } from "./list-featured-brands";
import { loadBrandPage } from "./load-brand-page";
import { updateBrand } from "./update-brand";

const RANDOM_BRANDS_ROTATION_MS = 60 * 60_000;

export function registerBrandRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getHotBrands, ({ query }) => listHotBrands(deps, query.limit));

  // The random pick is drawn afresh each hour rather than each request: the pages showing it are shared
  // through a CDN and revalidated by ETag (decision 065), and every render and every node of the hour agree on it.
  route(app, getRandomBrands, ({ query }) => {
    const hour = Math.floor(deps.providers.now().getTime() / RANDOM_BRANDS_ROTATION_MS);
    return deps.cache.remember(`brand-random:${hour}:${query.limit}`, CACHE_TTL_MS.figures, () =>
      listRandomBrands(deps, hour, query.limit),
    );
  });

  route(app, getBrand, ({ params }) => loadBrandPage(deps, params.id), {
    cachedAnswer: {
      cache: deps.cache,
      key: ({ params }) => `brand-page:${params.id}`,
      ttlMs: CACHE_TTL_MS.figures,
    },
  });

  // —— the console: admins edit brands, moderators decide enterprises' claims to them ——
  route(app, listAdminBrands, ({ query }) => listBrandsForAdmin(deps.db, query));
  route(app, updateAdminBrand, ({ user, params, body }) => updateBrand(deps, user.id, params.id, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
  route(app, listBrandClaimsForReview, ({ query }) => listBrandClaims(deps.db, query));
  route(app, reviewBrandClaim, ({ user, params, body }) => decideBrandClaim(deps, user.id, params.id, body), {
    rateLimit: STAFF_WRITE_LIMIT,
  });
}
