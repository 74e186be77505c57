import { describe, expect, it } from "vitest";
import { memberPriceWords, vipShortenedWords } from "./vip-texts";

describe("what a refund took off the membership, in words", () => {
  it("says days and hours, to the nearest hour", () => {
    expect(vipShortenedWords(15 * 86_400)).toBe("缩短15天");
    expect(vipShortenedWords(14 * 86_400 + 6 * 3600 + 1000)).toBe("缩短14天6小时");
    expect(vipShortenedWords(5 * 3600)).toBe("缩短5小时");
    expect(vipShortenedWords(600)).toBe("缩短不足1小时");
  });

  it("says nothing while nothing was taken", () => {
    expect(vipShortenedWords(null)).toBeNull();
    expect(vipShortenedWords(0)).toBeNull();
  });
});

describe("a member's entrustment price, in words", () => {
  const quoted = { quote_fen: 300_050, member_price: { discount_percent: 15, price_fen: 255_042 } };

  it("tells the consumer the member price, the fee and what they save", () => {
    expect(memberPriceWords(quoted, "consumer")).toBe(
      "2550.42元（律师报价3000.50元，会员优惠 减15%，节省450.08元）",
    );
  });

  it("tells the lawyer the member price applies to their quote", () => {
    expect(memberPriceWords(quoted, "lawyer")).toBe(
      "2550.42元（您的报价3000.50元，会员优惠 减15%，委托人按会员价付费）",
    );
  });

  it("names the discount before the quote, and nothing for an entrustment without one", () => {
    const requested = { quote_fen: null, member_price: { discount_percent: 10, price_fen: null } };
    expect(memberPriceWords(requested, "consumer")).toContain("会员优惠 减10%");
    expect(memberPriceWords(requested, "lawyer")).toContain("委托人请求时是会员");
    expect(memberPriceWords({ quote_fen: 100, member_price: null }, "consumer")).toBeNull();
  });
});
