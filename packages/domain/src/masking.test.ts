import { describe, expect, it } from "vitest";
import {
  anonymousNickname,
  maskIdCard,
  maskName,
  maskOpenid,
  maskPhone,
  nicknameFromWechat,
} from "./masking";

describe("maskPhone", () => {
  it("keeps the first 3 and last 4 digits", () => {
    expect(maskPhone("13812348888")).toBe("138****8888");
    expect(maskPhone("138 1234 8888")).toBe("138****8888");
  });

  it("stars everything when too short to hide a digit", () => {
    expect(maskPhone("1381234")).toBe("*******");
    expect(maskPhone("13812345")).toBe("138*2345");
    expect(maskPhone("")).toBe("");
  });
});

describe("maskIdCard", () => {
  it("keeps the first 3 and last 4 characters and the length", () => {
    expect(maskIdCard("11010519491231002X")).toBe("110***********002X");
    expect(maskIdCard("110105491231002")).toBe("110********1002");
  });

  it("stars everything when too short to hide a character", () => {
    expect(maskIdCard("1234567")).toBe("*******");
    expect(maskIdCard("")).toBe("");
  });
});

describe("maskName", () => {
  it("keeps the first character and stars each of the rest", () => {
    expect(maskName("张三")).toBe("张*");
    expect(maskName("欧阳娜娜")).toBe("欧***");
    expect(maskName("买买提·艾力")).toBe("买*****");
  });

  it("counts characters outside the BMP as one", () => {
    expect(maskName("𠮷野家")).toBe("𠮷**");
  });

  it("stars a one-character name entirely and ignores surrounding spaces", () => {
    expect(maskName("张")).toBe("*");
    expect(maskName(" 张三 ")).toBe("张*");
    expect(maskName("")).toBe("");
  });
});

describe("anonymousNickname", () => {
  it("is 用户 followed by 6 upper-case letters or digits", () => {
    for (const id of [0, 1, 42, 2_176_782_335, Number.MAX_SAFE_INTEGER]) {
      expect(anonymousNickname(id)).toMatch(/^用户[0-9A-Z]{6}$/);
    }
  });

  it("is stable for an id", () => {
    // Pinned: changing the derivation would rename every user without a nickname.
    expect(anonymousNickname(0)).toBe("用户GRNHI7");
    expect(anonymousNickname(1)).toBe("用户76NWTW");
    expect(anonymousNickname(2)).toBe("用户XLOC5L");
  });

  it("gives different ids different codes", () => {
    const codes = new Set(Array.from({ length: 10_000 }, (_, id) => anonymousNickname(id)));
    expect(codes.size).toBe(10_000);
  });

  it("rejects ids that are not non-negative integers", () => {
    for (const id of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => anonymousNickname(id)).toThrow(RangeError);
    }
  });
});

describe("maskOpenid", () => {
  it("keeps four characters at each end of an openid and hides its length", () => {
    expect(maskOpenid("oAbCdEfGhIjKlMnOpQrStUvWxYz0")).toBe("oAbC****xYz0");
  });

  it("stars a value too short to keep both ends", () => {
    expect(maskOpenid("oAbCdEfG")).toBe("********");
  });
});

describe("anonymousNickname, short codes and refusals", () => {
  it("pads a code shorter than six characters with zeros", () => {
    expect(anonymousNickname(13)).toBe("用户06T0Q8");
  });

  it("names the refused user id", () => {
    expect(() => anonymousNickname(-1)).toThrow("userId must be a non-negative integer, got -1");
  });
});

describe("nicknameFromWechat", () => {
  it.each([
    ["小橙子🍊", "小橙子"],
    ["Lily 王", "Lily王"],
    ["张·三-_1", "张·三-_1"],
    ["一二三四五六七八九十一二三四五六七", "一二三四五六七八九十一二三四五六"],
  ])("keeps what the nickname rule admits of %s", (raw, kept) => {
    expect(nicknameFromWechat(raw)).toBe(kept);
  });

  it.each(["", "🍊🍊", "A", "  ", "<>"])("gives up on %s", (raw) => {
    expect(nicknameFromWechat(raw)).toBeNull();
  });
});
