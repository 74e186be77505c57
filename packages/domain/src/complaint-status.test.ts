import { describe, expect, it } from "vitest";
import {
  actionsAvailable,
  activeDeadline,
  CLOSE_REASON_LABELS,
  CLOSE_REASONS,
  COMPLAINT_DEADLINES,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  COMPLAINT_TIMELINE_ACTIONS,
  type ComplaintClock,
  type ComplaintLifecycleState,
  type ComplaintStatus,
  closeReasonOf,
  DEADLINE_LABELS,
  decide,
  FINAL_COMPLAINT_STATUSES,
  LIFECYCLE_ACTIONS,
  LIFECYCLE_REFUSAL_MESSAGES,
  type LifecycleAction,
  type LifecycleActor,
  lifecycleActorOf,
  MAX_APPEALS,
  PUBLIC_COMPLAINT_STATUSES,
  REJECT_REASON_LABELS,
  REPLY_OUTCOME_LABELS,
  REPLY_OUTCOMES,
  replyOutcomeNeedsAmount,
  scheduleAfter,
} from "./complaint-status";
import type { WorkCalendar } from "./working-days";

// The decision record's table (docs/decisions/009), written out independently of the implementation:
// "actor action from" → the status that follows. Every other (status, action, actor) is refused.
const ALLOWED: Record<string, ComplaintStatus> = {
  "moderator approve pending_review": "dispatched",
  "moderator reject pending_review": "rejected",
  "moderator request_info pending_review": "needs_info",
  "moderator moderator_close pending_review": "closed",
  "moderator moderator_close needs_info": "closed",
  "moderator moderator_close rejected": "closed",
  "moderator moderator_close dispatched": "closed",
  "moderator moderator_close processing": "closed",
  "moderator moderator_close company_needs_info": "closed",
  "moderator moderator_close replied": "closed",
  "moderator approve_application dispatched": "closed",
  "moderator approve_application processing": "closed",
  "moderator approve_application company_needs_info": "closed",
  "moderator approve_application replied": "closed",
  "moderator refuse_application dispatched": "dispatched",
  "moderator refuse_application processing": "processing",
  "moderator refuse_application company_needs_info": "company_needs_info",
  "moderator refuse_application replied": "replied",
  "consumer resubmit rejected": "pending_review",
  "consumer supply_info needs_info": "pending_review",
  "consumer supply_info company_needs_info": "processing",
  "consumer withdraw pending_review": "closed",
  "consumer withdraw needs_info": "closed",
  "consumer withdraw rejected": "closed",
  "consumer withdraw dispatched": "closed",
  "consumer withdraw processing": "closed",
  "consumer withdraw company_needs_info": "closed",
  "consumer withdraw replied": "closed",
  "consumer complete replied": "completed",
  "consumer appeal replied": "processing",
  "consumer rate completed": "completed",
  "company company_accept dispatched": "processing",
  "company company_reply dispatched": "replied",
  "company company_reply processing": "replied",
  "company company_request_info dispatched": "company_needs_info",
  "company company_request_info processing": "company_needs_info",
  "company company_apply_archive dispatched": "dispatched",
  "company company_apply_archive processing": "processing",
  "company company_apply_archive company_needs_info": "company_needs_info",
  "company company_apply_archive replied": "replied",
  "company company_apply_end dispatched": "dispatched",
  "company company_apply_end processing": "processing",
  "company company_apply_end company_needs_info": "company_needs_info",
  "company company_apply_end replied": "replied",
  "system flag_overdue dispatched": "dispatched",
  "system close_unanswered dispatched": "closed",
  "system close_unanswered processing": "closed",
  "system auto_complete replied": "completed",
};

const ACTORS: LifecycleActor[] = ["consumer", "company", "moderator", "system"];

// A state in which no action-specific rule refuses, so the table above is all that decides.
function permissive(status: ComplaintStatus): ComplaintLifecycleState {
  return {
    status,
    resubmitCount: 0,
    appealCount: 0,
    isRated: false,
    isAutoCompleted: false,
    // Only the moderator's application review needs a pending application; the company's needs none.
    hasPendingApplication: false,
    isOverdue: false,
    hasFirstResponse: false,
  };
}

function stateFor(status: ComplaintStatus, action: LifecycleAction): ComplaintLifecycleState {
  const state = permissive(status);
  return action === "approve_application" || action === "refuse_application"
    ? { ...state, hasPendingApplication: true }
    : state;
}

const CASES = COMPLAINT_STATUSES.flatMap((status) =>
  LIFECYCLE_ACTIONS.flatMap((action) => ACTORS.map((actor) => [actor, action, status] as const)),
);

describe("decide", () => {
  it("knows exactly the actions of the decision record", () => {
    expect([...LIFECYCLE_ACTIONS].sort()).toEqual(
      [...new Set(Object.keys(ALLOWED).map((key) => key.split(" ")[1]))].sort(),
    );
  });

  it.each(CASES)("%s %s from %s", (actor, action, status) => {
    const expected = ALLOWED[`${actor} ${action} ${status}`];
    const decision = decide(stateFor(status, action), action, actor);
    if (expected) {
      expect(decision).toEqual({ ok: true, status: expected });
    } else {
      expect(decision.ok).toBe(false);
      const refusal = decision.ok ? null : decision.refusal;
      expect(refusal).toBe(lifecycleActorOf(action) === actor ? "wrong_status" : "wrong_actor");
    }
  });

  it("refuses unknown actions without reading the prototype", () => {
    for (const action of ["toString", "constructor", "__proto__", "delete"]) {
      expect(decide(permissive("pending_review"), action as LifecycleAction, "moderator")).toEqual({
        ok: false,
        refusal: "unknown_action",
      });
    }
  });

  it("checks the actor before the status", () => {
    expect(decide(permissive("completed"), "approve", "consumer")).toEqual({
      ok: false,
      refusal: "wrong_actor",
    });
  });

  it("allows one resubmission only", () => {
    const rejected = permissive("rejected");
    expect(decide(rejected, "resubmit", "consumer").ok).toBe(true);
    expect(decide({ ...rejected, resubmitCount: 1 }, "resubmit", "consumer")).toEqual({
      ok: false,
      refusal: "resubmit_limit",
    });
  });

  it("limits appeals", () => {
    const replied = permissive("replied");
    expect(decide({ ...replied, appealCount: MAX_APPEALS - 1 }, "appeal", "consumer").ok).toBe(true);
    expect(decide({ ...replied, appealCount: MAX_APPEALS }, "appeal", "consumer")).toEqual({
      ok: false,
      refusal: "appeal_limit",
    });
  });

  it("rates once, and never an automatic completion", () => {
    const completed = permissive("completed");
    expect(decide({ ...completed, isRated: true }, "rate", "consumer")).toEqual({
      ok: false,
      refusal: "already_rated",
    });
    expect(decide({ ...completed, isAutoCompleted: true }, "rate", "consumer")).toEqual({
      ok: false,
      refusal: "auto_completed",
    });
  });

  it("keeps one company application pending at a time, and reviews only pending ones", () => {
    const pending = { ...permissive("processing"), hasPendingApplication: true };
    expect(decide(pending, "company_apply_end", "company")).toEqual({
      ok: false,
      refusal: "application_pending",
    });
    expect(decide(pending, "company_apply_archive", "company")).toEqual({
      ok: false,
      refusal: "application_pending",
    });
    expect(decide(permissive("processing"), "approve_application", "moderator")).toEqual({
      ok: false,
      refusal: "no_pending_application",
    });
    expect(decide(permissive("processing"), "refuse_application", "moderator")).toEqual({
      ok: false,
      refusal: "no_pending_application",
    });
  });

  it("flags 超时 once, and only while the company has not responded", () => {
    const dispatched = permissive("dispatched");
    expect(decide(dispatched, "flag_overdue", "system").ok).toBe(true);
    expect(decide({ ...dispatched, isOverdue: true }, "flag_overdue", "system")).toEqual({
      ok: false,
      refusal: "not_due",
    });
    expect(decide({ ...dispatched, hasFirstResponse: true }, "flag_overdue", "system")).toEqual({
      ok: false,
      refusal: "not_due",
    });
  });

  it("has a message for every refusal and a label for every status", () => {
    for (const message of Object.values(LIFECYCLE_REFUSAL_MESSAGES))
      expect(message).toMatch(/\p{Script=Han}/u);
    for (const status of COMPLAINT_STATUSES)
      expect(COMPLAINT_STATUS_LABELS[status]).toMatch(/\p{Script=Han}/u);
  });
});

describe("actionsAvailable", () => {
  it("lists what each side may do", () => {
    expect(actionsAvailable(permissive("replied"), "consumer")).toEqual(["withdraw", "complete", "appeal"]);
    expect(actionsAvailable(permissive("dispatched"), "company")).toEqual([
      "company_accept",
      "company_reply",
      "company_request_info",
      "company_apply_archive",
      "company_apply_end",
    ]);
    expect(actionsAvailable(permissive("completed"), "company")).toEqual([]);
    expect(actionsAvailable(permissive("closed"), "consumer")).toEqual([]);
  });
});

describe("closeReasonOf", () => {
  it("names why a complaint closed", () => {
    expect(closeReasonOf("withdraw")).toBe("withdrawn");
    expect(closeReasonOf("close_unanswered")).toBe("no_response");
    expect(closeReasonOf("approve_application", "archive")).toBe("archived");
    expect(closeReasonOf("approve_application", "end")).toBe("ended");
    expect(closeReasonOf("complete")).toBeNull();
  });
});

describe("public statuses", () => {
  it("keep review, refusal and information requests private", () => {
    expect(PUBLIC_COMPLAINT_STATUSES).not.toContain("pending_review");
    expect(PUBLIC_COMPLAINT_STATUSES).not.toContain("rejected");
    expect(PUBLIC_COMPLAINT_STATUSES).not.toContain("needs_info");
  });

  it("ask for an amount only for refunds and compensation", () => {
    expect(replyOutcomeNeedsAmount("refund")).toBe(true);
    expect(replyOutcomeNeedsAmount("compensation")).toBe(true);
    expect(replyOutcomeNeedsAmount("explanation")).toBe(false);
  });
});

const NOW = new Date("2026-11-22T08:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const EMPTY: ComplaintClock = {
  firstResponseAt: null,
  responseDueAt: null,
  replyDueAt: null,
  confirmDueAt: null,
  clockPausedAt: null,
};

/** The midnight that starts a Beijing date: the end of the day before, when deadlines fall due. */
const beijingMidnight = (day: string) => new Date(`${day}T00:00:00+08:00`);
const WEEKDAYS_ONLY: WorkCalendar = new Map();
// NOW is Sunday 22 November 2026, 16:00 in Beijing.
const FIRST_RESPONSE_DUE = beijingMidnight("2026-11-28"); // the end of Friday 27 November
const REPLY_DUE = beijingMidnight("2026-12-19"); // the end of the 20th working day, Friday 18 December

describe("scheduleAfter", () => {
  it("starts the company's clocks at publication, in working days", () => {
    expect(scheduleAfter("approve", EMPTY, NOW, "pending_review", WEEKDAYS_ONLY)).toEqual({
      ...EMPTY,
      responseDueAt: FIRST_RESPONSE_DUE,
      replyDueAt: REPLY_DUE,
    });
    expect(COMPLAINT_DEADLINES).toMatchObject({ firstResponseWorkingDays: 5, replyWorkingDays: 20 });
  });

  it("skips the official holidays and counts the weekend days worked in their place", () => {
    const nationalDay: WorkCalendar = new Map([
      ...["2026-10-01", "2026-10-02", "2026-10-05", "2026-10-06", "2026-10-07"].map(
        (day) => [day, false] as const,
      ),
      ["2026-10-10", true],
    ]);
    // Published on Wednesday 30 September, the last working day before 国庆.
    const published = scheduleAfter(
      "approve",
      EMPTY,
      new Date("2026-09-30T09:00:00Z"),
      "pending_review",
      nationalDay,
    );
    // 8, 9, 10 (a Saturday worked), 12 and 13 October.
    expect(published.responseDueAt).toEqual(beijingMidnight("2026-10-14"));
  });

  it("stops the first-response clock at the company's first response and keeps that time", () => {
    const published = scheduleAfter("approve", EMPTY, NOW, "pending_review", WEEKDAYS_ONLY);
    const accepted = scheduleAfter("company_accept", published, at(2), "dispatched", WEEKDAYS_ONLY);
    expect(accepted).toMatchObject({ firstResponseAt: at(2), responseDueAt: null, replyDueAt: REPLY_DUE });
    const replied = scheduleAfter("company_reply", accepted, at(5), "processing", WEEKDAYS_ONLY);
    // The consumer's confirmation counts calendar days.
    expect(replied).toEqual({ ...EMPTY, firstResponseAt: at(2), confirmDueAt: at(12) });
  });

  it("pauses the company's clock while the consumer is asked, and gives back the working days it touched", () => {
    const published = scheduleAfter("approve", EMPTY, NOW, "pending_review", WEEKDAYS_ONLY);
    const asked = scheduleAfter("company_request_info", published, at(3), "dispatched", WEEKDAYS_ONLY);
    expect(asked).toMatchObject({ firstResponseAt: at(3), clockPausedAt: at(3), replyDueAt: REPLY_DUE });
    expect(activeDeadline("company_needs_info", asked)).toEqual({
      kind: "company_reply",
      dueAt: REPLY_DUE,
      paused: true,
    });
    // Asked on Wednesday, answered on Sunday: Wednesday, Thursday and Friday given back.
    const answered = scheduleAfter("supply_info", asked, at(7), "company_needs_info", WEEKDAYS_ONLY);
    expect(answered).toMatchObject({
      clockPausedAt: null,
      replyDueAt: beijingMidnight("2026-12-24"),
      firstResponseAt: at(3),
    });
  });

  it("leaves the clock alone when a moderator's question is answered", () => {
    expect(scheduleAfter("supply_info", EMPTY, NOW, "needs_info", WEEKDAYS_ONLY)).toEqual(EMPTY);
    // Only the answer to the company's question resumes a paused clock, whatever the clock holds.
    const paused = { ...EMPTY, replyDueAt: at(30), clockPausedAt: at(3) };
    expect(scheduleAfter("supply_info", paused, at(7), "needs_info", WEEKDAYS_ONLY)).toEqual(paused);
  });

  it("gives the company a second round after an appeal", () => {
    const replied = { ...EMPTY, firstResponseAt: at(-3), confirmDueAt: at(4) };
    expect(scheduleAfter("appeal", replied, NOW, "replied", WEEKDAYS_ONLY)).toEqual({
      ...EMPTY,
      firstResponseAt: at(-3),
      replyDueAt: FIRST_RESPONSE_DUE,
    });
    expect(COMPLAINT_DEADLINES.appealReplyWorkingDays).toBe(5);
  });

  it("stops every clock when the complaint ends", () => {
    const running = { ...EMPTY, firstResponseAt: at(-1), replyDueAt: at(3), confirmDueAt: at(2) };
    for (const action of [
      "complete",
      "auto_complete",
      "withdraw",
      "moderator_close",
      "close_unanswered",
    ] as const) {
      expect(scheduleAfter(action, running, NOW, "replied", WEEKDAYS_ONLY)).toEqual({
        ...EMPTY,
        firstResponseAt: at(-1),
      });
    }
  });

  it("does not touch the clock for record-only actions", () => {
    const running = { ...EMPTY, responseDueAt: at(3), replyDueAt: at(20) };
    for (const action of ["company_apply_archive", "refuse_application", "rate", "flag_overdue"] as const) {
      expect(scheduleAfter(action, running, NOW, "dispatched", WEEKDAYS_ONLY)).toBe(running);
    }
  });
});

describe("activeDeadline", () => {
  const clock = { ...EMPTY, responseDueAt: at(7), replyDueAt: at(30), confirmDueAt: at(5) };

  it("shows the nearest running deadline for the status", () => {
    expect(activeDeadline("dispatched", clock)).toEqual({
      kind: "company_response",
      dueAt: at(7),
      paused: false,
    });
    expect(activeDeadline("processing", clock)).toEqual({
      kind: "company_reply",
      dueAt: at(30),
      paused: false,
    });
    expect(activeDeadline("replied", clock)).toEqual({
      kind: "consumer_confirm",
      dueAt: at(5),
      paused: false,
    });
  });

  it("shows none once the complaint is out of the company's hands", () => {
    for (const status of ["pending_review", "needs_info", "rejected", "completed", "closed"] as const) {
      expect(activeDeadline(status, clock)).toBeNull();
    }
  });
});

describe("the clock, compared whole", () => {
  it("stops only the first-response clock when the company accepts, and never pauses it", () => {
    const published = scheduleAfter("approve", EMPTY, NOW, "pending_review", WEEKDAYS_ONLY);
    const accepted = scheduleAfter("company_accept", published, at(2), "dispatched", WEEKDAYS_ONLY);
    expect(accepted).toEqual({ ...EMPTY, firstResponseAt: at(2), replyDueAt: REPLY_DUE });
    expect(activeDeadline("processing", accepted)).toEqual({
      kind: "company_reply",
      dueAt: REPLY_DUE,
      paused: false,
    });
  });

  it("keeps the first response's time when the company answers again", () => {
    const accepted = { ...EMPTY, firstResponseAt: at(1), replyDueAt: at(30) };
    expect(scheduleAfter("company_accept", accepted, at(4), "dispatched", WEEKDAYS_ONLY)).toEqual(accepted);
    expect(scheduleAfter("company_request_info", accepted, at(4), "processing", WEEKDAYS_ONLY)).toEqual({
      ...accepted,
      clockPausedAt: at(4),
    });
    expect(scheduleAfter("company_reply", accepted, at(4), "processing", WEEKDAYS_ONLY)).toEqual({
      ...EMPTY,
      firstResponseAt: at(1),
      confirmDueAt: at(4 + COMPLAINT_DEADLINES.consumerConfirmDays),
    });
  });

  it("gives the paused working days back, and nothing else changes", () => {
    const asked = { ...EMPTY, firstResponseAt: at(3), replyDueAt: REPLY_DUE, clockPausedAt: at(3) };
    expect(scheduleAfter("supply_info", asked, at(7), "company_needs_info", WEEKDAYS_ONLY)).toEqual({
      ...asked,
      replyDueAt: beijingMidnight("2026-12-24"),
      clockPausedAt: null,
    });
    // Not paused (or paused with no reply deadline): nothing to give back.
    const running = { ...EMPTY, firstResponseAt: at(3), replyDueAt: at(30) };
    expect(scheduleAfter("supply_info", running, at(7), "company_needs_info", WEEKDAYS_ONLY)).toBe(running);
    expect(
      scheduleAfter(
        "supply_info",
        { ...asked, replyDueAt: null },
        at(7),
        "company_needs_info",
        WEEKDAYS_ONLY,
      ),
    ).toEqual({
      ...asked,
      replyDueAt: null,
      clockPausedAt: null,
    });
  });

  it("stops every clock when a moderator refuses, questions, or approves an application", () => {
    const running = {
      ...EMPTY,
      firstResponseAt: at(-1),
      responseDueAt: at(1),
      replyDueAt: at(3),
      clockPausedAt: at(0),
    };
    for (const action of ["approve_application", "reject", "request_info"] as const) {
      expect(scheduleAfter(action, running, NOW, "processing", WEEKDAYS_ONLY)).toEqual({
        ...EMPTY,
        firstResponseAt: at(-1),
      });
    }
  });

  it("shows a paused reply deadline as paused, and a consumer's deadline never", () => {
    const paused = {
      ...EMPTY,
      responseDueAt: at(7),
      replyDueAt: at(30),
      confirmDueAt: at(5),
      clockPausedAt: at(1),
    };
    expect(activeDeadline("dispatched", paused)).toEqual({
      kind: "company_response",
      dueAt: at(7),
      paused: true,
    });
    expect(activeDeadline("company_needs_info", paused)).toEqual({
      kind: "company_reply",
      dueAt: at(30),
      paused: true,
    });
    expect(activeDeadline("replied", paused)).toEqual({
      kind: "consumer_confirm",
      dueAt: at(5),
      paused: false,
    });
    expect(activeDeadline("dispatched", { ...EMPTY, replyDueAt: at(30) })).toEqual({
      kind: "company_reply",
      dueAt: at(30),
      paused: false,
    });
    expect(activeDeadline("replied", { ...EMPTY, replyDueAt: at(30) })).toBeNull();
    expect(activeDeadline("processing", { ...EMPTY, responseDueAt: at(7) })).toBeNull();
  });
});

describe("complaint words and lists, exactly", () => {
  it("labels every status, close reason, refusal reason, outcome and deadline", () => {
    expect(COMPLAINT_STATUS_LABELS).toEqual({
      pending_review: "待审核",
      needs_info: "待补充材料",
      rejected: "审核未通过",
      dispatched: "待商家处理",
      processing: "处理中",
      company_needs_info: "待用户补充",
      replied: "商家已回复",
      completed: "已完成",
      closed: "已关闭",
    });
    expect(CLOSE_REASON_LABELS).toEqual({
      withdrawn: "用户已撤诉",
      duplicate: "重复投诉",
      rule_breach: "违反平台规则",
      no_response: "未回复",
      archived: "商家申请归档",
      ended: "商家申请结案",
    });
    expect(REJECT_REASON_LABELS).toEqual({
      incomplete_information: "投诉信息不完整",
      not_consumer_dispute: "不属于消费纠纷",
      duplicate: "重复投诉",
      abusive_content: "含有辱骂、不实或违法内容",
      privacy_leak: "公开了他人隐私信息",
      no_evidence: "缺少必要的消费凭证",
      other: "其他原因",
    });
    expect(REPLY_OUTCOME_LABELS).toEqual({
      refund: "退款",
      compensation: "赔偿",
      remedy: "非金钱补救",
      explanation: "解释说明",
      declined: "拒绝诉求",
    });
    expect(DEADLINE_LABELS).toEqual({
      company_response: "商家响应截止",
      company_reply: "商家回复截止",
      consumer_confirm: "用户确认截止",
    });
  });

  it("words every refusal", () => {
    expect(LIFECYCLE_REFUSAL_MESSAGES).toEqual({
      unknown_action: "不支持的操作",
      wrong_actor: "无权进行此操作",
      wrong_status: "投诉当前状态不支持此操作",
      resubmit_limit: "审核未通过的投诉只能修改后重新提交一次",
      appeal_limit: "申诉次数已用完",
      already_rated: "您已评价过该投诉",
      auto_completed: "投诉已超时自动完成，无法评价",
      application_pending: "已有申请在审核中，请等待平台处理",
      no_pending_application: "没有待审核的申请",
      not_due: "无需处理",
    });
  });

  it("publishes exactly the statuses after approval, and ends at completed or closed", () => {
    expect(PUBLIC_COMPLAINT_STATUSES).toEqual([
      "dispatched",
      "processing",
      "company_needs_info",
      "replied",
      "completed",
      "closed",
    ]);
    expect(FINAL_COMPLAINT_STATUSES).toEqual(["completed", "closed"]);
    expect(CLOSE_REASONS).toEqual([
      "withdrawn",
      "duplicate",
      "rule_breach",
      "no_response",
      "archived",
      "ended",
    ]);
    expect(REPLY_OUTCOMES).toEqual(["refund", "compensation", "remedy", "explanation", "declined"]);
    for (const outcome of ["remedy", "declined"] as const)
      expect(replyOutcomeNeedsAmount(outcome)).toBe(false);
  });

  it("keeps the timeline's actions in the database enum's order", () => {
    expect(COMPLAINT_TIMELINE_ACTIONS).toEqual([
      "created",
      "approved",
      "rejected",
      "info_requested",
      "info_supplied",
      "resubmitted",
      "withdrawn",
      "dispatched",
      "accepted",
      "replied",
      "company_info_requested",
      "appealed",
      "company_apply_archive",
      "company_apply_end",
      "application_approved",
      "application_refused",
      "completed",
      "auto_completed",
      "rated",
      "overdue",
      "closed",
      "hidden",
      "restored",
      "joined_collective",
      "evidence_added",
      "mediation_agreed",
      "mediation_failed",
    ]);
  });

  it("closes for no reason of its own on any other action", () => {
    for (const action of LIFECYCLE_ACTIONS.filter(
      (action) => !["withdraw", "close_unanswered", "approve_application"].includes(action),
    )) {
      expect(closeReasonOf(action), action).toBeNull();
    }
    expect(closeReasonOf("approve_application")).toBe("archived");
  });
});
