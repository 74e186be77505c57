import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import type { JobDefinition } from "../jobs/job-queue";
import {
  type FeatureContributions,
  type FeatureManifest,
  featureJobs,
  featureSitemaps,
  registerFeatureRoutes,
} from "../lib/feature-manifest";
import type { SitemapSource } from "../lib/sitemap";
import { analyticsFeature } from "./analytics";
import { articleFeature } from "./article";
import { articlePageFeature } from "./article-page";
import { authFeature } from "./auth";
import { brandFeature } from "./brand";
import { brandLookupFeature } from "./brand-lookup";
import { campaignFeature } from "./campaign";
import { campaignVoteFeature } from "./campaign-vote";
import { collectiveFeature } from "./collective";
import { commentsFeature } from "./comments";
import { commonFeature } from "./common";
import { companyPortalFeature } from "./company-portal";
import { complaintFeature } from "./complaint";
import { complaintDetailFeature } from "./complaint-detail";
import { complaintFilingFeature } from "./complaint-filing";
import { complaintLifecycleFeature } from "./complaint-lifecycle";
import { complaintReviewFeature } from "./complaint-review";
import { contentReportsFeature } from "./content-reports";
import { enterpriseFeature } from "./enterprise";
import { evidenceChainFeature } from "./evidence-chain";
import { identityFeature } from "./identity";
import { instituteFeature } from "./institute";
import { llmFeature } from "./llm";
import { mediationFeature } from "./mediation";
import { memberServiceFeature } from "./member-service";
import { miniProgramCodeFeature } from "./mini-program-code";
import { phoneBindingFeature } from "./phone-binding";
import { posterFeature } from "./poster";
import { qaFeature } from "./qa";
import { rankingFeature } from "./ranking";
import { searchFeature } from "./search";
import { staffFeature } from "./staff";
import { taxonomyFeature } from "./taxonomy";
import { uploadFeature } from "./upload";
import { userFeature } from "./user";
import { userCentreFeature } from "./user-centre";
import { userComplaintFeature } from "./user-complaint";
import { vipFeature } from "./vip";
import { vipReconciliationFeature } from "./vip-reconciliation";
import { wechatLoginFeature } from "./wechat-login";
import { workCalendarFeature } from "./work-calendar";

/**
 * The features of the main API service (docs/product/overview.md#services-and-hosts), mounted under
 * /api (decision 071): its routes, jobs and sitemap parts are theirs, in this order, so the sitemap
 * index lists complaints, brands, articles, questions, then institute reports.
 */
export const MAIN_SERVICE_FEATURES: readonly FeatureManifest[] = [
  authFeature,
  phoneBindingFeature,
  userFeature,
  userComplaintFeature,
  userCentreFeature,
  enterpriseFeature,
  rankingFeature,
  commonFeature,
  companyPortalFeature,
  collectiveFeature,
  complaintFeature,
  complaintDetailFeature,
  evidenceChainFeature,
  complaintFilingFeature,
  complaintLifecycleFeature,
  commentsFeature,
  complaintReviewFeature,
  contentReportsFeature,
  staffFeature,
  workCalendarFeature,
  brandFeature,
  brandLookupFeature,
  searchFeature,
  taxonomyFeature,
  identityFeature,
  llmFeature,
  mediationFeature,
  articleFeature,
  articlePageFeature,
  qaFeature,
  instituteFeature,
  posterFeature,
  uploadFeature,
  miniProgramCodeFeature,
  wechatLoginFeature,
  vipFeature,
  vipReconciliationFeature,
  analyticsFeature,
  memberServiceFeature,
  campaignVoteFeature,
  campaignFeature,
];

/** The main API service's routes, registered under /api. */
export function registerMainService(
  scope: FastifyInstance,
  deps: AppDeps,
  contributions: FeatureContributions,
): Promise<void> {
  return registerFeatureRoutes(scope, deps, MAIN_SERVICE_FEATURES, contributions);
}

/** The durable jobs the main service's features contribute (docs/decisions/031). */
export function mainServiceJobs(deps: AppDeps): JobDefinition[] {
  return featureJobs(MAIN_SERVICE_FEATURES, deps);
}

/** The parts of `sitemap.xml` the main service's features contribute (docs/decisions/040). */
export function mainServiceSitemaps(deps: AppDeps): SitemapSource[] {
  return featureSitemaps(MAIN_SERVICE_FEATURES, deps);
}
