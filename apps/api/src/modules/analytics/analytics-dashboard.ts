import type { AnalyticsDashboard } from "@tousu/contracts";
import type { AppDeps } from "../../app-deps";
import {
  analyticsWindow,
  readEntryPages,
  readFilingFunnel,
  readLiveVisitors,
  readPlatforms,
  readProvinces,
  readReferrers,
  readSearchMisses,
  readTopPages,
  readVisitsOverTime,
  readVisitTotals,
} from "./analytics-reads";

/** Every panel of the dashboard for the days `from` to `to`, read at the app's clock. */
export async function loadAnalyticsDashboard(
  deps: Pick<AppDeps, "db" | "providers">,
  range: { from: string; to: string },
): Promise<AnalyticsDashboard> {
  const { db } = deps;
  const now = deps.providers.now();
  const window = await analyticsWindow(db, range, now);
  // One after another: the pool is shared with the site's pages, and a dashboard is one reader.
  const totals = await readVisitTotals(db, window);
  const series = await readVisitsOverTime(db, window);
  const pages = await readTopPages(db, window);
  const entries = await readEntryPages(db, window);
  const referrers = await readReferrers(db, window);
  const platforms = await readPlatforms(db, window);
  const provinces = await readProvinces(db, window);
  const funnel = await readFilingFunnel(db, window);
  const searchMisses = await readSearchMisses(db, window);
  const liveVisitors = await readLiveVisitors(db, now);
  return {
    from: range.from,
    to: range.to,
    grain: series.grain,
    totals: { views: totals.hits, visitors: totals.visitors },
    series: series.points.map((point) => ({
      bucket: point.bucket.toISOString(),
      views: point.hits,
      visitors: point.visitors,
    })),
    pages,
    entries,
    referrers: referrers.map((row) => ({
      referrer_class: row.referrerClass,
      label: row.label,
      hits: row.hits,
      visitors: row.visitors,
    })),
    platforms,
    provinces,
    funnel: funnel.map((row) => ({
      step: row.step,
      label: row.label,
      count: row.count,
      drop_off: row.dropOff,
    })),
    search_misses: searchMisses,
    live_visitors: liveVisitors,
    generated_at: now.toISOString(),
  };
}
