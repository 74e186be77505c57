import type { InstituteReportFigures } from "@tousu/contracts";
import type { ChartOption } from "./chart-option";

// The report's two charts, built from the stored figures only. Animation is off: the static pages
// draw them once on the server as SVG, and a chart that animates in reads no better on screen.

const BRAND_RED = "#bd2f28";
const AXIS_GREY = "#4b5563";

function trendChartOption(figures: InstituteReportFigures): ChartOption {
  return {
    animation: false,
    grid: { left: 48, right: 16, top: 24, bottom: 36 },
    tooltip: { trigger: "axis" },
    xAxis: {
      type: "category",
      data: figures.trend.map((bucket) => bucket.label),
      axisLabel: { color: AXIS_GREY },
    },
    yAxis: { type: "value", minInterval: 1, axisLabel: { color: AXIS_GREY } },
    series: [
      {
        type: "bar",
        name: "投诉量",
        data: figures.trend.map((bucket) => bucket.count),
        itemStyle: { color: BRAND_RED },
        label: { show: true, position: "top", color: AXIS_GREY },
        barMaxWidth: 48,
      },
    ],
  };
}

function problemsChartOption(figures: InstituteReportFigures): ChartOption {
  // Horizontal bars read top-down, so the largest goes last in the data.
  const problems = [...figures.top_problems].reverse();
  return {
    animation: false,
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    tooltip: { trigger: "axis" },
    xAxis: { type: "value", minInterval: 1, axisLabel: { color: AXIS_GREY } },
    yAxis: {
      type: "category",
      data: problems.map((problem) => problem.name),
      axisLabel: { color: AXIS_GREY, width: 120, overflow: "truncate" },
    },
    series: [
      {
        type: "bar",
        name: "投诉件数",
        data: problems.map((problem) => problem.count),
        itemStyle: { color: BRAND_RED },
        label: { show: true, position: "right", color: AXIS_GREY },
        barMaxWidth: 20,
      },
    ],
  };
}

/** The problems chart's height: room for each bar, so ten problems do not crowd into a fixed box. */
function problemsChartHeight(figures: InstituteReportFigures): number {
  return Math.max(160, figures.top_problems.length * 32 + 24);
}

const TREND_CHART_HEIGHT = 260;

function trendChartLabel(figures: InstituteReportFigures): string {
  const buckets = figures.trend.map((bucket) => `${bucket.label} ${bucket.count} 件`).join("，");
  return `投诉量走势：${buckets}`;
}

function problemsChartLabel(figures: InstituteReportFigures): string {
  const problems = figures.top_problems.map((problem) => `${problem.name} ${problem.count} 件`).join("，");
  return `主要问题：${problems || "无"}`;
}

/** One of the report's charts: what ECharts draws, how tall, and what it says to a screen reader. */
export interface ReportChart {
  option: ChartOption;
  height: number;
  label: string;
}

/**
 * The report's two charts: drawn in the browser on the PC page, and as SVG on the server for the
 * printable page and the H5 page.
 */
export function reportCharts(figures: InstituteReportFigures): { trend: ReportChart; problems: ReportChart } {
  return {
    trend: { option: trendChartOption(figures), height: TREND_CHART_HEIGHT, label: trendChartLabel(figures) },
    problems: {
      option: problemsChartOption(figures),
      height: problemsChartHeight(figures),
      label: problemsChartLabel(figures),
    },
  };
}
