import type { AnalyticsDashboard } from "@tousu/contracts";
import { csvFile } from "../../lib/csv";

// The dashboard as one CSV file (docs/decisions/112): a section per panel — its title on a line of
// its own, its header, its rows — and an empty line between sections, so a spreadsheet shows them
// one under another and a script splits them at the empty lines.

const percent = (share: number | null) => (share === null ? "" : `${(share * 100).toFixed(1)}%`);
const count = (value: number | null) => (value === null ? "" : String(value));

type Section = [title: string, header: readonly string[], rows: readonly (readonly string[])[]];

const ranked = (rows: AnalyticsDashboard["pages"], unknown = "") =>
  rows.map((row) => [row.value === "" ? unknown : row.value, String(row.hits), String(row.visitors)]);

export function analyticsCsv(dashboard: AnalyticsDashboard): string {
  const timeHeader = dashboard.grain === "hour" ? "小时（UTC）" : "日期（UTC）";
  const sections: Section[] = [
    [
      `访问统计 ${dashboard.from} 至 ${dashboard.to}（UTC）`,
      ["浏览量", "访客数", "实时访客（30分钟）"],
      [[String(dashboard.totals.views), String(dashboard.totals.visitors), String(dashboard.live_visitors)]],
    ],
    [
      "访问趋势",
      [timeHeader, "浏览量", "访客数"],
      dashboard.series.map((point) => [
        dashboard.grain === "hour"
          ? `${point.bucket.slice(0, 13).replace("T", " ")}:00`
          : point.bucket.slice(0, 10),
        String(point.views),
        String(point.visitors),
      ]),
    ],
    ["受访页面", ["页面", "浏览量", "访客数"], ranked(dashboard.pages)],
    ["入口页面", ["页面", "进入次数", "访客数"], ranked(dashboard.entries)],
    [
      "来源",
      ["来源", "次数", "访客数"],
      dashboard.referrers.map((row) => [row.label, String(row.hits), count(row.visitors)]),
    ],
    [
      "PC与H5",
      ["站点", "浏览量", "访客数"],
      dashboard.platforms.map((row) => [row.platform, String(row.hits), String(row.visitors)]),
    ],
    ["地区", ["省份", "浏览量", "访客数"], ranked(dashboard.provinces, "未知")],
    [
      "投诉转化",
      ["步骤", "次数", "流失率"],
      dashboard.funnel.map((row) => [row.label, String(row.count), percent(row.drop_off)]),
    ],
    ["无结果搜索", ["搜索词", "搜索次数", "访客数"], ranked(dashboard.search_misses)],
  ];
  return csvFile(
    sections.flatMap(([title, header, rows], index) => [
      ...(index === 0 ? [] : [[]]),
      [title],
      [...header],
      ...rows,
    ]),
  );
}
