import { exportAnalytics, getAnalyticsDashboard } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { csvDownload } from "../../lib/csv";
import { route } from "../../lib/route";
import { analyticsCsv } from "./analytics-csv";
import { loadAnalyticsDashboard } from "./analytics-dashboard";

// Each read scans a range of roll-ups and up to two days of events: a few a minute are plenty for
// a person at the dashboard, and keep a held-down refresh from loading the database.
const ANALYTICS_READ_LIMIT = { max: 30, timeWindow: "1 minute" } as const;

export function registerAnalyticsRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getAnalyticsDashboard, ({ query }) => loadAnalyticsDashboard(deps, query), {
    rateLimit: ANALYTICS_READ_LIMIT,
  });
  route(
    app,
    exportAnalytics,
    async ({ query }) => {
      const csv = analyticsCsv(await loadAnalyticsDashboard(deps, query));
      const days = `${query.from}_${query.to}`;
      return csvDownload(csv, `analytics-${days}.csv`, `访问统计-${days}.csv`);
    },
    { rateLimit: ANALYTICS_READ_LIMIT },
  );
}
