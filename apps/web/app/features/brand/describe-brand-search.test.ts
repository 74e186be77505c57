import { describe, expect, it } from "vitest";
import { describeBrandSearch } from "./describe-brand-search";

describe("describeBrandSearch", () => {
  it("says nothing while there are options to show, or nothing was asked", () => {
    expect(describeBrandSearch("done", 3, "云杉")).toBeNull();
    expect(describeBrandSearch("searching", 2, "云杉")).toBeNull();
    expect(describeBrandSearch("idle", 0, "")).toBeNull();
  });

  it("tells a failure even over options still shown", () => {
    expect(describeBrandSearch("failed", 0, "云杉")).toBe("搜索失败，请稍后重试");
    expect(describeBrandSearch("failed", 1, "云杉")).toBe("搜索失败，请稍后重试");
  });

  it("shows the search running when there is nothing yet", () => {
    expect(describeBrandSearch("searching", 0, "云杉")).toBe("正在搜索…");
  });

  it("asks for more than one character when nothing was found", () => {
    expect(describeBrandSearch("done", 0, "云杉")).toBe("没有找到相关品牌");
    expect(describeBrandSearch("done", 0, " 云 ")).toBe("没有找到相关品牌，请输入更完整的名称");
    expect(describeBrandSearch("done", 0, "𠀀")).toBe("没有找到相关品牌，请输入更完整的名称");
  });
});
