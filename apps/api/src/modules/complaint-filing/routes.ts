import {
  getComplaintDraft,
  getComplaintSimple,
  storeComplaintDraft,
  submitComplaint,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { route } from "../../lib/route";
import { fileComplaint } from "./file-complaint";
import { loadComplaintDraft } from "./load-complaint-draft";
import { loadComplaintSimple } from "./load-complaint-simple";
import { saveComplaintDraft } from "./save-complaint-draft";
import { createSensitiveWordFilter } from "./sensitive-word-filter";

/** Filing a complaint (issue 3): submission, server-side drafts and the accelerate page's summary. */
export function registerComplaintFilingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const sensitiveWords = createSensitiveWordFilter(deps.db, deps.providers.now);

  // Per IP in front of the per-user limit in the database: it also covers visitors, who have no user yet.
  route(
    app,
    submitComplaint,
    ({ body, user, request }) =>
      fileComplaint(deps, sensitiveWords, { body, user, userAgent: request.headers["user-agent"] }),
    { rateLimit: { max: deps.config.COMPLAINT_SUBMIT_HOURLY_LIMIT_PER_IP, timeWindow: "1 hour" } },
  );

  route(app, storeComplaintDraft, ({ body, user }) => saveComplaintDraft(deps, user.id, body), {
    rateLimit: { max: 60, timeWindow: "1 minute" },
  });

  route(app, getComplaintDraft, ({ query, user }) => loadComplaintDraft(deps, user.id, query.id));

  route(app, getComplaintSimple, ({ params, user }) => loadComplaintSimple(deps, user.id, params.id));
}
