import { describe, expect, it } from "vitest";
import { decideEntrustment, ENTRUSTMENT_STATUSES, entrustmentAnswerDue } from "./entrustment";
import { practiceAreasForSector, yearsInPractice } from "./lawyer-practice-areas";

describe("decideEntrustment", () => {
  it("lets the lawyer answer a request, and only a request", () => {
    expect(decideEntrustment("requested", "accept", "lawyer")).toEqual({ ok: true, next: "accepted" });
    expect(decideEntrustment("requested", "decline", "lawyer")).toEqual({ ok: true, next: "declined" });
    for (const status of ENTRUSTMENT_STATUSES.filter((s) => s !== "requested")) {
      expect(decideEntrustment(status, "accept", "lawyer")).toMatchObject({
        ok: false,
        reason: "wrong_status",
      });
    }
  });

  it("lets the consumer withdraw before acceptance only", () => {
    expect(decideEntrustment("requested", "withdraw", "consumer")).toEqual({ ok: true, next: "withdrawn" });
    expect(decideEntrustment("accepted", "withdraw", "consumer")).toMatchObject({ ok: false });
    expect(decideEntrustment("requested", "withdraw", "lawyer")).toMatchObject({ reason: "not_your_step" });
  });

  it("lapses an unanswered request, never an answered one", () => {
    expect(decideEntrustment("requested", "lapse", "platform")).toEqual({ ok: true, next: "lapsed" });
    expect(decideEntrustment("accepted", "lapse", "platform")).toMatchObject({ ok: false });
    expect(decideEntrustment("withdrawn", "lapse", "platform")).toMatchObject({ ok: false });
  });

  it("runs confirmed work to its close; notes keep the status", () => {
    expect(decideEntrustment("accepted", "confirm", "consumer")).toEqual({ ok: true, next: "in_progress" });
    expect(decideEntrustment("in_progress", "note", "lawyer")).toEqual({ ok: true, next: "in_progress" });
    expect(decideEntrustment("in_progress", "close", "lawyer")).toEqual({ ok: true, next: "closed" });
    expect(decideEntrustment("accepted", "close", "lawyer")).toMatchObject({ ok: false });
    expect(decideEntrustment("closed", "note", "lawyer")).toMatchObject({ ok: false });
  });

  it("gives the lawyer 48 hours to answer", () => {
    expect(entrustmentAnswerDue(new Date("2026-11-01T10:00:00Z")).toISOString()).toBe(
      "2026-11-03T10:00:00.000Z",
    );
  });
});

describe("practice areas", () => {
  it("puts the sector's own area before consumer protection", () => {
    expect(practiceAreasForSector("金融借贷")).toEqual(["finance", "consumer"]);
    expect(practiceAreasForSector("未知行业")).toEqual(["consumer"]);
    expect(practiceAreasForSector(null)).toEqual(["consumer"]);
  });

  it("counts years in practice from the licence's first year", () => {
    expect(yearsInPractice(2015, new Date("2026-06-01T00:00:00Z"))).toBe(11);
  });
});
