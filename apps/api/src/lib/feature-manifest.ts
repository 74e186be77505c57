import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import type { JobDefinition } from "../jobs/job-queue";
import type { SitemapSource } from "./sitemap";

/**
 * What one feature contributes to the service it belongs to (decision 071). Each feature's index.ts
 * exports its manifest; a service lists its features' manifests once, and its routes, jobs and
 * sitemap parts are derived from that list, so adding a feature is one line there. Every kind is
 * optional: a feature contributes only what it has.
 */
export interface FeatureManifest {
  /** The feature's folder under modules/, so a listing names where each contribution comes from. */
  name: string;
  /** Registers the feature's routes on the service's scope (its prefix, e.g. /api). */
  registerRoutes?: (scope: FastifyInstance, deps: AppDeps) => void | Promise<void>;
  /** The durable jobs the feature's requests book (decision 031), one factory each. */
  jobs?: readonly ((deps: AppDeps) => JobDefinition)[];
  /** The parts of `sitemap.xml` the feature's public pages make (decision 040), in the index's order. */
  sitemaps?: readonly ((deps: AppDeps) => SitemapSource)[];
}

/** Registers the routes of every feature of a service, in the list's order. */
export async function registerFeatureRoutes(
  scope: FastifyInstance,
  deps: AppDeps,
  features: readonly FeatureManifest[],
): Promise<void> {
  for (const feature of features) await feature.registerRoutes?.(scope, deps);
}

/** The jobs of every feature of a service, in the list's order. */
export function featureJobs(features: readonly FeatureManifest[], deps: AppDeps): JobDefinition[] {
  return features.flatMap((feature) => (feature.jobs ?? []).map((job) => job(deps)));
}

/** The sitemap parts of every feature of a service, in the list's order. */
export function featureSitemaps(features: readonly FeatureManifest[], deps: AppDeps): SitemapSource[] {
  return features.flatMap((feature) => (feature.sitemaps ?? []).map((sitemap) => sitemap(deps)));
}
