import {
  getReportReasons,
  listContentReports,
  listHarmfulContentReports,
  REPORT_REASONS,
  resolveContentReport,
  resolveHarmfulContentReport,
  submitContentReport,
  submitHarmfulContentReport,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { perUserRateLimitKey } from "../../lib/rate-limit-keys";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { listHarmfulReports } from "./list-harmful-reports";
import { listReports } from "./list-reports";
import { resolveHarmfulReport } from "./resolve-harmful-report";
import { resolveReport } from "./resolve-report";
import { submitReport } from "./submit-content-report";
import { submitHarmfulReport } from "./submit-harmful-content-report";

/** Readers report a complaint or comment; a burst of reports from one account is someone scripting it. */
const REPORTS_PER_HOUR = 20;
/** The public channel takes reports from anyone, so it is limited by address. */
const HARMFUL_REPORTS_PER_HOUR_PER_IP = 10;

export function registerContentReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  // The same reasons fit complaints and comments; target_type is accepted for the product's query
  // (docs/product/api.md#reports).
  route(app, getReportReasons, async () => ({
    reasons: REPORT_REASONS.map(({ code, label }) => ({ code, label })),
  }));

  route(app, submitContentReport, ({ body, user }) => submitReport(deps, user.id, body), {
    rateLimit: {
      max: REPORTS_PER_HOUR,
      timeWindow: "1 hour",
      keyGenerator: perUserRateLimitKey,
    },
  });

  route(
    app,
    submitHarmfulContentReport,
    ({ body, user }) => submitHarmfulReport(deps, user?.id ?? null, body),
    { rateLimit: { max: HARMFUL_REPORTS_PER_HOUR_PER_IP, timeWindow: "1 hour" } },
  );

  // —— the console: moderators resolve both kinds of report ——
  route(app, listContentReports, ({ query }) => listReports(deps.db, query));
  route(
    app,
    resolveContentReport,
    ({ user, params, body }) => resolveReport(deps, user.id, params.id, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
  route(app, listHarmfulContentReports, ({ query }) => listHarmfulReports(deps, query));
  route(
    app,
    resolveHarmfulContentReport,
    ({ user, params, body }) => resolveHarmfulReport(deps, user.id, params.id, body),
    { rateLimit: STAFF_WRITE_LIMIT },
  );
}
