import { describe, expect, it } from "vitest";
import { searchDayLexeme, searchDekadLexeme, searchMonthLexeme, segmentForSearch } from "./search-tokens";

describe("segmentForSearch", () => {
  it("splits Chinese into words and drops punctuation", () => {
    const tokens = segmentForSearch("联系客服多次无人处理，要求退货退款！");
    expect(tokens).not.toMatch(/[，！]/);
    expect(tokens.split(" ")).toContain("退款");
    expect(tokens.replace(/ /g, "")).toBe("联系客服多次无人处理要求退货退款");
  });

  it("lower-cases and folds full-width Latin letters and digits", () => {
    expect(segmentForSearch("ＶＩＰ会员 iPhone15")).toBe(segmentForSearch("vip会员 iphone15"));
    expect(segmentForSearch("ＶＩＰ")).toBe("vip");
  });

  it("returns an empty string for text without words", () => {
    expect(segmentForSearch("，。！  ")).toBe("");
  });
});

describe("searchMonthLexeme, searchDekadLexeme and searchDayLexeme", () => {
  it("name a moment's month, dekad and day in UTC", () => {
    // 23:30 on the last of October in Shanghai is still October in UTC.
    const octoberEnd = new Date("2026-10-31T15:30:00Z");
    expect(searchMonthLexeme(octoberEnd)).toBe("month:202610");
    expect(searchDekadLexeme(octoberEnd)).toBe("dekad:2026103");
    expect(searchDayLexeme(octoberEnd)).toBe("day:20261031");
    expect(searchDayLexeme(new Date("2026-03-01T00:00:00Z"))).toBe("day:20260301");
    expect(searchDekadLexeme(new Date("2026-02-10T23:59:59Z"))).toBe("dekad:2026021");
    expect(searchDekadLexeme(new Date("2026-02-11T00:00:00Z"))).toBe("dekad:2026022");
  });

  it("put the month's last days, the 31st included, in its third dekad", () => {
    const dekads = [1, 10, 11, 20, 21, 30, 31].map((day) =>
      searchDekadLexeme(new Date(Date.UTC(2026, 9, day, 12))),
    );
    expect(dekads).toEqual(["1", "1", "2", "2", "3", "3", "3"].map((dekad) => `dekad:202610${dekad}`));
  });
});
