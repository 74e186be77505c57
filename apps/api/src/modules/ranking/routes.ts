import { getRanking } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { route } from "../../lib/route";
import { loadRanking } from "./load-ranking";

export function registerRankingRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getRanking, ({ query }) => loadRanking(deps, query));
}
