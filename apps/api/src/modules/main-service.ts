import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app";
import { registerArticleRoutes } from "./article/routes";
import { registerAuthRoutes } from "./auth/routes";
import { registerBrandRoutes } from "./brand/routes";
import { registerCommonRoutes } from "./common/routes";
import { registerComplaintRoutes } from "./complaint/routes";
import { registerUserRoutes } from "./user/routes";

/** The main API service (spec §7 "main API"), mounted under /api. */
export async function registerMainService(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  registerAuthRoutes(scope, deps);
  registerUserRoutes(scope, deps);
  registerCommonRoutes(scope, deps);
  registerComplaintRoutes(scope, deps);
  registerBrandRoutes(scope, deps);
  registerArticleRoutes(scope, deps);
}
