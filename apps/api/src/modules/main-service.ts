import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import type { JobDefinition } from "../jobs/job-queue";
import { registerArticleRoutes } from "./article/routes";
import { registerAuthRoutes } from "./auth/routes";
import { brandStatsJob } from "./brand/brand-stats";
import { registerBrandRoutes } from "./brand/routes";
import { registerBrandLookupRoutes } from "./brand-lookup/routes";
import { registerCollectiveRoutes } from "./collective/routes";
import { registerCommonRoutes } from "./common/routes";
import { registerCompanyPortalRoutes } from "./company-portal/routes";
import { registerComplaintRoutes } from "./complaint/routes";
import { registerComplaintCommentRoutes } from "./complaint-comments/routes";
import { registerComplaintDetailRoutes } from "./complaint-detail/routes";
import { viewFoldJob } from "./complaint-detail/view-tallies";
import { registerComplaintFilingRoutes } from "./complaint-filing/routes";
import { registerComplaintLifecycleRoutes } from "./complaint-lifecycle/routes";
import { deadlineJob } from "./complaint-lifecycle/run-deadline-job";
import { registerContentReportRoutes } from "./content-reports/routes";
import { registerEnterpriseRoutes } from "./enterprise/routes";
import { registerIdentityRoutes } from "./identity/routes";
import { registerLlmRoutes } from "./llm/routes";
import { cdnRepurgeJob } from "./moderation/public-page-refresh";
import { registerModerationRoutes } from "./moderation/routes";
import { registerRankingRoutes } from "./ranking/routes";
import { recentWordsJob } from "./search/recent-words-index";
import { registerSearchRoutes } from "./search/routes";
import { registerTaxonomyRoutes } from "./taxonomy/routes";
import { registerUploadRoutes } from "./upload/routes";
import { uploadCleanupJob } from "./upload/upload-records";
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
  registerRankingRoutes(scope, deps);
  registerCommonRoutes(scope, deps);
  registerCompanyPortalRoutes(scope, deps);
  registerCollectiveRoutes(scope, deps);
  registerComplaintRoutes(scope, deps);
  registerComplaintDetailRoutes(scope, deps);
  registerComplaintFilingRoutes(scope, deps);
  registerComplaintLifecycleRoutes(scope, deps);
  registerComplaintCommentRoutes(scope, deps);
  registerContentReportRoutes(scope, deps);
  registerModerationRoutes(scope, deps);
  registerBrandRoutes(scope, deps);
  registerBrandLookupRoutes(scope, deps);
  registerSearchRoutes(scope, deps);
  registerTaxonomyRoutes(scope, deps);
  registerIdentityRoutes(scope, deps);
  registerLlmRoutes(scope, deps);
  registerArticleRoutes(scope, deps);
  registerUploadRoutes(scope, deps);
}

/** The durable jobs the main service's modules contribute (docs/decisions/031). */
export function mainServiceJobs(deps: AppDeps): JobDefinition[] {
  return [
    deadlineJob(deps),
    brandStatsJob(deps),
    cdnRepurgeJob(deps),
    viewFoldJob(deps),
    recentWordsJob(deps),
    uploadCleanupJob(deps),
  ];
}
