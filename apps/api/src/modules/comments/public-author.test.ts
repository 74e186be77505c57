import { anonymousNickname } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { publicNickname } from "./public-author";

describe("publicNickname", () => {
  it("keeps an ordinary nickname", () => {
    expect(publicNickname("爱喝奶茶的猫", 7)).toBe("爱喝奶茶的猫");
  });

  it("masks a phone number used as, or inside, a nickname", () => {
    expect(publicNickname("13812348888", 7)).toBe("138****8888");
    expect(publicNickname("小王13812348888", 7)).toBe("小王138****8888");
  });

  it("falls back to the generated nickname when there is none", () => {
    expect(publicNickname("", 42)).toBe(anonymousNickname(42));
    expect(publicNickname("   ", 42)).toBe(anonymousNickname(42));
    expect(publicNickname(null, 42)).toBe(anonymousNickname(42));
  });
});
