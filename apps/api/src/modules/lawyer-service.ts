import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import type { JobDefinition } from "../jobs/job-queue";
import {
  type FeatureContributions,
  type FeatureManifest,
  featureJobs,
  registerFeatureRoutes,
} from "../lib/feature-manifest";
import { entrustmentFeature } from "./entrustment";
import { entrustmentMessagesFeature } from "./entrustment-messages";
import { lawyerAccountsFeature } from "./lawyer-accounts";
import { lawyerDirectoryFeature } from "./lawyer-directory";
import { lawyerMediatorFeature } from "./mediation";

/**
 * The features of the lawyer service (docs/product/overview.md#services-and-hosts), mounted under
 * /lawyer (decision 071): what lawyers and their clients call about lawyers, entrustments and
 * mediation. Like /mall and /life it can run as its own process (`SERVICES=lawyer`).
 */
export const LAWYER_SERVICE_FEATURES: readonly FeatureManifest[] = [
  lawyerAccountsFeature,
  lawyerDirectoryFeature,
  entrustmentFeature,
  entrustmentMessagesFeature,
  lawyerMediatorFeature,
];

/** The lawyer service's routes, registered under /lawyer. */
export function registerLawyerService(
  scope: FastifyInstance,
  deps: AppDeps,
  contributions: FeatureContributions,
): Promise<void> {
  return registerFeatureRoutes(scope, deps, LAWYER_SERVICE_FEATURES, contributions);
}

/** The durable jobs of the lawyer service: the yearly re-check and the 48-hour lapse of requests. */
export function lawyerServiceJobs(deps: AppDeps): JobDefinition[] {
  return featureJobs(LAWYER_SERVICE_FEATURES, deps);
}
