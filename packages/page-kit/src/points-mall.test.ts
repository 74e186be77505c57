import { describe, expect, it } from "vitest";
import { newRedemptionKey, redeemButton, redeemConfirmText } from "./points-mall";

const benefit = { title: "会员体验1天", price_points: 30, needs_complaint: false };

describe("the points mall's words", () => {
  it("says what a redemption costs and leaves", () => {
    expect(redeemConfirmText(benefit, 100)).toBe(
      "将使用 30 积分兑换「会员体验1天」，兑换后剩余 70 积分。兑换后积分不退还。",
    );
  });

  it("offers the button only when the balance covers the price, else says what is missing", () => {
    expect(redeemButton(benefit, 30)).toEqual({ enabled: true, label: "兑换" });
    expect(redeemButton(benefit, 12)).toEqual({ enabled: false, label: "还差 18 积分" });
  });

  it("makes keys the redemption endpoint accepts, a new one each time", () => {
    const key = newRedemptionKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRedemptionKey()).not.toBe(key);
  });
});
