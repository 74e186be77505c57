import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import type { JobDefinition } from "../jobs/job-queue";
import {
  type FeatureContributions,
  type FeatureManifest,
  featureJobs,
  registerFeatureRoutes,
} from "../lib/feature-manifest";
import { lifeGoodsFeature } from "./life-goods";

/**
 * The features of the life-goods service (docs/product/overview.md#services-and-hosts), mounted under
 * /life (decision 071): the goods chosen by complaint data (decision 110). It can run as its own
 * process (`SERVICES=life`).
 */
export const LIFE_SERVICE_FEATURES: readonly FeatureManifest[] = [lifeGoodsFeature];

/** The life service's routes, registered under /life. */
export function registerLifeService(
  scope: FastifyInstance,
  deps: AppDeps,
  contributions: FeatureContributions,
): Promise<void> {
  return registerFeatureRoutes(scope, deps, LIFE_SERVICE_FEATURES, contributions);
}

/** The durable jobs of the life service: the goods' daily check against the bar. */
export function lifeServiceJobs(deps: AppDeps): JobDefinition[] {
  return featureJobs(LIFE_SERVICE_FEATURES, deps);
}
