import type { BrandListItem, ComplaintSummary } from "@tousu/contracts";
import { describe, expect, it } from "vitest";
import {
  COMPLAINED_BRANDS_SHOWN,
  pickComplainedBrands,
  pickRecommendedComplaints,
  RECOMMENDED_COMPLAINTS_SHOWN,
} from "./side-column";

function solved(id: number, overrides: Partial<ComplaintSummary> = {}): ComplaintSummary {
  return {
    id,
    title: `快递${id}天未送达`,
    summary: "很长的摘要",
    status: "completed",
    status_label: "已完成",
    money: 0,
    brand: { id: 3, name: "悦享汇", logo: "/logo.png" },
    custom_brand_name: null,
    author: { nickname: "用户***1", avatar: "" },
    problems: ["物流延迟"],
    appeals: ["退款", "道歉", "赔偿"],
    comment_count: 2,
    view_count: 40,
    created_at: "2026-03-01T08:00:00.000Z",
    ...overrides,
  };
}

describe("the list pages' recommended complaints", () => {
  it("leave out those the hot list beside them shows and keep the block full", () => {
    const recommended = [1, 2, 3, 4, 5, 6, 7, 8].map((id) => solved(id));

    const picked = pickRecommendedComplaints(recommended, [{ id: 2 }, { id: 5 }]);

    expect(picked.map((complaint) => complaint.id)).toEqual([1, 3, 4, 6, 7]);
    expect(picked).toHaveLength(RECOMMENDED_COMPLAINTS_SHOWN);
  });

  it("send what the block shows: the title, the brand by name and the first two appeals", () => {
    const [picked] = pickRecommendedComplaints([solved(1)], []);
    expect(picked).toEqual({
      id: 1,
      title: "快递1天未送达",
      appeals: ["退款", "道歉"],
      brand_name: "悦享汇",
    });

    const [unlisted] = pickRecommendedComplaints([solved(2, { brand: null, custom_brand_name: "小店" })], []);
    expect(unlisted?.brand_name).toBe("小店");
  });
});

describe("the list pages' most complained-about brands", () => {
  const brand = (id: number, complaintCount: number): BrandListItem => ({
    id,
    name: `品牌${id}`,
    logo: "",
    industry: "电商平台",
    complaint_count: complaintCount,
  });

  it("keep the API's order and leave out brands nobody has complained about", () => {
    expect(pickComplainedBrands([brand(1, 90), brand(2, 12), brand(3, 0)]).map((b) => b.id)).toEqual([1, 2]);
  });

  it("show at most one block's worth", () => {
    const many = Array.from({ length: COMPLAINED_BRANDS_SHOWN + 3 }, (_, index) =>
      brand(index + 1, 50 - index),
    );
    expect(pickComplainedBrands(many)).toHaveLength(COMPLAINED_BRANDS_SHOWN);
  });
});
