import { describe, expect, it } from "vitest";
import { chooseSearchWindow, type WordStatistics } from "./search-window";

const NOW = new Date("2026-11-23T08:00:00Z");
const NEEDED = 1001;

/** Shares of a million complaints each of these days holds. */
function days(from: number, to: number, month: string, share: number): Record<string, number> {
  const entries: Record<string, number> = {};
  for (let day = from; day <= to; day += 1) entries[`day:${month}${String(day).padStart(2, "0")}`] = share;
  return entries;
}

/**
 * A million complaints, the newest months holding 11 %, 14 %, 11 % and 10 % of them, their dekads
 * and November's days their shares of those (November's last dekad, from the 21st, has had three days).
 */
function statistics(words: Record<string, number>): WordStatistics {
  return {
    rows: 1_000_000,
    shares: new Map(
      Object.entries({
        "month:202611": 0.11,
        "dekad:2026111": 0.045,
        "dekad:2026112": 0.045,
        "dekad:2026113": 0.02,
        ...days(1, 20, "202611", 0.0045),
        "day:20261121": 0.0065,
        "day:20261122": 0.0065,
        "day:20261123": 0.007,
        "month:202610": 0.14,
        "dekad:2026101": 0.045,
        "dekad:2026102": 0.045,
        "dekad:2026103": 0.05,
        "month:202609": 0.11,
        "month:202608": 0.1,
        ...words,
      }),
    ),
  };
}

describe("chooseSearchWindow", () => {
  it("reads a word in 2.5 % of complaints from the newest dekads only", () => {
    // The month would hold 2,750 matches, more than twice the 1,251 wanted (1,001 and the margin):
    // its last dekad holds 500, and the one before 1,125 more.
    expect(chooseSearchWindow(["破损"], statistics({ 破损: 0.025 }), NOW, NEEDED)).toEqual({
      lexemes: ["dekad:2026113", "dekad:2026112"],
      since: new Date("2026-11-11T00:00:00Z"),
    });
  });

  it("takes the month that completes the window whole unless it holds more than twice what is missing", () => {
    // 11 % × 1M × 1.2 % ≈ 1,320 expected matches.
    expect(chooseSearchWindow(["蓝牙"], statistics({ 蓝牙: 0.012 }), NOW, NEEDED)).toEqual({
      lexemes: ["month:202611"],
      since: new Date("2026-11-01T00:00:00Z"),
    });
  });

  it("takes whole months while each holds fewer matches than are missing, then the next one's dekads", () => {
    // November holds 770, and October's last two dekads 665 more. October's days are not listed,
    // so its second dekad is taken whole.
    const window = chooseSearchWindow(["清洁"], statistics({ 清洁: 0.007 }), NOW, NEEDED);
    expect(window).toEqual({
      lexemes: ["month:202611", "dekad:2026103", "dekad:2026102"],
      since: new Date("2026-10-11T00:00:00Z"),
    });
  });

  it("reads a word in 6 % of complaints from the newest days, which cost less than the walk", () => {
    // The last dekad holds 1,200 matches, and the 20th 270 more; the walk would read 16,700 rows.
    expect(chooseSearchWindow(["拒绝"], statistics({ 拒绝: 0.06 }), NOW, NEEDED)).toEqual({
      lexemes: ["dekad:2026113", "day:20261120"],
      since: new Date("2026-11-20T00:00:00Z"),
    });
  });

  it("starts at the current dekad and day: those still to come hold nothing", () => {
    const busyWeekend = statistics({
      拒绝: 0.06,
      "dekad:2026113": 0.06,
      "day:20261121": 0.02,
      "day:20261122": 0.02,
      "day:20261123": 0.02,
    });
    expect(chooseSearchWindow(["拒绝"], busyWeekend, NOW, NEEDED)).toEqual({
      lexemes: ["day:20261123", "day:20261122"],
      since: new Date("2026-11-22T00:00:00Z"),
    });
    const midNovember = new Date("2026-11-15T08:00:00Z");
    expect(chooseSearchWindow(["破损"], statistics({ 破损: 0.03 }), midNovember, NEEDED)).toEqual({
      lexemes: ["dekad:2026112"],
      since: new Date("2026-11-11T00:00:00Z"),
    });
  });

  it("counts a month the statistics do not list as empty, e.g. one just begun", () => {
    const shares = statistics({ 蓝牙: 0.012 });
    const earlyDecember = new Date("2026-12-01T01:00:00Z");
    expect(chooseSearchWindow(["蓝牙"], shares, earlyDecember, NEEDED)?.lexemes).toEqual([
      "month:202612",
      "month:202611",
    ]);
  });

  it("takes a month whole when the statistics list it but not its dekads", () => {
    const { rows, shares } = statistics({ 破损: 0.025 });
    const monthsOnly = {
      rows,
      shares: new Map([...shares].filter(([lexeme]) => lexeme.startsWith("month:") || lexeme === "破损")),
    };
    expect(chooseSearchWindow(["破损"], monthsOnly, NOW, NEEDED)).toEqual({
      lexemes: ["month:202611"],
      since: new Date("2026-11-01T00:00:00Z"),
    });
  });

  it("leaves a rare word to its index: every match is read, and they are few", () => {
    // Missing from the statistics: rarer than every word they list.
    expect(chooseSearchWindow(["拉链"], statistics({}), NOW, NEEDED)).toBeNull();
    // Listed, but with no more than twice the matches needed.
    expect(chooseSearchWindow(["器材"], statistics({ 器材: 0.002 }), NOW, NEEDED)).toBeNull();
  });

  it("leaves a common word to the walk over the newest complaints, which finds its matches soon", () => {
    expect(chooseSearchWindow(["退款"], statistics({ 退款: 0.6 }), NOW, NEEDED)).toBeNull();
    // In 20 % of complaints: the newest day holds 1,400 matches, the walk reads 5,000 rows, cheaper.
    expect(chooseSearchWindow(["投诉"], statistics({ 投诉: 0.2 }), NOW, NEEDED)).toBeNull();
  });

  it("takes a phrase to be as frequent as its rarest word", () => {
    const shares = statistics({ 蓝牙: 0.012, 耳机: 0.3, 拉链: 0.0004 });
    expect(chooseSearchWindow(["蓝牙", "耳机"], shares, NOW, NEEDED)?.lexemes).toEqual(["month:202611"]);
    expect(chooseSearchWindow(["蓝牙", "拉链"], shares, NOW, NEEDED)).toBeNull();
  });

  it("has nothing to narrow without words or without statistics", () => {
    expect(chooseSearchWindow([], statistics({}), NOW, NEEDED)).toBeNull();
    expect(chooseSearchWindow(["蓝牙"], { rows: 0, shares: new Map() }, NOW, NEEDED)).toBeNull();
  });

  it("splits finer for the recent words index, where the word has few entries", () => {
    // November would hold 1,650 matches: its whole for the whole index (under twice the 1,251
    // wanted), but over a quarter more than wanted for the recent one, where the word has 1,500
    // entries and November's days 4,500 complaints each.
    const shares = statistics({ 蓝牙: 0.015 });
    expect(chooseSearchWindow(["蓝牙"], shares, NOW, NEEDED)).toEqual({
      lexemes: ["month:202611"],
      since: new Date("2026-11-01T00:00:00Z"),
    });
    expect(chooseSearchWindow(["蓝牙"], shares, NOW, NEEDED, { rows: 100_000 })).toEqual({
      lexemes: [
        "dekad:2026113",
        "dekad:2026112",
        "day:20261110",
        "day:20261109",
        "day:20261108",
        "day:20261107",
        "day:20261106",
      ],
      since: new Date("2026-11-06T00:00:00Z"),
    });
  });

  it("keeps to parts that hold well more complaints than the word has entries in the recent index", () => {
    // In 2.5 % of the recent index's 200,000: 5,000 entries, more than a day's 4,500 complaints.
    expect(chooseSearchWindow(["破损"], statistics({ 破损: 0.025 }), NOW, NEEDED, { rows: 200_000 })).toEqual(
      {
        lexemes: ["dekad:2026113", "dekad:2026112"],
        since: new Date("2026-11-11T00:00:00Z"),
      },
    );
  });

  it("reads every match when the months listed cannot hold enough", () => {
    const sparse: WordStatistics = { rows: 1_000_000, shares: new Map([["蓝牙", 0.012]]) };
    expect(chooseSearchWindow(["蓝牙"], sparse, NOW, NEEDED)).toBeNull();
  });
});
