import { describe, expect, it } from "vitest";
import { POINT_RULES, pointReasonLabel } from "./points";

describe("points", () => {
  it("awards each reason its amount", () => {
    expect(POINT_RULES).toEqual({ complaint_published: 10, complaint_rated: 5, comment_liked: 1 });
  });

  it("words each reason in the ledger, and a retired or unknown one as a change", () => {
    expect(pointReasonLabel("complaint_published")).toBe("投诉通过审核并公开");
    expect(pointReasonLabel("complaint_rated")).toBe("评价投诉处理结果");
    expect(pointReasonLabel("comment_liked")).toBe("评论获得点赞");
    expect(pointReasonLabel("daily_sign_in")).toBe("积分变动");
    // Not read off the prototype.
    expect(pointReasonLabel("toString")).toBe("积分变动");
  });
});
