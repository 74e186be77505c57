import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  MINI_PROGRAM_PAGE_KINDS,
  MINI_PROGRAM_PAGES,
  MINI_PROGRAM_SCENE_LENGTH,
  MINI_PROGRAM_SCENE_MAX_LENGTH,
  miniProgramSitePath,
  sceneFromDigest,
  sceneProblem,
  targetKey,
} from "./mini-program-code";

const sceneOf = (key: string) => sceneFromDigest(createHash("sha256").update(key).digest());

describe("scenes", () => {
  it("accepts WeChat's characters up to 32 of them", () => {
    expect(sceneProblem("a".repeat(MINI_PROGRAM_SCENE_MAX_LENGTH))).toBeNull();
    expect(sceneProblem("id=12&k=a.b-c_d~!#$'()*+,/:;?@")).toBeNull();
  });

  it("refuses an empty scene, a 33rd character and characters WeChat does not take", () => {
    expect(sceneProblem("")).toBe("scene 不能为空");
    expect(sceneProblem("a".repeat(MINI_PROGRAM_SCENE_MAX_LENGTH + 1))).toBe("scene 不能超过32个字符");
    for (const scene of ["投诉", "a b", "a%20", 'a"b', "a<b", "a|b"])
      expect(sceneProblem(scene)).not.toBeNull();
  });

  it("gives one target one scene, of fixed length in base 62, and different targets different scenes", () => {
    const complaint = sceneOf(targetKey({ page: "complaint", id: 12 }));
    expect(complaint).toBe(sceneOf(targetKey({ page: "complaint", id: 12 })));
    expect(complaint).toMatch(new RegExp(`^[0-9A-Za-z]{${MINI_PROGRAM_SCENE_LENGTH}}$`));
    expect(sceneProblem(complaint)).toBeNull();
    const others = [
      targetKey({ page: "complaint", id: 13 }),
      targetKey({ page: "brand", id: 12 }),
      targetKey({ page: "home", id: null }),
    ].map(sceneOf);
    expect(new Set([complaint, ...others]).size).toBe(4);
  });

  it("keeps leading zero digits, so every scene has the same length", () => {
    expect(sceneFromDigest(new Uint8Array(9))).toBe("0".repeat(MINI_PROGRAM_SCENE_LENGTH));
    expect(sceneFromDigest(new Uint8Array(9).fill(255))).toHaveLength(MINI_PROGRAM_SCENE_LENGTH);
    expect(() => sceneFromDigest(new Uint8Array(8))).toThrow();
  });
});

describe("the site page of a target", () => {
  it("is the page the offline default's QR code opens", () => {
    expect(miniProgramSitePath({ page: "complaint", id: 7 })).toBe("/tousu/7");
    expect(miniProgramSitePath({ page: "brand", id: 7 })).toBe("/brands/7");
    expect(miniProgramSitePath({ page: "home", id: null })).toBe("/");
    expect(miniProgramSitePath({ page: "goods", id: 7 })).toBe("/static/life/goods/7");
  });
});

describe("scene golden values", () => {
  // Computed independently (big-endian first 9 bytes, base 62, 12 digits): a changed encoding would
  // give every printed code a new scene, and could collapse the table to a handful of scenes.
  it("encodes the first nine bytes of the digest in base 62, most significant first", () => {
    expect(sceneOf("complaint:12")).toBe("7h4ausmOgt56");
    expect(sceneOf("home")).toBe("RsBX1Kp3uCLD");
    expect(sceneFromDigest(new Uint8Array(9).fill(255))).toBe("SkYaaiXSSTS3");
    expect(sceneFromDigest(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 1]))).toBe("000000000001");
    expect(sceneFromDigest(Uint8Array.from([0, 0, 0, 0, 0, 0, 0, 0, 62]))).toBe("000000000010");
    // Bytes past the ninth do not count.
    expect(sceneFromDigest(Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0, 7]))).toBe("0LygHa16AHYG");
    expect(sceneFromDigest(Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe("0LygHa16AHYG");
  });

  it("names a target by page, and by page and id", () => {
    expect(targetKey({ page: "home", id: null })).toBe("home");
    expect(targetKey({ page: "complaint", id: 12 })).toBe("complaint:12");
  });

  it("opens every page kind at its mini-program path and site page", () => {
    expect(
      MINI_PROGRAM_PAGE_KINDS.map((page) => [
        page,
        MINI_PROGRAM_PAGES[page].miniProgramPath,
        MINI_PROGRAM_PAGES[page].needsId,
        miniProgramSitePath({ page, id: MINI_PROGRAM_PAGES[page].needsId ? 9 : null }),
      ]),
    ).toEqual([
      ["home", "pages/index/index", false, "/"],
      ["complaint", "pages/complaint/detail", true, "/tousu/9"],
      ["brand", "pages/brand/detail", true, "/brands/9"],
      ["enterprise", "pages/enterprise/detail", true, "/enterprise/9"],
      ["article", "pages/article/detail", true, "/article/9"],
      ["collective", "pages/collective/detail", true, "/tousu/collective/9"],
      ["goods", "pages/goods/detail", true, "/static/life/goods/9"],
      ["law", "pages/lawyer/index", false, "/law"],
      ["lawyer", "pages/lawyer/detail", true, "/law/lawyer/9"],
      ["campaign", "pages/activity/detail", true, "/activity/9"],
    ]);
  });

  it("says which characters a scene may hold, and takes each of them", () => {
    expect(sceneProblem("a b")).toBe("scene 只能包含字母、数字和 !#$&'()*+,/:;=?@-._~");
    for (const character of "!#$&'()*+,/:;=?@-._~09azAZ")
      expect(sceneProblem(`a${character}b`), character).toBeNull();
    expect(sceneProblem("a\nb")).not.toBeNull();
    expect(sceneProblem("ab\n")).not.toBeNull();
  });
});

describe("a digest too short for a scene", () => {
  it("is refused with its reason", () => {
    expect(() => sceneFromDigest(new Uint8Array(8))).toThrow("a scene needs a digest of at least 9 bytes");
  });
});
