import { describe, expect, it } from "vitest";
import {
  findAdvertisingViolation,
  isLicenseNumber,
  LICENSE_NO_MESSAGE,
  lawyerRecheckDueAt,
  PRACTICE_AREA_CODES,
  PRACTICE_AREAS,
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

describe("lawyer profile rules in words", () => {
  it("lists every practice area by name in the pages' order", () => {
    expect(PRACTICE_AREAS.map((area) => `${area.code}:${area.name}`)).toEqual([
      "consumer:消费维权",
      "contract:合同纠纷",
      "product_quality:产品质量",
      "food_drug:食品药品",
      "ecommerce:电子商务",
      "finance:金融消费",
      "medical_beauty:医疗美容",
      "education:教育培训",
      "property:房产物业",
      "travel:旅游出行",
      "transport:交通出行",
      "telecom:通信网络",
      "insurance:保险理赔",
      "labour:劳动争议",
    ]);
    expect(PRACTICE_AREA_CODES).toEqual(PRACTICE_AREAS.map((area) => area.code));
    expect(practiceAreaName("finance")).toBe("金融消费");
    expect(practiceAreaName("unknown")).toBe("unknown");
    expect(LICENSE_NO_MESSAGE).toBe("请填写17位数字的律师执业证号");
  });

  it("accepts a licence first issued this year", () => {
    expect(isLicenseNumber("13301202610234567", NOW)).toBe(true);
    expect(isLicenseNumber("13301202610234567", new Date("2026-01-01T00:00:00Z"))).toBe(true);
    expect(isLicenseNumber("13301202610234567", new Date("2025-12-31T15:59:59Z"))).toBe(false);
  });

  it("reads the year from digits 6–9 only, and the whole value", () => {
    // "20151" (digits 5–9) or "0151" (digits 7–10) would read as an impossible year.
    expect(isLicenseNumber("13302015102345678", NOW)).toBe(false);
    expect(isLicenseNumber("x13301201510234567", NOW)).toBe(false);
    expect(isLicenseNumber("13301201510234567x", NOW)).toBe(false);
  });
});

describe("advertising rules, each wording", () => {
  const MESSAGES: Record<string, string> = {
    win_rate: "内容不符合律师执业广告规则：不得宣传胜诉率、成功率",
    amount_won: "内容不符合律师执业广告规则：不得宣传为当事人争取的金额或案件标的额",
    guaranteed_result: "内容不符合律师执业广告规则：不得承诺办案结果",
    comparison: "内容不符合律师执业广告规则：不得与其他律师比较或自称最优",
    fee_offer: "内容不符合律师执业广告规则：不得以免费或优惠收费招揽业务",
  };

  it.each([
    ...["胜诉率", "胜率九成", "成功率高", "百战百胜", "从未败诉", "无一败诉", "未尝败绩", "常胜律师"].map(
      (text) => [text, "win_rate"],
    ),
    ...[
      "挽回损失",
      "挽回经济损失",
      "标的额过亿",
      "标的总额",
      "追回十万元",
      "争取到赔偿5万",
      "获赔3亿",
      "赢得二十万元",
      "索回欠款8000元",
      "拿回押金两千元",
      "讨回货款一百万",
    ].map((text) => [text, "amount_won"]),
    ...[
      "包赢",
      "包胜",
      "稳赢",
      "必胜",
      "必赢",
      "保证赢",
      "保证成功",
      "保证拿到赔偿",
      "保证赔偿",
      "保证结果",
      "确保胜诉",
      "确保赢",
      "确保成功",
      "确保拿到",
      "确保赔偿",
      "承诺胜诉",
      "承诺结果",
      "承诺赔偿",
      "百分之百",
      "100%",
      "100 %",
      "无效退款",
      "没有打不赢的官司",
    ].map((text) => [text, "guaranteed_result"]),
    ...[
      "最好律师",
      "最好的律师",
      "最强团队",
      "最权威",
      "最优秀",
      "第一律师",
      "排名第一",
      "头号律师",
      "顶级律师",
      "王牌律师",
      "No.1",
      "no 1",
      "NO1",
      "优于其他律所",
      "胜过其他同行",
      "比其他律师更专业",
      "其他律师做不到的",
      "其他律师办不到",
    ].map((text) => [text, "comparison"]),
    ...[
      "免费代理",
      "零元办案",
      "0元服务",
      "免费出庭",
      "免费解答",
      "免费代写",
      "不收费",
      "零收费",
      "不收取代理费",
      "不收咨询费",
      "收费优惠",
      "代理费可减免",
      "咨询费低",
      "律师费特价",
      "律师费半价",
      "律师费打折",
      "优惠收费",
      "特价律师费",
      "半价代理费",
      "低价收费",
      "打折收费",
      "首单免单",
      "收费最低",
    ].map((text) => [text, "fee_offer"]),
  ])("refuses %s under %s", (text, rule) => {
    expect(findAdvertisingViolation(text)).toEqual({ rule, message: MESSAGES[rule] });
    expect(findAdvertisingViolation(`执业十年。${text}。欢迎来电`)).toEqual({
      rule,
      message: MESSAGES[rule],
    });
  });

  it.each([
    // An amount in another clause is no amount won.
    "帮助当事人挽回信心，后来客户付了100元",
    "挽回，共100元",
    "追回。3万元",
    "争取权益；5万元",
    // Too far apart to be one claim.
    "追回了拖欠多年的款项与利息等等共计3万元",
    "获赔5件商品的退货运费",
    // A fee discount mentioned in another clause.
    "律师费，按规定收取；优惠券纠纷",
    "优惠，律师费按标准",
    // Consumer disputes a lawyer takes on, not offers.
    "免费试用陷阱",
    "代理过收费纠纷，也代理过低价团购纠纷",
    "专业、最近更名",
    "No way",
    "Nobody",
    "承诺书纠纷",
    "保证金退还纠纷",
    "确保程序合法",
  ])("lets %s through", (text) => {
    expect(findAdvertisingViolation(text)).toBeNull();
  });
});

describe("advertising rules, amounts and spacing", () => {
  const AMOUNT_WON = {
    rule: "amount_won",
    message: "内容不符合律师执业广告规则：不得宣传为当事人争取的金额或案件标的额",
  };

  it("reads words between the number and its unit as one amount", () => {
    expect(findAdvertisingViolation("为当事人追回欠款5千多元")).toEqual(AMOUNT_WON);
  });

  it("counts a run of spaces as one character of distance, never as none", () => {
    // Eight characters and three spaces: nine apart once the run is one space, within the ten allowed.
    expect(findAdvertisingViolation("追回了拖欠的款项共计   3万元")).toEqual(AMOUNT_WON);
    // Ten characters and a space: eleven apart.
    expect(findAdvertisingViolation("追回了拖欠多年的款项利息 3万元")).toBeNull();
  });
});
