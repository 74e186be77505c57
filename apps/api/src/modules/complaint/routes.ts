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

  route(app, getComplaintStatistic, () =>
    deps.cache.remember("complaint-statistic", CACHE_TTL_MS.figures, () => loadPlatformStatistic(deps)),
  );

  route(app, getHotComplaints, ({ query }) =>
    deps.cache.remember(`complaint-hot:${query.limit}`, CACHE_TTL_MS.figures, () =>
      listHotComplaints(deps, query.limit),
    ),
  );

  route(app, getRecommendList, ({ query }) =>
    deps.cache.remember(`complaint-recommended:${query.limit}`, CACHE_TTL_MS.figures, () =>
      listRecommendedComplaints(deps, query.limit),
    ),
  );

  // The list pages' side column asks for this on every render: cached like the lists themselves.
  route(app, getCommonBrandList, ({ query }) =>
    deps.cache.remember(`common-brand-list:${queryKey(query)}`, CACHE_TTL_MS.list, async () => {
      if (query.keyword) return searchBrands(db, query.keyword, query);
      return (await listBrands(db, query)).list;
    }),
  );

  route(app, getComplaintList, ({ query }) =>
    deps.cache.remember(`complaint-list:${queryKey(query)}`, CACHE_TTL_MS.list, () =>
      loadComplaintListPage(db, query),
    ),
  );

  route(app, getRandomComplaints, ({ query }) => sampleComplaintTitles(deps, query));
}
