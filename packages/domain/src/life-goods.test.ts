import { describe, expect, it } from "vitest";
import { LIFE_GOODS_BAR, LIFE_GOODS_BAR_TEXT, lifeGoodsBarShortfalls } from "./life-goods";

const tally = (complaintCount: number, repliedCount: number, completedCount: number) => ({
  complaintCount,
  repliedCount,
  completedCount,
});

describe("the life goods bar", () => {
  it("admits a brand exactly at the bar", () => {
    expect(lifeGoodsBarShortfalls(tally(20, 14, 8))).toEqual([]);
  });

  it("refuses a brand below the minimum sample whatever its rates", () => {
    expect(lifeGoodsBarShortfalls(tally(19, 19, 19))).toEqual(["公开投诉仅19件，不足20件"]);
    expect(lifeGoodsBarShortfalls(tally(0, 0, 0))).toEqual(["公开投诉仅0件，不足20件"]);
  });

  it("names each rate below its minimum", () => {
    expect(lifeGoodsBarShortfalls(tally(100, 69, 40))).toEqual(["回复率69%，低于70%"]);
    expect(lifeGoodsBarShortfalls(tally(100, 70, 39))).toEqual(["完成率39%，低于40%"]);
    expect(lifeGoodsBarShortfalls(tally(100, 10, 5))).toEqual(["回复率10%，低于70%", "完成率5%，低于40%"]);
  });

  it("compares the rates as the brand page rounds them", () => {
    // 0.6996 rounds to the page's 70.0%: the reader sees the bar met, so it is met.
    expect(lifeGoodsBarShortfalls(tally(10_000, 6_996, 4_000))).toEqual([]);
    expect(lifeGoodsBarShortfalls(tally(10_000, 6_994, 4_000))).toEqual(["回复率69.9%，低于70%"]);
  });

  it("prints the bar's own numbers", () => {
    expect(LIFE_GOODS_BAR_TEXT).toContain(`不少于${LIFE_GOODS_BAR.minSample}件`);
    expect(LIFE_GOODS_BAR_TEXT).toContain("回复率不低于70%");
    expect(LIFE_GOODS_BAR_TEXT).toContain("完成率（消费者确认）不低于40%");
  });
});
