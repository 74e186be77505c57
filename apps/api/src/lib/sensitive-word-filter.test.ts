import { describe, expect, it } from "vitest";
import { compileSensitiveWords } from "./sensitive-word-filter";

const match = compileSensitiveWords([
  { word: "网络赌场", level: "block" },
  { word: "加微信", level: "review" },
  { word: "加VX", level: "review" },
]);

describe("compileSensitiveWords", () => {
  it("finds block and review words in one pass, each once", () => {
    expect(match("推荐网络赌场，加微信详谈，再加微信")).toEqual({ block: ["网络赌场"], review: ["加微信"] });
  });

  it("sees through spaces, separators, full-width letters and case", () => {
    expect(match("加 微-信")).toEqual({ block: [], review: ["加微信"] });
    expect(match("请加ｖｘ")).toEqual({ block: [], review: ["加VX"] });
  });

  it("passes ordinary complaint text", () => {
    expect(match("商家拒绝退款，客服一直不回复微信消息")).toEqual({ block: [], review: [] });
  });

  it("matches nothing with an empty list", () => {
    expect(compileSensitiveWords([])("网络赌场")).toEqual({ block: [], review: [] });
  });
});
