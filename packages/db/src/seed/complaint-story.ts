import {
  CLOSE_REASON_LABELS,
  type CloseReason,
  type ComplaintClock,
  type ComplaintStatus,
  closeReasonOf,
  DEADLINE_STEP_CONTENT,
  decide,
  type LifecycleAction,
  lifecycleActorOf,
  REJECT_REASON_LABELS,
  type RejectReason,
  type ReplyOutcome,
  scheduleAfter,
} from "@tousu/domain";
import type { complaintOperatorStream } from "../schema";
import { PUBLISHED_WORK_CALENDAR } from "../work-calendar";
import { HOUR_MS } from "./population";

type StreamAction = (typeof complaintOperatorStream.$inferInsert)["action"];
type ActorType = (typeof complaintOperatorStream.$inferInsert)["actorType"];

export interface StoryEvent {
  action: StreamAction;
  actorType: ActorType;
  actorId: number | null;
  content: string;
  payload: Record<string, unknown>;
  isPublic: boolean;
  atMs: number;
}

export interface StoryApplication {
  kind: "archive" | "end";
  reason: string;
  applicantId: number | null;
  createdMs: number;
  status: "pending" | "approved" | "refused";
  reviewNote: string | null;
  reviewedMs: number | null;
}

export interface StoryRating {
  attitude: number;
  speed: number;
  satisfaction: number;
  tags: string[];
  content: string;
}

/** Who acts for each side of one complaint. */
export interface StoryCast {
  userId: number;
  moderatorId: number;
  /** The company operator answering; null for an enterprise without portal accounts. */
  companyId: number | null;
}

const NO_CLOCK: ComplaintClock = {
  firstResponseAt: null,
  responseDueAt: null,
  replyDueAt: null,
  confirmDueAt: null,
  clockPausedAt: null,
};

const ms = (date: Date | null) => date?.getTime() ?? null;

// Which timeline rows the public sees, as apps/api's lifecycle-steps.ts writes them: review steps
// and the company's applications stay between the parties; consumer steps before publication too.
const PRIVATE_STEPS: readonly StreamAction[] = [
  "rejected",
  "info_requested",
  "resubmitted",
  "company_apply_archive",
  "company_apply_end",
  "application_refused",
];
const PUBLIC_ONCE_PUBLISHED: readonly StreamAction[] = ["info_supplied", "withdrawn"];

/**
 * One complaint's history, played forward from its filing through the domain's state machine
 * (`decide`, `scheduleAfter`), so seeded statuses, deadlines and flags are exactly what the
 * running platform would have produced. Nothing may happen at or after `now`: a step planned
 * for later is simply not taken, and the complaint is left where the story stands, with the
 * system's own deadlines (超时 flag, 未回复 closure, automatic completion) applied up to now.
 */
export class ComplaintStory {
  status: ComplaintStatus = "pending_review";
  clock: ComplaintClock = NO_CLOCK;
  atMs: number;
  readonly events: StoryEvent[] = [];
  readonly applications: StoryApplication[] = [];
  rating: StoryRating | null = null;
  resubmitCount = 0;
  appealCount = 0;
  isAutoCompleted = false;
  overdueMs: number | null = null;
  closeReason: CloseReason | null = null;
  rejectReason: RejectReason | null = null;
  reviewedMs: number | null = null;
  dispatchedMs: number | null = null;
  repliedMs: number | null = null;
  completedMs: number | null = null;
  closedMs: number | null = null;

  constructor(
    readonly cast: StoryCast,
    createdMs: number,
    private readonly nowMs: number,
  ) {
    // Whole milliseconds, so the stored timestamps equal the deadlines computed from them.
    this.atMs = Math.round(createdMs);
  }

  get hasPendingApplication(): boolean {
    return this.applications.some((application) => application.status === "pending");
  }

  /**
   * Lets `hours` pass, applying the deadlines that fall due meanwhile. False when the time
   * reaches now, or a deadline moved the complaint on (the planned step no longer applies).
   */
  wait(hours: number): boolean {
    return this.advanceTo(this.atMs + Math.round(hours * HOUR_MS));
  }

  /** Applies every deadline due before now; call when the story has nothing more to tell. */
  settle(): void {
    this.advanceTo(this.nowMs);
  }

  private advanceTo(targetMs: number): boolean {
    const until = Math.min(targetMs, this.nowMs);
    const status = this.status;
    const responseDue = ms(this.clock.responseDueAt);
    if (
      this.status === "dispatched" &&
      responseDue !== null &&
      responseDue < until &&
      this.overdueMs === null
    ) {
      this.atMs = responseDue;
      this.take("flag_overdue", "overdue", "system", null, DEADLINE_STEP_CONTENT.overdue);
    }
    const replyDue = ms(this.clock.replyDueAt);
    if (
      (this.status === "dispatched" || this.status === "processing") &&
      this.clock.clockPausedAt === null &&
      replyDue !== null &&
      replyDue < until
    ) {
      this.atMs = replyDue;
      this.take("close_unanswered", "closed", "system", null, "商家超过处理时限未回复，投诉已关闭（未回复）");
    }
    const confirmDue = ms(this.clock.confirmDueAt);
    if (this.status === "replied" && confirmDue !== null && confirmDue < until) {
      this.atMs = confirmDue;
      this.take("auto_complete", "auto_completed", "system", null, DEADLINE_STEP_CONTENT.autoComplete);
    }
    if (targetMs >= this.nowMs || this.status !== status) return false;
    this.atMs = targetMs;
    return true;
  }

  /** Takes a lifecycle action now; a transition the state machine refuses is a bug in the seed. */
  take(
    action: LifecycleAction,
    streamAction: StreamAction,
    actorType: ActorType,
    actorId: number | null,
    content: string,
    payload: Record<string, unknown> = {},
  ): void {
    const decision = decide(
      {
        status: this.status,
        resubmitCount: this.resubmitCount,
        appealCount: this.appealCount,
        isRated: this.rating !== null,
        isAutoCompleted: this.isAutoCompleted,
        hasPendingApplication: this.hasPendingApplication,
        isOverdue: this.overdueMs !== null,
        hasFirstResponse: this.clock.firstResponseAt !== null,
      },
      action,
      lifecycleActorOf(action),
    );
    if (!decision.ok) {
      throw new Error(`Seed story: ${action} from ${this.status} refused (${decision.refusal})`);
    }
    const wasPublished = this.dispatchedMs !== null;
    this.clock = scheduleAfter(action, this.clock, new Date(this.atMs), this.status, PUBLISHED_WORK_CALENDAR);
    this.status = decision.status;
    const closeReason =
      decision.status === "closed"
        ? closeReasonOf(action, payload.kind as "archive" | "end" | undefined)
        : null;
    if (closeReason) {
      this.closeReason = closeReason;
      this.closedMs = this.atMs;
    }
    const isPublic = PRIVATE_STEPS.includes(streamAction)
      ? false
      : PUBLIC_ONCE_PUBLISHED.includes(streamAction)
        ? wasPublished
        : true;
    if (action === "approve_application" && closeReason) {
      // Like the platform: the approval, then the closing row that carries the reason.
      this.record(streamAction, actorType, actorId, content, {}, isPublic);
      this.record("closed", actorType, actorId, `投诉已关闭：${CLOSE_REASON_LABELS[closeReason]}`, {
        close_reason: closeReason,
      });
    } else {
      const stepPayload = closeReason ? { ...payload, close_reason: closeReason } : payload;
      this.record(streamAction, actorType, actorId, content, stepPayload, isPublic);
    }
    switch (action) {
      case "approve":
        this.reviewedMs = this.atMs;
        this.dispatchedMs = this.atMs;
        break;
      case "reject":
        this.reviewedMs = this.atMs;
        this.rejectReason = payload.reason_code as RejectReason;
        break;
      case "resubmit":
        this.resubmitCount++;
        this.rejectReason = null;
        break;
      case "appeal":
        this.appealCount++;
        break;
      case "company_reply":
        this.repliedMs = this.atMs;
        break;
      case "flag_overdue":
        this.overdueMs = this.atMs;
        break;
      case "auto_complete":
        this.isAutoCompleted = true;
        this.completedMs = this.atMs;
        break;
      case "complete":
        this.completedMs = this.atMs;
        break;
      default:
        break;
    }
  }

  record(
    action: StreamAction,
    actorType: ActorType,
    actorId: number | null,
    content: string,
    payload: Record<string, unknown> = {},
    isPublic = true,
  ): void {
    this.events.push({ action, actorType, actorId, content, payload, isPublic, atMs: this.atMs });
  }

  approve(): void {
    this.take(
      "approve",
      "approved",
      "platform",
      this.cast.moderatorId,
      "平台审核通过，投诉已公开并转交商家处理",
    );
  }

  reject(reasonCode: RejectReason, note: string): void {
    this.take(
      "reject",
      "rejected",
      "platform",
      this.cast.moderatorId,
      `审核未通过：${REJECT_REASON_LABELS[reasonCode]}。${note}`,
      { reason_code: reasonCode },
    );
  }

  reply(content: string, outcome: ReplyOutcome, amount: number | null): void {
    const payload = amount === null ? { outcome } : { outcome, amount };
    this.take("company_reply", "replied", "company", this.cast.companyId, content, payload);
  }

  applyFor(kind: "archive" | "end", reason: string): void {
    this.take(
      kind === "end" ? "company_apply_end" : "company_apply_archive",
      kind === "end" ? "company_apply_end" : "company_apply_archive",
      "company",
      this.cast.companyId,
      reason,
      { images: [] },
    );
    this.applications.push({
      kind,
      reason,
      applicantId: this.cast.companyId,
      createdMs: this.atMs,
      status: "pending",
      reviewNote: null,
      reviewedMs: null,
    });
  }

  reviewApplication(approved: boolean, note: string): void {
    const application = this.applications.find((candidate) => candidate.status === "pending");
    if (!application) throw new Error("Seed story: no pending application to review");
    const moderatorId = this.cast.moderatorId;
    if (approved) {
      this.take("approve_application", "application_approved", "platform", moderatorId, note, {
        kind: application.kind,
      });
    } else {
      this.take("refuse_application", "application_refused", "platform", moderatorId, note);
    }
    application.status = approved ? "approved" : "refused";
    application.reviewNote = note;
    application.reviewedMs = this.atMs;
  }

  withdraw(note: string): void {
    this.take("withdraw", "withdrawn", "user", this.cast.userId, `投诉人撤销了投诉：${note}`);
  }

  rate(rating: StoryRating): void {
    this.take("rate", "rated", "user", this.cast.userId, `评价：满意度${rating.satisfaction}星`, {
      attitude_score: rating.attitude,
      speed_score: rating.speed,
      satisfaction_score: rating.satisfaction,
      tags: rating.tags,
    });
    this.rating = rating;
  }
}
