import { describe, expect, it } from "vitest";
import { chooseSearchWindow, type WordStatistics } from "./search-window";

const NOW = new Date("2026-11-23T08:00:00Z");
const NEEDED = 1001;

/** A million complaints, the newest months holding 11 %, 14 %, 11 % and 10 % of them. */
function statistics(words: Record<string, number>): WordStatistics {
  return {
    rows: 1_000_000,
    shares: new Map(
      Object.entries({
        "month:202611": 0.11,
        "month:202610": 0.14,
        "month:202609": 0.11,
        "month:202608": 0.1,
        ...words,
      }),
    ),
  };
}

describe("chooseSearchWindow", () => {
  it("reads a word in 1 % of complaints from the newest month alone", () => {
    // 11 % × 1M × 1.2 % ≈ 1,320 expected matches: enough for 1,001 with the margin.
    expect(chooseSearchWindow(["蓝牙"], statistics({ 蓝牙: 0.012 }), NOW, NEEDED)).toEqual({
      months: ["month:202611"],
      since: new Date("2026-11-01T00:00:00Z"),
    });
  });

  it("widens the window month by month until it should hold the matches needed", () => {
    const window = chooseSearchWindow(["清洁"], statistics({ 清洁: 0.006 }), NOW, NEEDED);
    expect(window).toEqual({
      months: ["month:202611", "month:202610"],
      since: new Date("2026-10-01T00:00:00Z"),
    });
  });

  it("counts a month the statistics do not list as empty, e.g. one just begun", () => {
    const shares = statistics({ 蓝牙: 0.012 });
    const earlyDecember = new Date("2026-12-01T01:00:00Z");
    expect(chooseSearchWindow(["蓝牙"], shares, earlyDecember, NEEDED)?.months).toEqual([
      "month:202612",
      "month:202611",
    ]);
  });

  it("leaves a rare word to its index: every match is read, and they are few", () => {
    // Missing from the statistics: rarer than every word they list.
    expect(chooseSearchWindow(["拉链"], statistics({}), NOW, NEEDED)).toBeNull();
    // Listed, but with no more than twice the matches needed.
    expect(chooseSearchWindow(["器材"], statistics({ 器材: 0.002 }), NOW, NEEDED)).toBeNull();
  });

  it("leaves a common word to the walk over the newest complaints, which finds its matches soon", () => {
    expect(chooseSearchWindow(["退款"], statistics({ 退款: 0.6 }), NOW, NEEDED)).toBeNull();
    // In 6 % of complaints: a month holds 6,600 matches, the walk reads 17,000 rows, cheaper.
    expect(chooseSearchWindow(["拒绝"], statistics({ 拒绝: 0.06 }), NOW, NEEDED)).toBeNull();
  });

  it("takes a phrase to be as frequent as its rarest word", () => {
    const shares = statistics({ 蓝牙: 0.012, 耳机: 0.3, 拉链: 0.0004 });
    expect(chooseSearchWindow(["蓝牙", "耳机"], shares, NOW, NEEDED)?.months).toEqual(["month:202611"]);
    expect(chooseSearchWindow(["蓝牙", "拉链"], shares, NOW, NEEDED)).toBeNull();
  });

  it("has nothing to narrow without words or without statistics", () => {
    expect(chooseSearchWindow([], statistics({}), NOW, NEEDED)).toBeNull();
    expect(chooseSearchWindow(["蓝牙"], { rows: 0, shares: new Map() }, NOW, NEEDED)).toBeNull();
  });

  it("reads every match when the months listed cannot hold enough", () => {
    const sparse: WordStatistics = { rows: 1_000_000, shares: new Map([["蓝牙", 0.012]]) };
    expect(chooseSearchWindow(["蓝牙"], sparse, NOW, NEEDED)).toBeNull();
  });
});
