import { describe, expect, it } from "vitest";
import {
  type ComplaintHistory,
  formatHours,
  formatRate,
  INSUFFICIENT_SAMPLE,
  MIN_RATE_SAMPLE,
  medianHours,
  rankingScore,
  sampledRate,
  satisfactionOf,
  tallyComplaints,
} from "./brand-figures";

const published = new Date("2026-11-01T00:00:00Z");
const hoursLater = (hours: number) => new Date(published.getTime() + hours * 3_600_000);

function history(overrides: Partial<ComplaintHistory> = {}): ComplaintHistory {
  return {
    dispatchedAt: published,
    firstResponseAt: null,
    repliedAt: null,
    status: "dispatched",
    isAutoCompleted: false,
    satisfactionScore: null,
    ...overrides,
  };
}

const repliedWithin = (hours: number, extra: Partial<ComplaintHistory> = {}) =>
  history({ firstResponseAt: hoursLater(hours), repliedAt: hoursLater(hours), status: "replied", ...extra });

describe("tallyComplaints", () => {
  it("leaves automatic completions out of completion and satisfaction", () => {
    const tally = tallyComplaints([
      repliedWithin(2, { status: "completed", satisfactionScore: 5 }),
      repliedWithin(3, { status: "completed", isAutoCompleted: true, satisfactionScore: 5 }),
      repliedWithin(4, { status: "completed", satisfactionScore: 1 }),
    ]);
    expect(tally.completedCount).toBe(2);
    expect(tally.autoCompletedCount).toBe(1);
    expect(tally.ratingCount).toBe(2);
    expect(tally.satisfactionSum).toBe(6);
  });

  it("counts a reply as timely only when the first response came within 7 days", () => {
    const tally = tallyComplaints([
      repliedWithin(24),
      repliedWithin(7 * 24),
      repliedWithin(7 * 24 + 1),
      history(),
    ]);
    expect(tally.complaintCount).toBe(4);
    expect(tally.repliedCount).toBe(3);
    expect(tally.timelyCount).toBe(2);
  });
});

describe("minimum sample", () => {
  it("shows no rate below the minimum sample", () => {
    expect(sampledRate(3, MIN_RATE_SAMPLE - 1)).toBeNull();
    expect(formatRate(sampledRate(3, MIN_RATE_SAMPLE - 1))).toBe(INSUFFICIENT_SAMPLE);
    expect(sampledRate(3, MIN_RATE_SAMPLE)).toBe(0.3);
    expect(formatRate(0.3)).toBe("30%");
  });

  it("shows satisfaction only with enough consumer ratings", () => {
    expect(satisfactionOf({ ratingCount: 4, satisfactionSum: 20 })).toBeNull();
    expect(satisfactionOf({ ratingCount: 5, satisfactionSum: 21 })).toBe(4.2);
  });

  it("does not rank a brand below the minimum sample", () => {
    const few = tallyComplaints(Array.from({ length: MIN_RATE_SAMPLE - 1 }, () => repliedWithin(1)));
    expect(rankingScore(few)).toBeNull();
  });
});

describe("medianHours", () => {
  it("takes the middle of an even sample and needs the minimum sample", () => {
    expect(medianHours([1, 2, 3])).toBeNull();
    expect(medianHours([10, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe(5.5);
    expect(medianHours([100, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(6);
  });

  it("formats long waits in days", () => {
    expect(formatHours(5.5)).toBe("5.5 小时");
    expect(formatHours(72)).toBe("3 天");
    expect(formatHours(null)).toBe(INSUFFICIENT_SAMPLE);
  });
});

describe("rankingScore", () => {
  it("scores a brand that answers and resolves above one that stays silent", () => {
    const responsive = tallyComplaints(
      Array.from({ length: 10 }, () => repliedWithin(5, { status: "completed", satisfactionScore: 5 })),
    );
    const silent = tallyComplaints(Array.from({ length: 10 }, () => history()));
    expect(rankingScore(responsive)).toBe(100);
    // Silent and unrated: only the neutral satisfaction share remains (20% × 0.5).
    expect(rankingScore(silent)).toBe(10);
  });

  it("does not reward automatic completions", () => {
    const confirmed = tallyComplaints(
      Array.from({ length: 10 }, () => repliedWithin(5, { status: "completed" })),
    );
    const automatic = tallyComplaints(
      Array.from({ length: 10 }, () => repliedWithin(5, { status: "completed", isAutoCompleted: true })),
    );
    expect(rankingScore(confirmed)!).toBeGreaterThan(rankingScore(automatic)!);
  });
});
