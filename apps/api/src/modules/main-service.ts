import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import type { JobDefinition } from "../jobs/job-queue";
import type { SitemapSource } from "../lib/sitemap";
import { articleSitemap, registerArticleRoutes } from "./article";
import { registerArticlePageRoutes } from "./article-page";
import { loginTicketCleanupJob, registerAuthRoutes } from "./auth";
import { brandSitemap, brandStatsJob, registerBrandRoutes } from "./brand";
import { registerBrandLookupRoutes } from "./brand-lookup";
import { registerCollectiveRoutes } from "./collective";
import { registerCommentRoutes } from "./comments";
import { registerCommonRoutes } from "./common";
import { registerCompanyPortalRoutes } from "./company-portal";
import { complaintSitemap, registerComplaintRoutes } from "./complaint";
import { registerComplaintDetailRoutes, viewFoldJob } from "./complaint-detail";
import { registerComplaintFilingRoutes } from "./complaint-filing";
import { deadlineJob, registerComplaintLifecycleRoutes } from "./complaint-lifecycle";
import { registerContentReportRoutes } from "./content-reports";
import { registerEnterpriseRoutes } from "./enterprise";
import { registerIdentityRoutes } from "./identity";
import { instituteSitemap, registerInstituteRoutes } from "./institute";
import { registerLlmRoutes } from "./llm";
import { mediationDeadlineJob, registerMediationRoutes } from "./mediation";
import { registerMiniProgramCodeRoutes } from "./mini-program-code";
import { cdnRepurgeJob, registerModerationRoutes } from "./moderation";
import { registerPhoneBindingRoutes } from "./phone-binding";
import { posterCleanupJob, registerPosterRoutes } from "./poster";
import { questionSitemap, registerQaRoutes } from "./qa";
import { registerRankingRoutes } from "./ranking";
import { recentWordsJob, registerSearchRoutes } from "./search";
import { registerTaxonomyRoutes } from "./taxonomy";
import { registerUploadRoutes, uploadCleanupJob } from "./upload";
import { registerUserRoutes } from "./user";
import { registerUserCentreRoutes } from "./user-centre";
import { registerUserComplaintRoutes } from "./user-complaint";
import { registerWechatLoginRoutes, wechatReceiptCleanupJob } from "./wechat-login";

/** The main API service (docs/product/overview.md#services-and-hosts), mounted under /api. */
export async function registerMainService(scope: FastifyInstance, deps: AppDeps): Promise<void> {
  registerAuthRoutes(scope, deps);
  registerPhoneBindingRoutes(scope, deps);
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
  registerCommentRoutes(scope, deps);
  registerContentReportRoutes(scope, deps);
  registerModerationRoutes(scope, deps);
  registerBrandRoutes(scope, deps);
  registerBrandLookupRoutes(scope, deps);
  registerSearchRoutes(scope, deps);
  registerTaxonomyRoutes(scope, deps);
  registerIdentityRoutes(scope, deps);
  registerLlmRoutes(scope, deps);
  registerMediationRoutes(scope, deps);
  registerArticleRoutes(scope, deps);
  registerArticlePageRoutes(scope, deps);
  registerInstituteRoutes(scope, deps);
  registerQaRoutes(scope, deps);
  registerPosterRoutes(scope, deps);
  registerUploadRoutes(scope, deps);
  registerMiniProgramCodeRoutes(scope, deps);
  registerWechatLoginRoutes(scope, deps);
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
    mediationDeadlineJob(deps),
    loginTicketCleanupJob(deps),
    wechatReceiptCleanupJob(deps),
    posterCleanupJob(deps),
  ];
}

/** The parts of `sitemap.xml` the main service's modules contribute (docs/decisions/040). */
export function mainServiceSitemaps(deps: AppDeps): SitemapSource[] {
  return [
    complaintSitemap(deps),
    brandSitemap(deps),
    articleSitemap(deps),
    questionSitemap(deps),
    instituteSitemap(deps),
  ];
}
