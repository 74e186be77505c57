import type { InstituteReportFigures } from "@tousu/contracts";
import { computeInstituteReport } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { reportCharts } from "./institute-charts";
import { formatChange } from "./institute-format";

const figures: InstituteReportFigures = computeInstituteReport({
  period: { kind: "quarter", year: 2026, index: 1 },
  sector: "电商",
  dailyCounts: [
    { day: "2026-01-05", count: 3 },
    { day: "2026-03-31", count: 2 },
  ],
  previousCount: 0,
  problems: [
    { id: 1, name: "退款难", count: 4 },
    { id: 2, name: "发货慢", count: 1 },
  ],
  brands: [],
});

describe("the report's charts", () => {
  const charts = reportCharts(figures);

  it("draw the trend bucket by bucket and the problems largest on top", () => {
    const trend = charts.trend.option as { series: { data: number[] }[]; animation: boolean };
    expect(trend.series[0]?.data).toEqual([3, 0, 2]);
    expect(trend.animation).toBe(false);
    const problems = charts.problems.option as { yAxis: { data: string[] } };
    expect(problems.yAxis.data).toEqual(["发货慢", "退款难"]);
  });

  it("say in words what they draw, for readers who cannot see them", () => {
    expect(charts.trend.label).toBe("投诉量走势：1月 3 件，2月 0 件，3月 2 件");
    expect(charts.problems.label).toBe("主要问题：退款难 4 件，发货慢 1 件");
  });

  it("give the problems chart room for each bar", () => {
    expect(charts.problems.height).toBe(160);
    expect(charts.trend.height).toBe(260);
  });
});

describe("formatChange", () => {
  it("signs the change and says when there is nothing to compare", () => {
    expect(formatChange(0.253)).toBe("环比增长 25.3%");
    expect(formatChange(-0.1)).toBe("环比下降 10%");
    expect(formatChange(0)).toBe("与上期持平");
    expect(formatChange(null)).toBe("上期无可比数据");
  });
});
