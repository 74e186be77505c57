import {
  acceptComplaint,
  appealComplaint,
  approveComplaint,
  closeComplaintByModerator,
  companyApplyArchive,
  companyApplyEnd,
  completeComplaint,
  getComplaintAppeal,
  listPlatformRatingTags,
  rateComplaint,
  rejectComplaint,
  replyToComplaint,
  requestComplaintInfo,
  requestInfoForReview,
  resubmitComplaint,
  reviewCompanyApplication,
  SENSITIVE_WORD_MESSAGE,
  supplementComplaint,
  withdrawComplaint,
} from "@tousu/contracts";
import { complaintSearchTokens } from "@tousu/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { perUserRateLimitKey } from "../../lib/rate-limit-keys";
import type { AuthenticatedUser } from "../../lib/request-user";
import { route } from "../../lib/route";
import { readComplaintText } from "../complaint-filing";
import { adoptOwnImages, uploaderOf } from "../upload";
import { applyLifecycleAction, type LifecycleCommand } from "./apply-lifecycle-action";
import { findPendingApplication } from "./find-pending-application";
import { findRatingTagNames, listRatingTags } from "./find-rating-tags";
import { loadComplaintAppeal } from "./load-complaint-appeal";

/** The complaint lifecycle's state-changing calls (docs/decisions/009) for consumers, companies and staff. */
export function registerComplaintLifecycleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const act = (command: LifecycleCommand) => applyLifecycleAction(deps, command);
  // Per person (a company's agents share an office IP): a few steps a minute is busy, dozens is a script.
  const rateLimit = {
    rateLimit: {
      max: deps.config.COMPLAINT_ACTIONS_PER_MINUTE_PER_USER,
      timeWindow: "1 minute",
      keyGenerator: perUserRateLimitKey,
    },
  };

  // Checked and adopted before the step; marked kept by the step's own transaction, once it is allowed.
  const evidence = async (urls: string[], user: AuthenticatedUser, request: FastifyRequest) => {
    const adopted = await adoptOwnImages(deps, urls, uploaderOf(request, user));
    return { images: adopted.urls, imageFolders: adopted.folders };
  };

  // —— the consumer ——
  route(
    app,
    completeComplaint,
    ({ params, user }) => act({ complaintId: params.id, action: "complete", userId: user.id }),
    rateLimit,
  );

  route(
    app,
    appealComplaint,
    async ({ params, body, user, request }) =>
      act({
        complaintId: params.id,
        action: "appeal",
        userId: user.id,
        content: body.content,
        ...(await evidence(body.images, user, request)),
      }),
    rateLimit,
  );

  route(app, getComplaintAppeal, ({ params, user }) => loadComplaintAppeal(deps, params.id, user.id));

  route(app, listPlatformRatingTags, () => listRatingTags(deps));

  route(
    app,
    rateComplaint,
    async ({ params, body, user }) => {
      const tags = await findRatingTagNames(deps, body.tag_ids);
      const content = body.content ? body.content : null;
      if (content) await refuseBlockedWords(content);
      return act({
        complaintId: params.id,
        action: "rate",
        userId: user.id,
        content,
        rating: {
          attitudeScore: body.attitude_score,
          speedScore: body.speed_score,
          satisfactionScore: body.satisfaction_score,
          tags,
          content,
        },
      });
    },
    rateLimit,
  );

  route(
    app,
    withdrawComplaint,
    ({ params, body, user }) =>
      act({ complaintId: params.id, action: "withdraw", userId: user.id, content: body.reason || null }),
    rateLimit,
  );

  route(
    app,
    supplementComplaint,
    async ({ params, body, user, request }) => {
      await refuseBlockedWords(body.content);
      return act({
        complaintId: params.id,
        action: "supply_info",
        userId: user.id,
        content: body.content,
        ...(await evidence(body.images, user, request)),
      });
    },
    rateLimit,
  );

  route(
    app,
    resubmitComplaint,
    async ({ params, body, user }) => {
      const text = await readComplaintText(body, {
        contentKey: deps.config.CONTENT_AES_KEY,
        filter: deps.sensitiveWords,
      });
      return act({
        complaintId: params.id,
        action: "resubmit",
        userId: user.id,
        resubmission: { ...text, searchTokens: complaintSearchTokens(text.title, text.content) },
      });
    },
    rateLimit,
  );

  // —— the company ——
  route(
    app,
    acceptComplaint,
    ({ body, user }) => act({ complaintId: body.complaint_id, action: "company_accept", userId: user.id }),
    rateLimit,
  );

  route(
    app,
    replyToComplaint,
    async ({ body, user }) => {
      await refuseBlockedWords(body.content);
      const needsAmount = body.outcome === "refund" || body.outcome === "compensation";
      return act({
        complaintId: body.complaint_id,
        action: "company_reply",
        userId: user.id,
        content: body.content,
        outcome: { outcome: body.outcome, amount: needsAmount ? (body.amount ?? null) : null },
      });
    },
    rateLimit,
  );

  route(
    app,
    requestComplaintInfo,
    async ({ body, user }) => {
      await refuseBlockedWords(body.content);
      return act({
        complaintId: body.complaint_id,
        action: "company_request_info",
        userId: user.id,
        content: body.content,
      });
    },
    rateLimit,
  );

  for (const [contract, action] of [
    [companyApplyArchive, "company_apply_archive"],
    [companyApplyEnd, "company_apply_end"],
  ] as const) {
    route(
      app,
      contract,
      async ({ body, user, request }) =>
        act({
          complaintId: body.complaint_id,
          action,
          userId: user.id,
          content: body.reason,
          ...(await evidence(body.images, user, request)),
        }),
      rateLimit,
    );
  }

  // —— platform staff ——
  route(app, approveComplaint, ({ params, body, user }) =>
    act({ complaintId: params.id, action: "approve", userId: user.id, content: body.note ?? null }),
  );

  route(app, rejectComplaint, async ({ params, body, user }) => {
    return act({
      complaintId: params.id,
      action: "reject",
      userId: user.id,
      rejectReason: body.reason_code,
      content: body.note ?? null,
    });
  });

  route(app, requestInfoForReview, ({ params, body, user }) =>
    act({ complaintId: params.id, action: "request_info", userId: user.id, content: body.content }),
  );

  route(app, closeComplaintByModerator, async ({ params, body, user }) => {
    return act({
      complaintId: params.id,
      action: "moderator_close",
      userId: user.id,
      closeReason: body.reason,
      content: body.note,
    });
  });

  route(app, reviewCompanyApplication, async ({ params, body, user }) => {
    const application = await findPendingApplication(deps, params.id);
    return act({
      complaintId: application.complaintId,
      action: body.decision === "approve" ? "approve_application" : "refuse_application",
      userId: user.id,
      content: body.note ?? null,
    });
  });

  async function refuseBlockedWords(text: string): Promise<void> {
    const hits = await deps.sensitiveWords.check(text);
    if (hits.block.length > 0) throw badRequest(SENSITIVE_WORD_MESSAGE, { words: hits.block });
  }
}
