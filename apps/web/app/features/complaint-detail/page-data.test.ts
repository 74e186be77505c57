import type { ComplaintSummary, ProgressContent, TimelineEntry } from "@tousu/contracts";
import { describe, expect, it } from "vitest";
import { helpForTimeline } from "./complaint-timeline";
import { toRelatedComplaint } from "./related-complaints";

const explanation = (type: ProgressContent["type"]): ProgressContent => ({
  type,
  title: type,
  meaning: "",
  next_step: "",
  deadline: null,
});

describe("what the complaint page's loader sends", () => {
  it("sends the explanations of the steps the timeline has, and no others", () => {
    const help = (["created", "approved", "replied", "completed"] as const).map(explanation);
    const timeline = [{ action: "created" }, { action: "replied" }, { action: "replied" }] as TimelineEntry[];

    expect(helpForTimeline(help, timeline).map((content) => content.type)).toEqual(["created", "replied"]);
    expect(helpForTimeline(help, [])).toEqual([]);
  });

  it("sends of a related complaint what the side column shows, its brand by name", () => {
    const summary = {
      id: 7,
      title: "退款难",
      status: "replied",
      brand: { id: 3, name: "悦享汇", logo: "/logo.png" },
      custom_brand_name: null,
      summary: "很长的摘要",
    } as unknown as ComplaintSummary;

    expect(toRelatedComplaint(summary)).toEqual({
      id: 7,
      title: "退款难",
      status: "replied",
      brand_name: "悦享汇",
    });
    expect(toRelatedComplaint({ ...summary, brand: null, custom_brand_name: "小店" }).brand_name).toBe(
      "小店",
    );
  });
});
