import {
  getCommonBrandList,
  getComplaintList,
  getComplaintStatistic,
  getHotComplaints,
  getRandomComplaints,
  getRecommendList,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { CACHE_TTL_MS, queryKey } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { listBrands, searchBrands } from "../brand-lookup";
import { loadComplaintListPage } from "./complaint-list";
import { listHotComplaints, listRecommendedComplaints } from "./list-hot-complaints";
import { loadPlatformStatistic } from "./load-platform-statistic";
import { sampleComplaintTitles } from "./sample-complaint-titles";

export function registerComplaintRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, getComplaintStatistic, () => loadPlatformStatistic(deps), {
    cachedAnswer: { cache: deps.cache, key: () => "complaint-statistic", ttlMs: CACHE_TTL_MS.figures },
  });

  route(app, getHotComplaints, ({ query }) => listHotComplaints(deps, query.limit), {
    cachedAnswer: {
      cache: deps.cache,
      key: ({ query }) => `complaint-hot:${query.limit}`,
      ttlMs: CACHE_TTL_MS.figures,
    },
  });

  route(app, getRecommendList, ({ query }) => listRecommendedComplaints(deps, query.limit), {
    cachedAnswer: {
      cache: deps.cache,
      key: ({ query }) => `complaint-recommended:${query.limit}`,
      ttlMs: CACHE_TTL_MS.figures,
    },
  });

  // The list pages' side column asks for this on every render: cached like the lists themselves.
  route(
    app,
    getCommonBrandList,
    async ({ query }) => {
      if (query.keyword) return searchBrands(db, query.keyword, query);
      return (await listBrands(db, query)).list;
    },
    {
      cachedAnswer: {
        cache: deps.cache,
        key: ({ query }) => `common-brand-list:${queryKey(query)}`,
        ttlMs: CACHE_TTL_MS.list,
      },
    },
  );

  route(app, getComplaintList, ({ query }) => loadComplaintListPage(db, query), {
    cachedAnswer: {
      cache: deps.cache,
      key: ({ query }) => `complaint-list:${queryKey(query)}`,
      ttlMs: CACHE_TTL_MS.list,
    },
  });

  route(app, getRandomComplaints, ({ query }) => sampleComplaintTitles(deps, query));
}
