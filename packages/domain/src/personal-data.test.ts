import { describe, expect, it } from "vitest";
import {
  findPersonalData,
  maskPersonalData,
  PERSONAL_DATA_KIND_LABELS,
  PERSONAL_DATA_KINDS,
  PUBLIC_TEXT_PERSONAL_DATA_MESSAGE,
  quotesPersonalData,
  SEARCH_KEY_PERSONAL_DATA_MESSAGE,
  searchKeyHoldsPersonalData,
} from "./personal-data";

const kinds = (text: string) =>
  findPersonalData(text).map(({ kind, start, end }) => [kind, text.slice(start, end)]);

describe("findPersonalData", () => {
  it("finds mobile numbers written whole, in groups and with +86", () => {
    expect(kinds("联系电话13712345678")).toEqual([["mobile", "13712345678"]]);
    expect(kinds("电话 137 1234 5678，谢谢")).toEqual([["mobile", "137 1234 5678"]]);
    expect(kinds("137-1234-5678")).toEqual([["mobile", "137-1234-5678"]]);
    expect(kinds("+86 13712345678")).toEqual([["mobile", "+86 13712345678"]]);
    expect(kinds("+8613712345678")).toEqual([["mobile", "+8613712345678"]]);
    expect(kinds("8613712345678")).toEqual([["mobile", "8613712345678"]]);
  });

  it("finds landline numbers with their area code", () => {
    expect(kinds("打010-12345678没人接")).toEqual([["landline", "010-12345678"]]);
    expect(kinds("(0755)2345678")).toEqual([["landline", "(0755)2345678"]]);
    expect(kinds("（021）6123 4567")).toEqual([["landline", "（021）6123 4567"]]);
    expect(kinds("0571 8765 4321")).toEqual([["landline", "0571 8765 4321"]]);
  });

  it("finds mainland ID numbers whose check character and birth date hold", () => {
    expect(kinds("身份证11010519491231002X")).toEqual([["id_card", "11010519491231002X"]]);
    expect(kinds("身份证 440305 19880615 1235")).toEqual([["id_card", "440305 19880615 1235"]]);
    expect(kinds("11010519491231002x。")).toEqual([["id_card", "11010519491231002x"]]);
  });

  it("calls an 18-digit run with a wrong check character a long number, still found", () => {
    expect(kinds("110105194912310021")).toEqual([["long_number", "110105194912310021"]]);
  });

  it("finds bank card numbers that pass the Luhn check, whole or in groups of four", () => {
    expect(kinds("卡号6222021234567890128")).toEqual([["bank_card", "6222021234567890128"]]);
    expect(kinds("6214 8301 2345 6781 已扣款")).toEqual([["bank_card", "6214 8301 2345 6781"]]);
    // Four groups of four failing Luhn: no card, and its groups are too short for any other rule.
    expect(kinds("6214 8301 2345 6782")).toEqual([]);
  });

  it("finds e-mail addresses, digits in them included", () => {
    expect(kinds("邮箱 zhang.san@example.com 或")).toEqual([["email", "zhang.san@example.com"]]);
    expect(kinds("13712345678@example.cn")).toEqual([["email", "13712345678@example.cn"]]);
  });

  it("finds order, tracking and account numbers of seven digits or more", () => {
    expect(kinds("订单号 2026031512345678")).toEqual([["long_number", "2026031512345678"]]);
    expect(kinds("SF1234567890123")).toEqual([["long_number", "1234567890123"]]);
  });

  it("reports spans in text order, without overlaps", () => {
    const text = "手机13712345678，身份证11010519491231002X，邮箱a@b.cn";
    expect(findPersonalData(text).map((span) => span.kind)).toEqual(["mobile", "id_card", "email"]);
  });

  it("leaves dates, years, amounts, model numbers and short numbers alone", () => {
    for (const text of [
      "2026年3月15日",
      "2026-03-15 14:30:00",
      "2026/03/15",
      "20260315 下单",
      "￥1299.00",
      "¥12345678",
      "共 899.00 元",
      "退款 1234567.50 元",
      "iPhone 15 Pro Max 256GB",
      "型号 KFR-35GW/BpXDN8Y1、RTX4090、SM-G9980",
      "AB-123",
      "123456",
      "400-820-8820",
      "第3次，等了15天，2025年到2026年",
    ]) {
      expect(findPersonalData(text), text).toEqual([]);
    }
  });

  it("keeps the platform's complaint number readable where the text names it", () => {
    expect(findPersonalData("见投诉编号：20000012345")).toEqual([]);
    expect(findPersonalData("投诉编号 20000012345")).toEqual([]);
    // Without its name an eleven-digit run may be an order number: masked.
    expect(kinds("单号20000012345")).toEqual([["long_number", "20000012345"]]);
    // Only a number right after its name, and only eleven digits, is the platform's.
    expect(kinds("投诉号，订单23456789012")).toEqual([["long_number", "23456789012"]]);
    expect(kinds("投诉编号：234567890123")).toEqual([["long_number", "234567890123"]]);
  });

  it("takes no phone from inside a longer run of digits, on either side", () => {
    expect(kinds("137123456789")).toEqual([["long_number", "137123456789"]]);
    expect(kinds("913712345678")).toEqual([["long_number", "913712345678"]]);
  });

  it("finds e-mail addresses on subdomains whole", () => {
    expect(kinds("写信到 li.lei@mail.example.com.cn 吧")).toEqual([["email", "li.lei@mail.example.com.cn"]]);
  });

  it("calls an eight-digit run a date only when it is a whole calendar date", () => {
    for (const run of ["20261315", "20260015", "20260332", "20260300"])
      expect(kinds(`单号${run}`), run).toEqual([["long_number", run]]);
    expect(kinds("订单1234520260315")).toEqual([["long_number", "1234520260315"]]);
    // The first and last month and day of the year are dates too.
    expect(kinds("20260101 至 20261231")).toEqual([]);
  });

  it("takes a run for an amount only right after its currency sign", () => {
    expect(findPersonalData("￥ 1234567")).toEqual([]);
    expect(kinds("￥5 订单1234567")).toEqual([["long_number", "1234567"]]);
    // A decimal part makes an amount only right after the run, not anywhere later in the text.
    expect(kinds("订单1234567，退款3.5元")).toEqual([["long_number", "1234567"]]);
  });

  it("finds two pieces that touch, one ending where the next begins", () => {
    expect(kinds("li@abc.com13712345678")).toEqual([
      ["email", "li@abc.com"],
      ["mobile", "13712345678"],
    ]);
    expect(kinds("1234567X+8613712345678")).toEqual([
      ["long_number", "1234567X"],
      ["mobile", "+8613712345678"],
    ]);
  });
});

describe("maskPersonalData", () => {
  it("masks phones like maskPhone, keeping the words around them", () => {
    expect(maskPersonalData("联系电话13712345678")).toBe("联系电话137****5678");
    expect(maskPersonalData("来电 138 1234 8888，每天三次")).toBe("来电 138****8888，每天三次");
    expect(maskPersonalData("138-1234-8888")).toBe("138****8888");
    expect(maskPersonalData("+86 13712345678")).toBe("+86 137****5678");
    // The country code is kept however it is written, and only at the start: 86 inside is digits.
    expect(maskPersonalData("+8613712345678")).toBe("+86137****5678");
    expect(maskPersonalData("86 13712345678")).toBe("86 137****5678");
    expect(maskPersonalData("13786123456")).toBe("137****3456");
    expect(maskPersonalData("010-12345678")).toBe("010****5678");
  });

  it("masks ID, card, order and tracking numbers and e-mail addresses", () => {
    expect(maskPersonalData("11010519491231002X")).toBe("110***********002X");
    expect(maskPersonalData("6214 8301 2345 6781")).toBe("621*********6781");
    expect(maskPersonalData("SF1234567890123")).toBe("SF123******0123");
    expect(maskPersonalData("HT2026123456")).toBe("HT202***3456");
    expect(maskPersonalData("zhang.san@example.com")).toBe("z***@example.com");
  });

  it("masks every long number, a seven-digit one entirely", () => {
    expect(maskPersonalData("订单 1234567 和 76543210")).toBe("订单 ******* 和 765*3210");
  });

  it("leaves text without personal data as it is", () => {
    expect(maskPersonalData("")).toBe("");
    expect(maskPersonalData("￥1299.00，2026-03-15，投诉编号20000012345")).toBe(
      "￥1299.00，2026-03-15，投诉编号20000012345",
    );
  });

  it("leaves nothing of a marker number whole", () => {
    const masked = maskPersonalData("电话13712345678 身份证440305198806151235 卡6222021234567890128");
    expect(masked).not.toContain("13712345678");
    expect(masked).not.toContain("440305198806151235");
    expect(masked).not.toContain("6222021234567890128");
  });
});

describe("quotesPersonalData", () => {
  it("finds the given phone or ID number however it is written", () => {
    expect(quotesPersonalData("已联系您 137 1234 5678", ["13712345678"])).toBe(true);
    expect(quotesPersonalData("+86-13712345678", ["13712345678"])).toBe(true);
    expect(quotesPersonalData("身份证11010519491231002x", ["11010519491231002X"])).toBe(true);
    // Among other numbers, by the piece itself.
    expect(quotesPersonalData("电话13712345678，订单1234567", ["13712345678"])).toBe(true);
  });

  it("does not refuse other numbers or nothing to compare", () => {
    expect(quotesPersonalData("客服电话 13800001111", ["13712345678"])).toBe(false);
    expect(quotesPersonalData("13712345678", [])).toBe(false);
    expect(quotesPersonalData("13712345678", [""])).toBe(false);
    expect(quotesPersonalData("没有号码", ["13712345678"])).toBe(false);
    // A value without digits matches nothing, not an e-mail address without digits.
    expect(quotesPersonalData("邮箱 li@abc.com", ["", "13712345678"])).toBe(false);
    // Only a mobile number is the same with a country code before it: a longer run is another number.
    expect(quotesPersonalData("订单9913712345678", ["13712345678"])).toBe(false);
  });
});

describe("searchKeyHoldsPersonalData", () => {
  it("holds for a phone, ID or long number however written, not for words, short numbers or a complaint's number", () => {
    for (const key of ["13712345678", "137 1234 5678", "12345678", "110105199003070013", "a@example.com"]) {
      expect(searchKeyHoldsPersonalData(key), key).toBe(true);
    }
    for (const key of ["空调漏水", "345678", "iPhone15", "23012345678", " 23012345678 "]) {
      expect(searchKeyHoldsPersonalData(key), key).toBe(false);
    }
  });
});

describe("personal data in words", () => {
  it("names each kind, and words the refusals of replies and searches", () => {
    expect(PERSONAL_DATA_KINDS).toEqual([
      "mobile",
      "landline",
      "id_card",
      "bank_card",
      "email",
      "long_number",
    ]);
    expect(PERSONAL_DATA_KIND_LABELS).toEqual({
      mobile: "手机号",
      landline: "固定电话",
      id_card: "身份证号",
      bank_card: "银行卡号",
      email: "电子邮箱",
      long_number: "长数字（订单号等）",
    });
    expect(PUBLIC_TEXT_PERSONAL_DATA_MESSAGE).toBe(
      "回复内容将公开展示，请勿填写投诉人的手机号、身份证号等个人信息",
    );
    expect(SEARCH_KEY_PERSONAL_DATA_MESSAGE).toBe("搜索词不能包含手机号、身份证号等个人信息");
  });
});
