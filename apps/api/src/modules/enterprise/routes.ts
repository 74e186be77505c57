import { getEnterprise } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { loadEnterprisePage } from "./load-enterprise-page";

export function registerEnterpriseRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getEnterprise, ({ params }) => loadEnterprisePage(deps, params.id));
}
