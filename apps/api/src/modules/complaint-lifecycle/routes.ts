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
import { schema, segmentForSearch } from "@tousu/db";
import { decide, LIFECYCLE_REFUSAL_MESSAGES, MAX_APPEALS } from "@tousu/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app";
import { badRequest, forbidden, notFound } from "../../lib/app-error";
import { requireStaff } from "../../lib/authorization";
import { adoptOwnImages } from "../../lib/own-images";
import { perUserRateLimitKey } from "../../lib/rate-limit-keys";
import type { AuthenticatedUser } from "../../lib/request-user";
import { route } from "../../lib/route";
import { readComplaintText } from "../complaint-filing/read-complaint-text";
import { uploaderOf } from "../upload/upload-owner";
import { applyLifecycleAction, type LifecycleCommand } from "./apply-lifecycle-action";
import { loadLifecycleComplaint } from "./lifecycle-complaint";
import { loadStreamSteps } from "./stream-steps";

const { platformRatingTags, complaintApplications } = schema;

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

  route(app, getComplaintAppeal, async ({ params, user }) => {
    const complaint = await loadLifecycleComplaint(deps.db, params.id, { lock: false });
    if (!complaint) throw notFound("投诉不存在");
    if (complaint.row.userId !== user.id) throw forbidden("只有投诉人本人可以查看申诉信息");
    const { state } = complaint;
    const decision = decide(state, "appeal", "consumer");
    const history = await loadStreamSteps(deps.db, params.id, "appealed");
    return {
      can_appeal: decision.ok,
      appeals_left: Math.max(0, MAX_APPEALS - state.appealCount),
      refusal: decision.ok ? null : LIFECYCLE_REFUSAL_MESSAGES[decision.refusal],
      history: history.map((entry) => ({
        content: entry.content,
        images: imagesOf(entry.payload),
        created_at: entry.createdAt.toISOString(),
      })),
    };
  });

  route(app, listPlatformRatingTags, async () => {
    const tags = await deps.db
      .select({
        id: platformRatingTags.id,
        name: platformRatingTags.name,
        is_positive: platformRatingTags.isPositive,
      })
      .from(platformRatingTags)
      .orderBy(asc(platformRatingTags.sort), asc(platformRatingTags.id));
    return tags;
  });

  route(
    app,
    rateComplaint,
    async ({ params, body, user }) => {
      const tagIds = [...new Set(body.tag_ids)];
      const tags =
        tagIds.length === 0
          ? []
          : await deps.db
              .select({ name: platformRatingTags.name })
              .from(platformRatingTags)
              .where(inArray(platformRatingTags.id, tagIds));
      if (tags.length !== tagIds.length) throw badRequest("评价标签无效，请刷新页面后重试");
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
          tags: tags.map((tag) => tag.name),
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
        resubmission: { ...text, searchTokens: segmentForSearch(`${text.title} ${text.content}`) },
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
  route(app, approveComplaint, async ({ params, body, user }) => {
    await requireStaff(deps.db, user, "moderator");
    return act({ complaintId: params.id, action: "approve", userId: user.id, content: body.note ?? null });
  });

  route(app, rejectComplaint, async ({ params, body, user }) => {
    await requireStaff(deps.db, user, "moderator");
    return act({
      complaintId: params.id,
      action: "reject",
      userId: user.id,
      rejectReason: body.reason_code,
      content: body.note ?? null,
    });
  });

  route(app, requestInfoForReview, async ({ params, body, user }) => {
    await requireStaff(deps.db, user, "moderator");
    return act({ complaintId: params.id, action: "request_info", userId: user.id, content: body.content });
  });

  route(app, closeComplaintByModerator, async ({ params, body, user }) => {
    await requireStaff(deps.db, user, "moderator");
    return act({
      complaintId: params.id,
      action: "moderator_close",
      userId: user.id,
      closeReason: body.reason,
      content: body.note,
    });
  });

  route(app, reviewCompanyApplication, async ({ params, body, user }) => {
    await requireStaff(deps.db, user, "moderator");
    const [application] = await deps.db
      .select({ complaintId: complaintApplications.complaintId, status: complaintApplications.status })
      .from(complaintApplications)
      .where(eq(complaintApplications.id, params.id));
    if (!application) throw notFound("申请不存在");
    if (application.status !== "pending") throw badRequest("该申请已审核");
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

function imagesOf(payload: unknown): string[] {
  const images = (payload as { images?: unknown } | null)?.images;
  return Array.isArray(images) ? images.filter((image): image is string => typeof image === "string") : [];
}
