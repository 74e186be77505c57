import {
  addComplaintEvidence,
  getComplaintDraft,
  getComplaintSimple,
  storeComplaintDraft,
  submitComplaint,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { perUserRateLimitKey } from "../../lib/rate-limit-keys";
import { route } from "../../lib/route";
import { holdDraftUploads, readUploadOwner, uploaderOf } from "../upload";
import { addEvidence } from "./add-complaint-evidence";
import { fileComplaint } from "./file-complaint";
import { loadComplaintDraft } from "./load-complaint-draft";
import { loadComplaintSimple } from "./load-complaint-simple";
import { saveComplaintDraft } from "./save-complaint-draft";

/** Each call adds up to 9 images, so a handful is plenty; more is someone scripting the endpoint. */
const EVIDENCE_CALLS_PER_HOUR = 30;

/** Filing a complaint: submission, server-side drafts, the accelerate page's summary and added evidence. */
export function registerComplaintFilingRoutes(app: FastifyInstance, deps: AppDeps): void {
  // Per IP in front of the per-user limit in the database: it also covers visitors, who have no user yet.
  route(
    app,
    submitComplaint,
    ({ body, user, request }) =>
      fileComplaint(deps, {
        body,
        user,
        userAgent: request.headers["user-agent"],
        uploadOwner: readUploadOwner(request),
      }),
    { rateLimit: { max: deps.config.COMPLAINT_SUBMIT_HOURLY_LIMIT_PER_IP, timeWindow: "1 hour" } },
  );

  route(
    app,
    storeComplaintDraft,
    async ({ body, user, request }) => {
      const saved = await saveComplaintDraft(deps, user.id, body);
      await holdDraftUploads(deps, saved.id, body.images ?? [], {
        ...uploaderOf(request, user),
        userId: user.id,
      });
      return saved;
    },
    {
      rateLimit: { max: 60, timeWindow: "1 minute" },
    },
  );

  route(app, getComplaintDraft, ({ query, user }) => loadComplaintDraft(deps, user.id, query.id));

  route(app, getComplaintSimple, ({ params, user }) => loadComplaintSimple(deps, user.id, params.id));

  // Per user (one account behind many addresses is still one person); resolveUser is cached per request.
  route(
    app,
    addComplaintEvidence,
    ({ params, user, body, request }) =>
      addEvidence(deps, { ...uploaderOf(request, user), userId: user.id }, params.id, body),
    {
      rateLimit: {
        max: EVIDENCE_CALLS_PER_HOUR,
        timeWindow: "1 hour",
        keyGenerator: perUserRateLimitKey,
      },
    },
  );
}
