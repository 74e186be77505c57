import { getRanking } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { CACHE_TTL_MS, queryKey } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { loadRanking } from "./load-ranking";

export function registerRankingRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getRanking, ({ query }) => loadRanking(deps, query), {
    cachedAnswer: {
      cache: deps.cache,
      key: ({ query }) => `ranking:${queryKey(query)}`,
      ttlMs: CACHE_TTL_MS.figures,
    },
  });
}
