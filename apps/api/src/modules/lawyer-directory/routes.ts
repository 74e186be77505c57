import { getLawyerProfile, listLawyers } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { readLawyerProfile, searchLawyers } from "./lawyer-search";

export function registerLawyerDirectoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, listLawyers, ({ query }) => searchLawyers(deps, query));
  route(app, getLawyerProfile, ({ params }) => readLawyerProfile(deps, params.id));
}
