import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
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
    expect(miniProgramSitePath({ page: "goods", id: 7 })).toBe("/static/life");
  });
});
