import { describe, expect, it } from "vitest";
import { buildPath } from "./define-contract";
import { phoneSchema, smsCodeSchema } from "./shared";

describe("buildPath", () => {
  it("substitutes and encodes parameters, drops missing optional ones", () => {
    expect(buildPath("/user/push/read/:id", { id: 7 })).toBe("/user/push/read/7");
    expect(buildPath("/complaint/comment/:id?", {})).toBe("/complaint/comment/");
    expect(buildPath("/brand/:name", { name: "a/b 品牌" })).toBe("/brand/a%2Fb%20%E5%93%81%E7%89%8C");
  });

  it("refuses a missing required parameter", () => {
    expect(() => buildPath("/v2/complaint/:id", undefined)).toThrow(/id/);
  });
});

describe("shared field schemas", () => {
  it("normalises phones by removing whitespace and explains failures in Chinese", () => {
    expect(phoneSchema.parse(" 138 1234 5678 ")).toBe("13812345678");
    expect(phoneSchema.safeParse("12345").error?.issues[0]?.message).toBe("请输入正确的11位手机号");
  });

  it("accepts exactly six digits as an SMS code", () => {
    expect(smsCodeSchema.parse(" 012345 ")).toBe("012345");
    expect(smsCodeSchema.safeParse("12345").success).toBe(false);
  });
});
