import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app";
import { registerArticleRoutes } from "./article/routes";
import { registerAuthRoutes } from "./auth/routes";
import { registerBrandRoutes } from "./brand/routes";
import { registerBrandLookupRoutes } from "./brand-lookup/routes";
import { registerCommonRoutes } from "./common/routes";
import { registerCompanyPortalRoutes } from "./company-portal/routes";
import { registerComplaintRoutes } from "./complaint/routes";
import { registerComplaintCommentRoutes } from "./complaint-comments/routes";
import { registerComplaintDetailRoutes } from "./complaint-detail/routes";
import { registerComplaintFilingRoutes } from "./complaint-filing/routes";
import { registerComplaintLifecycleRoutes } from "./complaint-lifecycle/routes";
import { registerContentReportRoutes } from "./content-reports/routes";
import { registerEnterpriseRoutes } from "./enterprise/routes";
import { registerIdentityRoutes } from "./identity/routes";
import { registerLlmRoutes } from "./llm/routes";
import { registerModerationRoutes } from "./moderation/routes";
import { registerTaxonomyRoutes } from "./taxonomy/routes";
import { registerUploadRoutes } from "./upload/routes";
import { registerUserRoutes } from "./user/routes";
import { registerUserCentreRoutes } from "./user-centre/routes";
import { registerUserComplaintRoutes } from "./user-complaint/routes";

/** The main API service (spec §7 "main API"), mounted under /api. */
export async function registerMainService(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  registerAuthRoutes(scope, deps);
  registerUserRoutes(scope, deps);
  registerUserComplaintRoutes(scope, deps);
  registerUserCentreRoutes(scope, deps);
  registerEnterpriseRoutes(scope, deps);
  registerCommonRoutes(scope, deps);
  registerCompanyPortalRoutes(scope, deps);
  registerComplaintRoutes(scope, deps);
  registerComplaintDetailRoutes(scope, deps);
  registerComplaintFilingRoutes(scope, deps);
  registerComplaintLifecycleRoutes(scope, deps);
  registerComplaintCommentRoutes(scope, deps);
  registerContentReportRoutes(scope, deps);
  registerModerationRoutes(scope, deps);
  registerBrandRoutes(scope, deps);
  registerBrandLookupRoutes(scope, deps);
  registerTaxonomyRoutes(scope, deps);
  registerIdentityRoutes(scope, deps);
  registerLlmRoutes(scope, deps);
  registerArticleRoutes(scope, deps);
  registerUploadRoutes(scope, deps);
}
