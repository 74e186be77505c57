import { POSTER_KINDS, type PosterKind } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import type { JobDefinition } from "../jobs/job-queue";
import type { PosterSubjectLoader, PosterSubjects } from "./poster-subject";
import type { SitemapSource } from "./sitemap";

/**
 * What features contribute to other features, collected from every feature of the app whichever
 * service it belongs to (the main service draws the lawyer directory's posters).
 */
export interface FeatureContributions {
  posterSubjects: PosterSubjects;
}

/**
 * What one feature contributes to the service it belongs to (decision 071). Each feature's index.ts
 * exports its manifest; a service lists its features' manifests once, and its routes, jobs and
 * sitemap parts are derived from that list, so adding a feature is one line there. Every kind is
 * optional: a feature contributes only what it has.
 */
export interface FeatureManifest {
  /** The feature's folder under modules/, so a listing names where each contribution comes from. */
  name: string;
  /**
   * Registers the feature's routes on the service's scope (its prefix, e.g. /api); a feature that
   * serves what others contribute (posters) takes them from `contributions`.
   */
  registerRoutes?: (
    scope: FastifyInstance,
    deps: AppDeps,
    contributions: FeatureContributions,
  ) => void | Promise<void>;
  /** The durable jobs the feature's requests book (decision 031), one factory each. */
  jobs?: readonly ((deps: AppDeps) => JobDefinition)[];
  /** The parts of `sitemap.xml` the feature's public pages make (decision 040), in the index's order. */
  sitemaps?: readonly ((deps: AppDeps) => SitemapSource)[];
  /** The share posters of the feature's pages (decision 043), by poster kind. */
  posterSubjects?: Partial<PosterSubjects>;
}

/** Registers the routes of every feature of a service, in the list's order. */
export async function registerFeatureRoutes(
  scope: FastifyInstance,
  deps: AppDeps,
  features: readonly FeatureManifest[],
  contributions: FeatureContributions,
): Promise<void> {
  for (const feature of features) await feature.registerRoutes?.(scope, deps, contributions);
}

/**
 * Every poster kind's loader from the app's features. Each kind has exactly one: a kind no feature
 * draws, or two features drawing one kind, fails at start rather than on a reader's request.
 */
export function collectPosterSubjects(features: readonly FeatureManifest[]): PosterSubjects {
  const loaders = new Map<PosterKind, PosterSubjectLoader>();
  for (const feature of features) {
    for (const [kind, loader] of Object.entries(feature.posterSubjects ?? {}) as [
      PosterKind,
      PosterSubjectLoader,
    ][]) {
      if (loaders.has(kind)) throw new Error(`poster kind ${kind} is drawn by two features`);
      loaders.set(kind, loader);
    }
  }
  const missing = POSTER_KINDS.filter((kind) => !loaders.has(kind));
  if (missing.length > 0) throw new Error(`no feature draws the poster kinds ${missing.join(", ")}`);
  return Object.fromEntries(loaders) as PosterSubjects;
}

/** The jobs of every feature of a service, in the list's order. */
export function featureJobs(features: readonly FeatureManifest[], deps: AppDeps): JobDefinition[] {
  return features.flatMap((feature) => (feature.jobs ?? []).map((job) => job(deps)));
}

/** The sitemap parts of every feature of a service, in the list's order. */
export function featureSitemaps(features: readonly FeatureManifest[], deps: AppDeps): SitemapSource[] {
  return features.flatMap((feature) => (feature.sitemaps ?? []).map((sitemap) => sitemap(deps)));
}

/** What the features contribute to one another, from every feature of the app (decision 071). */
export function collectContributions(features: readonly FeatureManifest[]): FeatureContributions {
  return { posterSubjects: collectPosterSubjects(features) };
}
