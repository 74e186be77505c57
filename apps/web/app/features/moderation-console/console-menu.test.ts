import { describe, expect, it } from "vitest";
import { sectionOf, sectionsFor } from "./console-menu";

const labelsFor = (...roles: Parameters<typeof sectionsFor>[0]) =>
  sectionsFor(roles).map((section) => section.label);

describe("the console's navigation", () => {
  it("shows a mediator only the mediation queue, where the rooms belong, and the points mall's packages", () => {
    expect(labelsFor("mediator")).toEqual(["调解队列", "积分兑换"]);
    expect(sectionOf("/admin/mediations/7")?.role).toBe("mediator");
    expect(sectionOf("/admin/mall")?.role).toBe("mediator");
  });

  it("shows a moderator without the mediator role no mediation", () => {
    expect(labelsFor("moderator")).not.toContain("调解队列");
    expect(labelsFor("moderator")).toContain("审核队列");
    expect(labelsFor("moderator", "mediator")).toContain("调解队列");
  });

  it("shows an editor the content sections only, and an admin everything", () => {
    expect(labelsFor("editor")).toEqual([
      "文章管理",
      "分类与标签",
      "敏感词",
      "研究院报告",
      "维权活动",
      "生活好物",
    ]);
    expect(labelsFor("admin")).toHaveLength(28);
    expect(sectionOf("/admin/campaigns/3")?.label).toBe("维权活动");
  });

  it("shows users' feedback to moderators and admins, and to nobody else", () => {
    expect(labelsFor("moderator")).toContain("意见反馈");
    expect(labelsFor("admin")).toContain("意见反馈");
    for (const role of ["editor", "finance", "mediator"] as const) {
      expect(labelsFor(role)).not.toContain("意见反馈");
    }
    expect(sectionOf("/admin/feedback")?.role).toBe("moderator");
  });

  it("shows finance staff the membership's orders, plans and reconciliation only, and nobody else those", () => {
    expect(labelsFor("finance")).toEqual(["会员订单", "会员套餐", "支付对账"]);
    expect(sectionOf("/admin/vip/orders/V20261207000000000AAAAAAAAAA")?.label).toBe("会员订单");
    for (const role of ["moderator", "editor", "mediator"] as const) {
      expect(labelsFor(role)).not.toContain("会员订单");
    }
    expect(sectionOf("/admin/vip-reconciliation")?.role).toBe("finance");
  });

  it("shows the campaigns' flagged votes to moderators", () => {
    expect(labelsFor("moderator")).toContain("异常投票");
    expect(labelsFor("finance")).not.toContain("异常投票");
    expect(sectionOf("/admin/campaign-vote-flags")?.role).toBe("moderator");
  });

  it("shows analytics staff the visit figures only, and nobody else but admins", () => {
    expect(labelsFor("analytics")).toEqual(["访问统计"]);
    expect(labelsFor("admin")).toContain("访问统计");
    for (const role of ["moderator", "editor", "mediator", "finance"] as const) {
      expect(labelsFor(role)).not.toContain("访问统计");
    }
    expect(sectionOf("/admin/analytics")?.role).toBe("analytics");
  });
});
