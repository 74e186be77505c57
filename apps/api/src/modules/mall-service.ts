import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import {
  type FeatureContributions,
  type FeatureManifest,
  registerFeatureRoutes,
} from "../lib/feature-manifest";
import { mallFeature } from "./mall";

/**
 * The features of the mall service (docs/product/overview.md#services-and-hosts), mounted under /mall
 * (decision 071): the points mall (decision 111). Like /lawyer and /life it can run as its own process
 * (`SERVICES=mall`).
 */
export const MALL_SERVICE_FEATURES: readonly FeatureManifest[] = [mallFeature];

/** The mall service's routes, registered under /mall. */
export function registerMallService(
  scope: FastifyInstance,
  deps: AppDeps,
  contributions: FeatureContributions,
): Promise<void> {
  return registerFeatureRoutes(scope, deps, MALL_SERVICE_FEATURES, contributions);
}
