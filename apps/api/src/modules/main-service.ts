import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app";
import { registerArticleRoutes } from "./article/routes";
import { registerAuthRoutes } from "./auth/routes";
import { registerBrandRoutes } from "./brand/routes";
import { registerBrandLookupRoutes } from "./brand-lookup/routes";
import { registerCommonRoutes } from "./common/routes";
import { registerComplaintRoutes } from "./complaint/routes";
import { registerComplaintFilingRoutes } from "./complaint-filing/routes";
import { registerIdentityRoutes } from "./identity/routes";
import { registerLlmRoutes } from "./llm/routes";
import { registerTaxonomyRoutes } from "./taxonomy/routes";
import { registerUploadRoutes } from "./upload/routes";
import { registerUserRoutes } from "./user/routes";
import { registerUserComplaintRoutes } from "./user-complaint/routes";

/** The main API service (spec §7 "main API"), mounted under /api. */
export async function registerMainService(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  registerAuthRoutes(scope, deps);
  registerUserRoutes(scope, deps);
  registerUserComplaintRoutes(scope, deps);
  registerCommonRoutes(scope, deps);
  registerComplaintRoutes(scope, deps);
  registerComplaintFilingRoutes(scope, deps);
  registerBrandRoutes(scope, deps);
  registerBrandLookupRoutes(scope, deps);
  registerTaxonomyRoutes(scope, deps);
  registerIdentityRoutes(scope, deps);
  registerLlmRoutes(scope, deps);
  registerArticleRoutes(scope, deps);
  registerUploadRoutes(scope, deps);
}
