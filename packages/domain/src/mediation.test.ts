import { describe, expect, it } from "vitest";
import {
  agreementSummary,
  decideMediation,
  invitationDueAt,
  MEDIATION_DISCLAIMER,
  type MediationEligibilityInput,
  type MediationSnapshot,
  mediationDueAt,
  mediationEligibility,
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
