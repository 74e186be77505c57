import { describe, expect, it } from "vitest";
import { markWords } from "./submit-notice";

describe("markWords", () => {
  it("splits the text around each blocked word, ignoring case", () => {
    expect(markWords("加我VX领红包，vx号见主页", ["vx"])).toEqual([
      { text: "加我", isMarked: false },
      { text: "VX", isMarked: true },
      { text: "领红包，", isMarked: false },
      { text: "vx", isMarked: true },
      { text: "号见主页", isMarked: false },
    ]);
  });

  it("treats regex characters in a word literally and leaves text without words whole", () => {
    expect(markWords("价格(元)不对", ["(元)"])).toEqual([
      { text: "价格", isMarked: false },
      { text: "(元)", isMarked: true },
      { text: "不对", isMarked: false },
    ]);
    expect(markWords("正常内容", [])).toEqual([{ text: "正常内容", isMarked: false }]);
  });
});
