import { describe, expect, it } from "vitest";
import {
  type BrandTally,
  EMPTY_TALLY,
  FIGURE_DEFINITIONS,
  formatHours,
  formatRate,
  formatSatisfaction,
  INSUFFICIENT_SAMPLE,
  MIN_RATE_SAMPLE,
  PERIOD_FIGURE_DAYS,
  rankingScore,
  rateOf,
  sampledMedianHours,
  sampledRate,
  satisfactionOf,
} from "./brand-figures";

// What the refresh counts is tested where it is counted (apps/api brand-figures.int.test.ts); these
// tests pin what is done with the counts: thresholds, rounding, wording and the ranking score.

const tally = (counts: Partial<BrandTally>): BrandTally => ({ ...EMPTY_TALLY, ...counts });

describe("rates", () => {
  it("are the share of the whole to three decimals, and 0 when nothing was counted", () => {
    expect(rateOf(1, 3)).toBe(0.333);
    expect(rateOf(2, 3)).toBe(0.667);
    expect(rateOf(7, 7)).toBe(1);
    expect(rateOf(0, 0)).toBe(0);
  });
});

describe("minimum sample", () => {
  it("shows no rate below the minimum sample", () => {
    expect(sampledRate(3, MIN_RATE_SAMPLE - 1)).toBeNull();
    expect(formatRate(sampledRate(3, MIN_RATE_SAMPLE - 1))).toBe(INSUFFICIENT_SAMPLE);
    expect(sampledRate(3, MIN_RATE_SAMPLE)).toBe(0.3);
    expect(formatRate(0.3)).toBe("30%");
    expect(sampledRate(0, 0, 0)).toBeNull();
  });

  it("shows satisfaction only with enough consumer ratings", () => {
    expect(satisfactionOf({ ratingCount: 4, satisfactionSum: 20 })).toBeNull();
    expect(satisfactionOf({ ratingCount: 5, satisfactionSum: 21 })).toBe(4.2);
    expect(formatSatisfaction(4.2)).toBe("4.2 / 5");
    expect(formatSatisfaction(null)).toBe(INSUFFICIENT_SAMPLE);
  });

  it("shows the median first response only from the minimum sample of responded complaints", () => {
    expect(sampledMedianHours(5.55, MIN_RATE_SAMPLE - 1)).toBeNull();
    expect(sampledMedianHours(null, 0)).toBeNull();
    expect(sampledMedianHours(5.55, MIN_RATE_SAMPLE)).toBe(5.6);
    expect(sampledMedianHours(24, 400)).toBe(24);
  });

  it("does not rank a brand below the minimum sample", () => {
    expect(rankingScore(tally({ complaintCount: MIN_RATE_SAMPLE - 1, repliedCount: 9 }))).toBeNull();
  });
});

describe("formatHours", () => {
  it("formats long waits in days", () => {
    expect(formatHours(5.5)).toBe("5.5 小时");
    expect(formatHours(72)).toBe("3 天");
    expect(formatHours(null)).toBe(INSUFFICIENT_SAMPLE);
  });
});

describe("rankingScore", () => {
  it("scores a brand that answers and resolves above one that stays silent", () => {
    const responsive = tally({
      complaintCount: 10,
      repliedCount: 10,
      timelyCount: 10,
      completedCount: 10,
      ratingCount: 10,
      satisfactionSum: 50,
    });
    expect(rankingScore(responsive)).toBe(100);
    // Silent and unrated: only the neutral satisfaction share remains (20% × 0.5).
    expect(rankingScore(tally({ complaintCount: 10 }))).toBe(10);
  });

  it("does not reward automatic completions", () => {
    const replied = { complaintCount: 10, repliedCount: 10, timelyCount: 10 };
    const confirmed = rankingScore(tally({ ...replied, completedCount: 10 }));
    const automatic = rankingScore(tally({ ...replied, autoCompletedCount: 10 }));
    expect(confirmed).toBe(90);
    expect(automatic).toBe(60);
  });
});

describe("FIGURE_DEFINITIONS", () => {
  it("names the period and the deadline the refresh counts with", () => {
    expect(FIGURE_DEFINITIONS.medianFirstResponse).toContain(`近${PERIOD_FIGURE_DAYS}天`);
    expect(FIGURE_DEFINITIONS.medianFirstResponse).toContain(`少于${MIN_RATE_SAMPLE}件`);
    expect(FIGURE_DEFINITIONS.topProblems).toContain(`近${PERIOD_FIGURE_DAYS}天`);
    expect(FIGURE_DEFINITIONS.timelyRate).toBe(
      "发布后5个工作日（已扣除法定节假日）内首次响应并已回复的投诉 ÷ 公开投诉总数",
    );
  });
});

describe("formatHours at the switch to days", () => {
  it("counts hours below 48 and days from 48 on", () => {
    expect(formatHours(47)).toBe("47 小时");
    expect(formatHours(48)).toBe("2 天");
  });
});
