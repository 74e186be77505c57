import { describe, expect, it } from "vitest";
import {
  BIND_EXPIRED_MESSAGE,
  isEmail,
  isMobilePhone,
  isRealName,
  MOBILE_PHONE_MESSAGE,
  REAL_NAME_MESSAGE,
  requiredAttributeMessage,
} from "./validation";

describe("isMobilePhone", () => {
  it("accepts 11 digits starting with 1", () => {
    expect(isMobilePhone("13812348888")).toBe(true);
    expect(isMobilePhone("19900000000")).toBe(true);
  });

  it("ignores any whitespace, including inside the number", () => {
    expect(isMobilePhone(" 138 1234 8888 ")).toBe(true);
    expect(isMobilePhone("138\t1234\n8888")).toBe(true);
    expect(isMobilePhone("138\u30001234\u30008888")).toBe(true);
  });

  it("rejects other lengths, first digits and characters", () => {
    expect(isMobilePhone("1381234888")).toBe(false);
    expect(isMobilePhone("138123488889")).toBe(false);
    expect(isMobilePhone("23812348888")).toBe(false);
    expect(isMobilePhone("+8613812348888")).toBe(false);
    expect(isMobilePhone("138-1234-8888")).toBe(false);
    expect(isMobilePhone("1381234888a")).toBe(false);
    expect(isMobilePhone("１３８１２３４８８８８")).toBe(false);
    expect(isMobilePhone("")).toBe(false);
  });
});

describe("isRealName", () => {
  it("accepts 2 to 6 Han characters", () => {
    expect(isRealName("张三")).toBe(true);
    expect(isRealName("欧阳娜娜")).toBe(true);
    expect(isRealName("爱新觉罗溥仪")).toBe(true);
  });

  it("counts characters outside the BMP as one", () => {
    expect(isRealName("𠮷野")).toBe(true);
    expect(isRealName("𠮷𠮷𠮷𠮷𠮷𠮷")).toBe(true);
  });

  it("accepts U+00B7 between Han characters, counted in the length", () => {
    expect(isRealName("买买提·艾力")).toBe(true);
    expect(isRealName("阿·沛")).toBe(true);
    expect(isRealName("阿沛·阿旺晋美")).toBe(false);
  });

  it("rejects misplaced or look-alike dots", () => {
    expect(isRealName("·张三")).toBe(false);
    expect(isRealName("张三·")).toBe(false);
    expect(isRealName("张··三")).toBe(false);
    expect(isRealName("··")).toBe(false);
    expect(isRealName("买买提•艾力")).toBe(false);
    expect(isRealName("买买提・艾力")).toBe(false);
    expect(isRealName("买买提.艾力")).toBe(false);
  });

  it("rejects lengths outside 2 to 6 and non-Han text", () => {
    expect(isRealName("")).toBe(false);
    expect(isRealName("张")).toBe(false);
    expect(isRealName("一二三四五六七")).toBe(false);
    expect(isRealName("张 三")).toBe(false);
    expect(isRealName(" 张三")).toBe(false);
    expect(isRealName("Tom")).toBe(false);
    expect(isRealName("张3")).toBe(false);
    expect(isRealName("さくら")).toBe(false);
  });

  it("has the product's message", () => {
    expect(REAL_NAME_MESSAGE).toBe("请填写有效真实姓名");
  });
});

describe("isEmail", () => {
  it("accepts letters, digits, Han characters and . _ - + before the @", () => {
    expect(isEmail("user@example.com")).toBe(true);
    expect(isEmail("first.last+tag_1-x@mail.example.com.cn")).toBe(true);
    expect(isEmail("张三@example.com")).toBe(true);
    expect(isEmail("123456@qq.com")).toBe(true);
    expect(isEmail("a@中国移动.中国")).toBe(true);
  });

  it("needs a dot in the domain and a letter top-level domain", () => {
    expect(isEmail("user@localhost")).toBe(false);
    expect(isEmail("user@example.c")).toBe(false);
    expect(isEmail("user@127.0.0.1")).toBe(false);
    expect(isEmail("user@-example.com")).toBe(false);
    expect(isEmail("user@example-.com")).toBe(false);
    expect(isEmail("user@example..com")).toBe(false);
  });

  it("rejects a malformed local part", () => {
    expect(isEmail("@example.com")).toBe(false);
    expect(isEmail(".user@example.com")).toBe(false);
    expect(isEmail("user.@example.com")).toBe(false);
    expect(isEmail("us..er@example.com")).toBe(false);
    expect(isEmail("us er@example.com")).toBe(false);
    expect(isEmail("a@b@example.com")).toBe(false);
    expect(isEmail(" user@example.com")).toBe(false);
    expect(isEmail("")).toBe(false);
  });
});

describe("requiredAttributeMessage", () => {
  it("prefixes the attribute name with 请填写", () => {
    expect(requiredAttributeMessage("订单号")).toBe("请填写订单号");
    expect(requiredAttributeMessage("")).toBe("请填写");
  });
});

describe("validation messages in words", () => {
  it("words each refusal", () => {
    expect(REAL_NAME_MESSAGE).toBe("请填写有效真实姓名");
    expect(MOBILE_PHONE_MESSAGE).toBe("请输入正确的11位手机号");
    expect(BIND_EXPIRED_MESSAGE).toBe("绑定已超时，请重新操作");
    expect(requiredAttributeMessage("订单号")).toBe("请填写订单号");
  });
});
