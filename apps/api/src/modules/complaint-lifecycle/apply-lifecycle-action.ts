import { loadWorkCalendar, schema, type Transaction } from "@tousu/db";
import {
  type CloseReason,
  COMPLAINT_STATUS_LABELS,
  type ComplaintStatus,
  closeReasonOf,
  decide,
  LIFECYCLE_REFUSAL_MESSAGES,
  type LifecycleAction,
  type LifecycleActor,
  type LifecycleRefusal,
  lifecycleActorOf,
  scheduleAfter,
} from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { forgetCachedComplaint } from "../../complaint-core/complaint-cache";
import {
  addComplaintApplication,
  applyLifecycleChange,
  decideComplaintApplication,
  type LifecycleColumns,
} from "../../complaint-core/complaint-steps";
import { type AppError, badRequest, forbidden, notFound } from "../../lib/app-error";
import { refreshBrandCounters } from "../../lib/brand-counters";
import { awardPoints } from "../../lib/points";
import { recordStaffAction } from "../../lib/staff-actions";
import type { SmsNotice } from "../../providers/sms/sms-provider";
import { scheduleBrandStatsRefresh } from "../brand";
import { markUploadsAttached } from "../upload";
import { refuseConsumerPersonalData } from "./consumer-personal-data";
import { scheduleDeadlineJobs } from "./deadline-jobs";
import { type LifecycleComplaint, loadLifecycleComplaint } from "./lifecycle-complaint";
import { deliverNotices, noticesFor } from "./lifecycle-notifications";
import {
  ACTOR_TYPES,
  type LifecycleDetails,
  overdueStep,
  type StreamStep,
  streamStepsFor,
} from "./lifecycle-steps";

const { complaintOperatorStream, complaintRatings, complaintReviewFlags, brands } = schema;

export interface LifecycleCommand extends LifecycleDetails {
  complaintId: number;
  action: LifecycleAction;
  /** The acting person; null only for the system's deadline jobs. */
  userId: number | null;
  /** The upload folders of `images` (`adoptOwnImages`): kept from the step on, only if it is allowed. */
  imageFolders?: readonly string[];
}

export interface LifecycleResult {
  id: number;
  status: ComplaintStatus;
  status_label: string;
}

export type LifecycleDeps = Pick<AppDeps, "db" | "providers" | "piiKeys" | "log" | "cache">;

// Actions that change what a brand's figures count.
const COUNTED_ACTIONS: readonly LifecycleAction[] = [
  "approve",
  "company_reply",
  "complete",
  "auto_complete",
  "rate",
];
const COMPANY_RESPONSES: readonly LifecycleAction[] = [
  "company_accept",
  "company_reply",
  "company_request_info",
];
// The staff log's codes for moderator steps, and which of them the public audit log shows.
const STAFF_ACTIONS: Partial<Record<LifecycleAction, { code: string; isPublic: boolean }>> = {
  approve: { code: "complaint.approve", isPublic: true },
  reject: { code: "complaint.reject", isPublic: false },
  request_info: { code: "complaint.request_info", isPublic: false },
  moderator_close: { code: "complaint.close", isPublic: true },
  approve_application: { code: "application.approve", isPublic: true },
  refuse_application: { code: "application.refuse", isPublic: false },
};

/**
 * One step of the complaint lifecycle (docs/decisions/009): who may take it is checked against
 * the complaint (its author, its enterprise's operators, staff), the state machine decides whether
 * it is allowed now, and every consequence — status and clock, timeline rows, staff log, ratings,
 * applications, points, brand figures, deadline jobs, in-site messages — commits in one
 * transaction. SMS notices go out after the commit.
 */
export async function applyLifecycleAction(
  deps: LifecycleDeps,
  command: LifecycleCommand,
): Promise<LifecycleResult> {
  const now = deps.providers.now();
  const actor = lifecycleActorOf(command.action);
  const { result, sms } = await deps.db.transaction(async (tx) => {
    const complaint = await loadLifecycleComplaint(tx, command.complaintId, { lock: true });
    if (!complaint) throw notFound("投诉不存在");
    await authorize(tx, actor, command.userId, complaint);
    const decision = decide(complaint.state, command.action, actor);
    if (!decision.ok) throw refusalError(decision.refusal);
    if (actor === "company" && command.content) {
      await refuseConsumerPersonalData(tx, deps.piiKeys, command.complaintId, command.content);
    }

    const { row } = complaint;
    const published = row.dispatchedAt !== null;
    const applicationKind = complaint.pendingApplication?.kind ?? null;
    const closeReason: CloseReason | null =
      command.action === "moderator_close"
        ? (command.closeReason ?? "rule_breach")
        : closeReasonOf(command.action, applicationKind ?? undefined);
    const pausedAt = complaint.clock.clockPausedAt;
    const calendar = await loadWorkCalendar(tx, pausedAt && pausedAt < now ? pausedAt : now);
    const clock = scheduleAfter(command.action, complaint.clock, now, complaint.state.status, calendar);
    const lateFirstResponse =
      COMPANY_RESPONSES.includes(command.action) &&
      !row.isOverdue &&
      row.responseDueAt !== null &&
      now > row.responseDueAt;

    await applyLifecycleChange(
      tx,
      row.id,
      {
        from: complaint.state.status,
        status: decision.status,
        clock,
        columns: {
          ...(await stepColumns(tx, command, complaint, closeReason, now)),
          ...(lateFirstResponse ? { isOverdue: true, overdueAt: row.responseDueAt } : {}),
        },
      },
      now,
    );

    const steps = streamStepsFor(command.action, command, { published, closeReason, applicationKind });
    if (lateFirstResponse) steps.unshift(overdueStep());
    await recordSteps(tx, row.id, actor, command.userId, steps, now);
    await recordActionRecords(tx, command, complaint, now);
    if (command.imageFolders && command.userId !== null)
      await markUploadsAttached(tx, command.imageFolders, { now, userId: command.userId });

    if (COUNTED_ACTIONS.includes(command.action)) {
      await refreshBrandCounters(tx, row.brandId);
      await scheduleBrandStatsRefresh(tx, row.brandId, now);
    }
    if (command.action === "approve") {
      await awardPoints(tx, { userId: row.userId, reason: "complaint_published", sourceId: row.id, now });
    }
    if (command.action === "rate") {
      await awardPoints(tx, { userId: row.userId, reason: "complaint_rated", sourceId: row.id, now });
    }
    await scheduleDeadlineJobs(tx, row.id, complaint.clock, clock, now);

    const enterpriseId =
      command.action === "approve" ? await brandEnterprise(tx, row.brandId) : row.enterpriseId;
    const notices = noticesFor(command.action, command, {
      title: command.resubmission?.title ?? row.title,
      published: published || command.action === "approve",
      closeReason,
      applicationKind,
    });
    const sms = await deliverNotices(
      tx,
      deps.piiKeys,
      { id: row.id, userId: row.userId, enterpriseId, title: row.title },
      notices,
      now,
    );
    return {
      result: { id: row.id, status: decision.status, status_label: COMPLAINT_STATUS_LABELS[decision.status] },
      sms,
    };
  });
  await sendNotices(deps, sms);
  await forgetCachedComplaint(deps, result.id);
  return result;
}

/**
 * The caller's relation to the complaint, per actor: the author or an operator of its enterprise.
 * Staff steps have their own endpoints, whose contracts admit moderators (and admins) alone (decision 072).
 */
async function authorize(
  tx: Transaction,
  actor: LifecycleActor,
  userId: number | null,
  complaint: LifecycleComplaint,
): Promise<void> {
  if (actor === "system") return;
  if (userId === null) throw forbidden();
  if (actor === "consumer") {
    if (complaint.row.userId !== userId) throw forbidden("只有投诉人本人可以进行此操作");
    return;
  }
  if (actor === "company") {
    const { enterpriseId } = complaint.row;
    const member =
      enterpriseId === null
        ? undefined
        : (
            await tx
              .select({ userId: schema.enterpriseMembers.userId })
              .from(schema.enterpriseMembers)
              .where(
                and(
                  eq(schema.enterpriseMembers.enterpriseId, enterpriseId),
                  eq(schema.enterpriseMembers.userId, userId),
                ),
              )
          )[0];
    if (!member) throw forbidden("只有被投诉企业的工作人员可以进行此操作");
  }
}

function refusalError(refusal: LifecycleRefusal): AppError {
  const message = LIFECYCLE_REFUSAL_MESSAGES[refusal];
  return refusal === "wrong_actor" ? forbidden(message) : badRequest(message);
}

async function brandEnterprise(tx: Transaction, brandId: number | null): Promise<number | null> {
  if (brandId === null) return null;
  const [brand] = await tx
    .select({ enterpriseId: brands.enterpriseId })
    .from(brands)
    .where(eq(brands.id, brandId));
  return brand?.enterpriseId ?? null;
}

/** The columns a step sets besides status and clock. */
async function stepColumns(
  tx: Transaction,
  command: LifecycleCommand,
  complaint: LifecycleComplaint,
  closeReason: CloseReason | null,
  now: Date,
): Promise<LifecycleColumns> {
  const closing = closeReason ? { closedAt: now, closeReason } : {};
  switch (command.action) {
    case "approve":
      // The enterprise is copied now, so the company keeps this complaint even if the brand changes hands.
      return {
        reviewedAt: now,
        dispatchedAt: now,
        rejectReason: null,
        enterpriseId: await brandEnterprise(tx, complaint.row.brandId),
      };
    case "reject":
      return { reviewedAt: now, rejectReason: command.rejectReason ?? "other" };
    case "resubmit": {
      const edit = command.resubmission;
      return {
        resubmitCount: complaint.row.resubmitCount + 1,
        rejectReason: null,
        ...(edit ? { title: edit.title, content: edit.content, searchTokens: edit.searchTokens } : {}),
      };
    }
    case "company_reply":
      return { repliedAt: now };
    case "appeal":
      return { appealCount: complaint.row.appealCount + 1 };
    case "complete":
      return { completedAt: now };
    case "auto_complete":
      return { completedAt: now, isAutoCompleted: true };
    case "flag_overdue":
      return { isOverdue: true, overdueAt: now };
    default:
      return closing;
  }
}

async function recordSteps(
  tx: Transaction,
  complaintId: number,
  actor: LifecycleActor,
  userId: number | null,
  steps: StreamStep[],
  now: Date,
): Promise<void> {
  // One millisecond apart, so a step's rows (e.g. 超时 then 已受理) keep their order on the timeline.
  await tx.insert(complaintOperatorStream).values(
    steps.map((step, index) => ({
      complaintId,
      actorType: ACTOR_TYPES[actor],
      actorId: userId,
      action: step.action,
      content: step.content,
      payload: step.payload,
      isPublic: step.isPublic,
      createdAt: new Date(now.getTime() + index),
    })),
  );
}

/** The records particular steps keep beside the timeline: ratings, applications, review flags, the staff log. */
async function recordActionRecords(
  tx: Transaction,
  command: LifecycleCommand,
  complaint: LifecycleComplaint,
  now: Date,
): Promise<void> {
  const { row } = complaint;
  if (command.action === "rate" && command.rating) {
    const { rating } = command;
    await tx.insert(complaintRatings).values({
      complaintId: row.id,
      userId: row.userId,
      attitudeScore: rating.attitudeScore,
      speedScore: rating.speedScore,
      satisfactionScore: rating.satisfactionScore,
      tags: rating.tags,
      content: rating.content,
      createdAt: now,
    });
  }
  if (
    (command.action === "company_apply_archive" || command.action === "company_apply_end") &&
    row.enterpriseId !== null
  ) {
    await addComplaintApplication(tx, {
      complaintId: row.id,
      enterpriseId: row.enterpriseId,
      applicantId: command.userId,
      kind: command.action === "company_apply_archive" ? "archive" : "end",
      reason: command.content ?? "",
      evidenceUrls: command.images ?? [],
      createdAt: now,
    });
  }
  if (
    (command.action === "approve_application" || command.action === "refuse_application") &&
    complaint.pendingApplication
  ) {
    await decideComplaintApplication(
      tx,
      complaint.pendingApplication.id,
      {
        status: command.action === "approve_application" ? "approved" : "refused",
        reviewerId: command.userId,
        reviewNote: command.content ?? null,
      },
      now,
    );
  }
  if (command.action === "resubmit" && command.resubmission?.reviewWords.length) {
    await tx.insert(complaintReviewFlags).values({
      complaintId: row.id,
      reason: "sensitive_word",
      words: command.resubmission.reviewWords,
      createdAt: now,
    });
  }
  const staffAction = STAFF_ACTIONS[command.action];
  if (staffAction && command.userId !== null) {
    await recordStaffAction(tx, {
      staffId: command.userId,
      action: staffAction.code,
      targetType: command.action.endsWith("_application") ? "complaint_application" : "complaint",
      targetId: command.action.endsWith("_application")
        ? (complaint.pendingApplication?.id ?? row.id)
        : row.id,
      complaintId: row.id,
      detail: {
        ...(command.rejectReason ? { reason_code: command.rejectReason } : {}),
        ...(command.closeReason ? { close_reason: command.closeReason } : {}),
        ...(command.content ? { note: command.content } : {}),
      },
      isPublic: staffAction.isPublic && (row.dispatchedAt !== null || command.action === "approve"),
      now,
    });
  }
}

/**
 * Best effort, after the commit: the step (and its in-site message) stands even when the SMS vendor
 * is down, so a failure is logged (without the phone) rather than turned into an error or a retry.
 */
export async function sendNotices(
  deps: Pick<LifecycleDeps, "providers" | "log">,
  notices: SmsNotice[],
): Promise<void> {
  await Promise.all(
    notices.map((notice) =>
      deps.providers.sms.notify(notice).catch((error: unknown) => {
        deps.log.warn({ err: error, event: notice.event }, "SMS notice failed");
      }),
    ),
  );
}
