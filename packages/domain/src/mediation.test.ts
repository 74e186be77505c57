import { describe, expect, it } from "vitest";
import {
  agreementSummary,
  decideMediation,
  FINAL_MEDIATION_STATES,
  invitationDueAt,
  MEDIATION_DEADLINE_LABELS,
  MEDIATION_DISCLAIMER,
  MEDIATION_NEXT_STEPS,
  MEDIATION_REFUSAL_MESSAGES,
  MEDIATION_STATE_LABELS,
  MEDIATOR_DECLARATION,
  MEDIATOR_LABELS,
  type MediationEligibilityInput,
  type MediationSnapshot,
  mediationDueAt,
  mediationEligibility,
  mediationNextSteps,
  runningMediationDeadline,
} from "./mediation";

const STALLED: MediationEligibilityInput = {
  status: "dispatched",
  isPublic: true,
  isOverdue: true,
  closeReason: null,
  appealCount: 0,
  hasMediation: false,
};

describe("mediationEligibility", () => {
  it("admits a complaint the company did not answer in time", () => {
    expect(mediationEligibility(STALLED)).toBeNull();
    expect(
      mediationEligibility({ ...STALLED, status: "closed", isOverdue: false, closeReason: "no_response" }),
    ).toBeNull();
  });

  it("admits a complaint whose appeal the company answered without satisfying the consumer", () => {
    expect(
      mediationEligibility({ ...STALLED, isOverdue: false, status: "replied", appealCount: 1 }),
    ).toBeNull();
  });

  it("refuses a complaint the company is handling in time", () => {
    expect(mediationEligibility({ ...STALLED, isOverdue: false, status: "processing" })).toBe("not_stalled");
    expect(mediationEligibility({ ...STALLED, isOverdue: false, status: "replied" })).toBe("not_stalled");
  });

  it("refuses what is over, unpublished or already in mediation", () => {
    expect(mediationEligibility({ ...STALLED, status: "completed" })).toBe("resolved");
    expect(mediationEligibility({ ...STALLED, status: "closed", closeReason: "withdrawn" })).toBe("resolved");
    expect(mediationEligibility({ ...STALLED, isPublic: false })).toBe("not_public");
    expect(mediationEligibility({ ...STALLED, hasMediation: true })).toBe("already_requested");
  });
});

const INVITED_AT = new Date("2026-05-01T00:00:00Z");
const ACCEPTED_AT = new Date("2026-05-03T00:00:00Z");
const INVITED: MediationSnapshot = {
  state: "invited",
  respondDueAt: invitationDueAt(INVITED_AT),
  dueAt: null,
  hasAgreement: false,
  consumerConfirmed: false,
  companyConfirmed: false,
};
const RUNNING: MediationSnapshot = {
  ...INVITED,
  state: "in_progress",
  dueAt: mediationDueAt(ACCEPTED_AT),
  hasAgreement: true,
};
const day = (n: number, from = INVITED_AT) => new Date(from.getTime() + n * 86_400_000);

describe("decideMediation", () => {
  it("lets only the company answer the invitation, within seven days", () => {
    expect(decideMediation(INVITED, "accept", "company", day(6))).toEqual({ ok: true, state: "accepted" });
    expect(decideMediation(INVITED, "decline", "company", day(6))).toEqual({ ok: true, state: "declined" });
    expect(decideMediation(INVITED, "accept", "consumer", day(1))).toEqual({
      ok: false,
      refusal: "wrong_side",
    });
    expect(decideMediation(INVITED, "accept", "company", day(7))).toEqual({
      ok: false,
      refusal: "invitation_lapsed",
    });
  });

  it("lapses an unanswered invitation only once its seven days are over", () => {
    expect(decideMediation(INVITED, "lapse", "system", day(6))).toMatchObject({ ok: false });
    expect(decideMediation(INVITED, "lapse", "system", day(7))).toEqual({ ok: true, state: "lapsed" });
  });

  it("starts when a mediator takes it and refuses steps after thirty days", () => {
    const accepted = { ...INVITED, state: "accepted" as const, dueAt: mediationDueAt(ACCEPTED_AT) };
    expect(decideMediation(accepted, "assign", "mediator", day(1, ACCEPTED_AT))).toEqual({
      ok: true,
      state: "in_progress",
    });
    expect(decideMediation(accepted, "post", "consumer", day(1, ACCEPTED_AT))).toMatchObject({
      refusal: "wrong_state",
    });
    expect(decideMediation(RUNNING, "post", "company", day(30, ACCEPTED_AT))).toEqual({
      ok: false,
      refusal: "mediation_expired",
    });
    expect(decideMediation(RUNNING, "expire", "system", day(29, ACCEPTED_AT))).toMatchObject({ ok: false });
    expect(decideMediation(RUNNING, "expire", "system", day(30, ACCEPTED_AT))).toEqual({
      ok: true,
      state: "failed",
    });
  });

  it("agrees once both sides confirmed the drafted agreement", () => {
    const now = day(2, ACCEPTED_AT);
    expect(decideMediation({ ...RUNNING, hasAgreement: false }, "confirm", "consumer", now)).toEqual({
      ok: false,
      refusal: "no_agreement",
    });
    expect(decideMediation(RUNNING, "confirm", "consumer", now)).toEqual({ ok: true, state: "in_progress" });
    expect(decideMediation({ ...RUNNING, consumerConfirmed: true }, "confirm", "consumer", now)).toEqual({
      ok: false,
      refusal: "already_confirmed",
    });
    expect(decideMediation({ ...RUNNING, consumerConfirmed: true }, "confirm", "company", now)).toEqual({
      ok: true,
      state: "agreed",
    });
    expect(decideMediation(RUNNING, "confirm", "mediator", now)).toMatchObject({ refusal: "wrong_side" });
  });

  it("lets only the mediator draft or close it as failed", () => {
    const now = day(2, ACCEPTED_AT);
    expect(decideMediation(RUNNING, "draft_agreement", "company", now)).toMatchObject({ ok: false });
    expect(decideMediation(RUNNING, "fail", "mediator", now)).toEqual({ ok: true, state: "failed" });
    expect(decideMediation({ ...RUNNING, state: "agreed" }, "fail", "mediator", now)).toMatchObject({
      refusal: "wrong_state",
    });
  });
});

describe("agreementSummary", () => {
  it("states each side's terms and dates and that mediation finds no fault", () => {
    const text = agreementSummary({
      companyTerms: "退还货款299元",
      companyDueOn: "2026-05-20",
      consumerTerms: "寄回商品",
      consumerDueOn: "2026-05-15",
    });
    expect(text).toContain("商家：退还货款299元（2026-05-20前）");
    expect(text).toContain("投诉人：寄回商品（2026-05-15前）");
    expect(text).toContain(MEDIATION_DISCLAIMER);
  });

  it("masks a phone number typed into the terms", () => {
    const text = agreementSummary({
      companyTerms: "联系13812348888退款",
      companyDueOn: "2026-05-20",
      consumerTerms: "寄回商品",
      consumerDueOn: "2026-05-15",
    });
    expect(text).toContain("138****8888");
    expect(text).not.toContain("13812348888");
  });
});

describe("mediation, the holes a wrong rule would slip through", () => {
  const now = day(2, ACCEPTED_AT);

  it("agrees when the consumer confirms second, as when the company does", () => {
    expect(decideMediation({ ...RUNNING, companyConfirmed: true }, "confirm", "consumer", now)).toEqual({
      ok: true,
      state: "agreed",
    });
    expect(decideMediation(RUNNING, "confirm", "company", now)).toEqual({ ok: true, state: "in_progress" });
    expect(decideMediation({ ...RUNNING, companyConfirmed: true }, "confirm", "company", now)).toEqual({
      ok: false,
      refusal: "already_confirmed",
    });
  });

  it("refuses an appealed complaint the company is handling again", () => {
    for (const status of ["processing", "dispatched", "company_needs_info"] as const) {
      expect(mediationEligibility({ ...STALLED, isOverdue: false, status, appealCount: 1 })).toBe(
        "not_stalled",
      );
    }
  });

  it("refuses a closed complaint as resolved even when flagged 超时, unless closed unanswered", () => {
    for (const closeReason of ["withdrawn", "duplicate", "rule_breach", "archived", "ended"] as const) {
      expect(mediationEligibility({ ...STALLED, status: "closed", closeReason })).toBe("resolved");
    }
    expect(mediationEligibility({ ...STALLED, status: "completed", appealCount: 1 })).toBe("resolved");
    expect(mediationEligibility({ ...STALLED, isPublic: false, hasMediation: true })).toBe("not_public");
    expect(mediationEligibility({ ...STALLED, status: "completed", hasMediation: true })).toBe(
      "already_requested",
    );
  });

  it("lets each side take exactly its own steps", () => {
    const accepted = { ...INVITED, state: "accepted" as const, dueAt: mediationDueAt(ACCEPTED_AT) };
    const sides = ["consumer", "company", "mediator", "system"] as const;
    const allowed = (snapshot: MediationSnapshot, action: Parameters<typeof decideMediation>[1]) =>
      sides.filter((side) => decideMediation(snapshot, action, side, now).ok);
    expect(allowed(RUNNING, "post")).toEqual(["consumer", "company", "mediator"]);
    expect(allowed(RUNNING, "draft_agreement")).toEqual(["mediator"]);
    expect(allowed(RUNNING, "confirm")).toEqual(["consumer", "company"]);
    expect(allowed(RUNNING, "fail")).toEqual(["mediator"]);
    expect(allowed(RUNNING, "assign")).toEqual(["mediator"]);
    expect(allowed(accepted, "assign")).toEqual(["mediator"]);
    expect(allowed(accepted, "fail")).toEqual(["mediator"]);
    expect(allowed(INVITED, "accept")).toEqual(["company"]);
    expect(allowed(INVITED, "lapse")).toEqual([]); // not yet seven days
    expect(decideMediation(RUNNING, "post", "mediator", now)).toEqual({ ok: true, state: "in_progress" });
    expect(decideMediation(RUNNING, "draft_agreement", "mediator", now)).toEqual({
      ok: true,
      state: "in_progress",
    });
    expect(decideMediation(accepted, "expire", "system", day(30, ACCEPTED_AT))).toEqual({
      ok: true,
      state: "failed",
    });
    expect(decideMediation(accepted, "fail", "mediator", now)).toEqual({ ok: true, state: "failed" });
    expect(decideMediation(RUNNING, "lapse", "system", day(30))).toEqual({
      ok: false,
      refusal: "wrong_state",
    });
    expect(decideMediation(INVITED, "expire", "system", day(60))).toEqual({
      ok: false,
      refusal: "wrong_state",
    });
    expect(decideMediation(INVITED, "lapse", "company", day(8))).toEqual({
      ok: false,
      refusal: "wrong_side",
    });
  });

  it("refuses a step one moment before a deadline never, at the deadline always", () => {
    const justBefore = (date: Date) => new Date(date.getTime() - 1);
    expect(decideMediation(INVITED, "accept", "company", justBefore(INVITED.respondDueAt))).toEqual({
      ok: true,
      state: "accepted",
    });
    expect(decideMediation(INVITED, "lapse", "system", justBefore(INVITED.respondDueAt))).toEqual({
      ok: false,
      refusal: "wrong_state",
    });
    const due = RUNNING.dueAt as Date;
    expect(decideMediation(RUNNING, "post", "consumer", justBefore(due))).toEqual({
      ok: true,
      state: "in_progress",
    });
    expect(decideMediation(RUNNING, "expire", "system", justBefore(due))).toEqual({
      ok: false,
      refusal: "wrong_state",
    });
    expect(decideMediation(RUNNING, "post", "consumer", due)).toEqual({
      ok: false,
      refusal: "mediation_expired",
    });
    // A running mediation long past its invitation's seven days is not lapsed.
    expect(decideMediation(RUNNING, "post", "consumer", day(20))).toEqual({ ok: true, state: "in_progress" });
  });

  it("tells the consumer what is left after a mediation that ended without agreement", () => {
    for (const state of ["declined", "lapsed", "failed"] as const)
      expect(mediationNextSteps(state)).toBe(MEDIATION_NEXT_STEPS);
    for (const state of ["invited", "accepted", "in_progress", "agreed"] as const)
      expect(mediationNextSteps(state)).toBeNull();
    expect(MEDIATION_NEXT_STEPS).toBe(
      "调解未能达成协议。您可以拨打12315或登录全国12315平台向市场监管部门投诉，也可以向人民法院提起诉讼（小额纠纷可适用小额诉讼程序）。",
    );
  });

  it("words every state, refusal and role exactly", () => {
    expect(MEDIATION_STATE_LABELS).toEqual({
      invited: "待商家同意",
      accepted: "待分配调解员",
      declined: "商家拒绝调解",
      lapsed: "商家未答复",
      in_progress: "调解中",
      agreed: "已达成调解协议",
      failed: "调解未成功",
    });
    expect(FINAL_MEDIATION_STATES).toEqual(["declined", "lapsed", "agreed", "failed"]);
    expect(MEDIATION_REFUSAL_MESSAGES).toEqual({
      not_public: "投诉尚未公开，暂不能申请调解",
      resolved: "投诉已结束，不能申请调解",
      not_stalled: "商家超时未回复，或申诉后仍未解决的投诉才能申请调解",
      already_requested: "该投诉已申请过调解",
      wrong_side: "无权进行此操作",
      wrong_state: "调解当前状态不支持此操作",
      invitation_lapsed: "调解邀请已过期",
      mediation_expired: "调解已超过30天期限",
      no_agreement: "调解员尚未起草调解协议",
      already_confirmed: "您已确认过该调解协议",
    });
    expect(MEDIATOR_LABELS).toEqual({ staff: "平台调解员", lawyer: "律师调解员" });
    expect(MEDIATION_DISCLAIMER).toBe("调解不代表对任何一方责任的认定");
    expect(MEDIATOR_DECLARATION).toBe(
      "本人声明：本人不是被投诉企业的经营者或工作人员，未代理被投诉企业，也未接受本案投诉人的委托，与本案双方不存在利益冲突；本人将依法、公正、保密地主持调解。",
    );
  });

  it("summarises the agreement word for word", () => {
    expect(
      agreementSummary({
        companyTerms: "退款",
        companyDueOn: "2026-05-20",
        consumerTerms: "寄回",
        consumerDueOn: "2026-05-15",
      }),
    ).toBe(
      "双方达成调解协议。商家：退款（2026-05-20前）；投诉人：寄回（2026-05-15前）。调解不代表对任何一方责任的认定。",
    );
  });

  it("counts seven and thirty days", () => {
    expect(invitationDueAt(INVITED_AT).toISOString()).toBe("2026-05-08T00:00:00.000Z");
    expect(mediationDueAt(ACCEPTED_AT).toISOString()).toBe("2026-06-02T00:00:00.000Z");
  });
});

describe("runningMediationDeadline", () => {
  it("shows the company's answer deadline while invited, the thirty days once it consented, none once over", () => {
    expect(runningMediationDeadline("invited")).toBe("company_answer");
    expect(runningMediationDeadline("accepted")).toBe("mediation_end");
    expect(runningMediationDeadline("in_progress")).toBe("mediation_end");
    for (const state of ["declined", "lapsed", "agreed", "failed"] as const) {
      expect(runningMediationDeadline(state), state).toBeNull();
    }
  });

  it("names each deadline", () => {
    expect(MEDIATION_DEADLINE_LABELS).toEqual({ company_answer: "商家答复截止", mediation_end: "调解截止" });
  });
});
