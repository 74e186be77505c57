import { describe, expect, it } from "vitest";
import {
  findAdvertisingViolation,
  isLicenseNumber,
  lawyerRecheckDueAt,
  PRACTICE_AREA_CODES,
  practiceAreaName,
} from "./lawyer";

const NOW = new Date("2026-06-01T04:00:00Z");

describe("practice areas", () => {
  it("include the platform's own field and name every code once", () => {
    expect(practiceAreaName("consumer")).toBe("消费维权");
    expect(new Set(PRACTICE_AREA_CODES).size).toBe(PRACTICE_AREA_CODES.length);
  });
});

describe("isLicenseNumber", () => {
  it("accepts 17 digits whose first-issue year is possible", () => {
    expect(isLicenseNumber("13301201510234567", NOW)).toBe(true);
    expect(isLicenseNumber("11101197910000001", NOW)).toBe(true);
  });

  it("refuses other lengths, letters and impossible years", () => {
    for (const value of [
      "",
      "1330120151023456",
      "133012015102345678",
      "1330120151023456X",
      "13301 2015102345",
      "13301197810234567", // before licences were issued again
      "13301202710234567", // in the future
    ]) {
      expect(isLicenseNumber(value, NOW), value).toBe(false);
    }
  });
});

describe("findAdvertisingViolation", () => {
  it("lets a factual introduction through", () => {
    for (const text of [
      "执业十年，专注消费者权益保护、产品质量与电子商务纠纷，熟悉平台规则与诉讼程序。",
      "代理过多起预付卡退费、优惠券纠纷和免费试用陷阱案件，注重与当事人沟通。",
      "浙江省律师协会消费者权益保护专业委员会委员。",
    ]) {
      expect(findAdvertisingViolation(text), text).toBeNull();
    }
  });

  it.each([
    ["胜诉率高达95%", "win_rate", "胜诉率"],
    ["执业以来从未败诉", "win_rate", "胜诉率"],
    ["累计为客户挽回损失3000余万元", "amount_won", "金额"],
    ["曾为当事人追回货款120万元", "amount_won", "金额"],
    ["包赢，不赢不要钱", "guaranteed_result", "办案结果"],
    ["保证胜诉", "guaranteed_result", "办案结果"],
    ["不成功不收费", "guaranteed_result", "办案结果"],
    ["本市最专业的消费维权律师", "comparison", "其他律师"],
    ["金牌律师团队", "comparison", "其他律师"],
    ["首次咨询免费咨询", "fee_offer", "免费或优惠收费"],
    ["律师费八折优惠", "fee_offer", "免费或优惠收费"],
    ["本所不收任何律师费", "fee_offer", "免费或优惠收费"],
  ])("refuses %s under %s with a message naming the rule", (text, rule, named) => {
    const violation = findAdvertisingViolation(text);
    expect(violation?.rule).toBe(rule);
    expect(violation?.message).toContain("律师执业广告规则");
    expect(violation?.message).toContain(named);
  });
});

describe("lawyerRecheckDueAt", () => {
  it("falls a year after verification", () => {
    expect(lawyerRecheckDueAt(new Date("2026-03-01T00:00:00Z")).toISOString()).toBe(
      "2027-03-01T00:00:00.000Z",
    );
  });
});
