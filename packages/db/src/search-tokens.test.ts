import { describe, expect, it } from "vitest";
import { segmentForSearch } from "./search-tokens";

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
