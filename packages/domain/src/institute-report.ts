import {
  type BrandTally,
  FIGURE_DEFINITIONS,
  INSUFFICIENT_SAMPLE,
  MIN_RATE_SAMPLE,
  sampledRate,
} from "./brand-figures";
import { shiftDay } from "./format-date";

/**
 * The institute's research reports (docs/decisions/039): what a report covers and how its figures
 * are computed from the tallies the queries read. A sector is a brand's industry, as on
 * /complaints/{sector}; the rates use the brand pages' minimum samples.
 */

/** Bumped whenever the stored figures change shape, so a reader can tell old reports apart. */
export const INSTITUTE_FIGURES_VERSION = 1;
export const REPORT_TOP_PROBLEMS = 10;
export const REPORT_BRAND_LIMIT = 20;
/** The editor's commentary, in characters. */
export const INSTITUTE_COMMENTARY_MAX = 5000;
export const REPORT_CAVEAT =
  "本报告中的投诉内容均为消费者的单方陈述，平台未逐一核实，不构成对任何企业的事实认定或评价；商家回复与处理情况以平台记录为准。";

export type ReportPeriodKind = "month" | "quarter";

export interface ReportPeriod {
  kind: ReportPeriodKind;
  year: number;
  /** 1–12 for a month, 1–4 for a quarter. */
  index: number;
}

const PERIOD_PATTERN = /^(\d{4})-(?:(0[1-9]|1[0-2])|Q([1-4]))$/;
export const PERIOD_FORMAT_MESSAGE = "报告周期格式应为 2026-05（月度）或 2026-Q2（季度）";

/** "2026-05" (a month) or "2026-Q2" (a quarter); anything else is null. */
export function parseReportPeriod(code: string): ReportPeriod | null {
  const match = PERIOD_PATTERN.exec(code);
  if (!match) return null;
  const year = Number(match[1]);
  if (year < 2000) return null;
  return match[2] === undefined
    ? { kind: "quarter", year, index: Number(match[3]) }
    : { kind: "month", year, index: Number(match[2]) };
}

export function reportPeriodCode(period: ReportPeriod): string {
  return period.kind === "month"
    ? `${period.year}-${String(period.index).padStart(2, "0")}`
    : `${period.year}-Q${period.index}`;
}

export function reportPeriodLabel(period: ReportPeriod): string {
  return period.kind === "month"
    ? `${period.year}年${period.index}月`
    : `${period.year}年第${"一二三四"[period.index - 1]}季度`;
}

export function reportTitle(period: ReportPeriod, sector: string): string {
  return `${reportPeriodLabel(period)}${sector}行业消费投诉报告`;
}

/** The commentary as paragraphs: stored as plain text, paragraphs separated by blank lines. */
export function commentaryParagraphs(commentary: string): string[] {
  return commentary
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

function monthStart(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, "0")}-01`;
}

function monthAfter(year: number, month: number): { year: number; month: number } {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/** The first and last Shanghai calendar days (YYYY-MM-DD) a period covers. */
export function reportPeriodDays(period: ReportPeriod): { first: string; last: string } {
  const firstMonth = period.kind === "month" ? period.index : (period.index - 1) * 3 + 1;
  const lastMonth = period.kind === "month" ? firstMonth : firstMonth + 2;
  const next = monthAfter(period.year, lastMonth);
  return {
    first: monthStart(period.year, firstMonth),
    last: shiftDay(monthStart(next.year, next.month), -1),
  };
}

export function previousReportPeriod(period: ReportPeriod): ReportPeriod {
  const count = period.kind === "month" ? 12 : 4;
  return period.index === 1
    ? { ...period, year: period.year - 1, index: count }
    : { ...period, index: period.index - 1 };
}

/** A report describes what is over: its period's last day must lie before today (Shanghai). */
export function isReportPeriodOver(period: ReportPeriod, today: string): boolean {
  return reportPeriodDays(period).last < today;
}

export interface TrendBucket {
  label: string;
  first: string;
  last: string;
}

/**
 * How a period's volume is drawn over time: a month by weeks counted from the 1st (the last one
 * holding the remaining days), a quarter by months.
 */
export function reportTrendBuckets(period: ReportPeriod): TrendBucket[] {
  const { first, last } = reportPeriodDays(period);
  if (period.kind === "quarter") {
    return [0, 1, 2].map((offset) => {
      const month = (period.index - 1) * 3 + 1 + offset;
      const days = reportPeriodDays({ kind: "month", year: period.year, index: month });
      return { label: `${month}月`, ...days };
    });
  }
  const buckets: TrendBucket[] = [];
  for (let start = first; start <= last; start = shiftDay(start, 7)) {
    const end = shiftDay(start, 6) < last ? shiftDay(start, 6) : last;
    buckets.push({ label: `${Number(start.slice(8))}–${Number(end.slice(8))}日`, first: start, last: end });
  }
  return buckets;
}

/** What the queries read for one period and sector. */
export interface InstituteReportInput {
  period: ReportPeriod;
  sector: string;
  /** Published complaints of the sector's brands per Shanghai publication day (days without any may be missing). */
  dailyCounts: readonly { day: string; count: number }[];
  /** The same count over the previous period. */
  previousCount: number;
  /** Complaints of the period per problem tag, any order. */
  problems: readonly { id: number; name: string; count: number }[];
  /** Each brand of the sector with its tallies summed over the period's days. */
  brands: readonly { id: number; name: string; tally: BrandTally }[];
}

export interface ReportRates {
  complaint_count: number;
  reply_rate: number | null;
  timely_rate: number | null;
  completion_rate: number | null;
}

/** The stored figures of a report, as the API serves them. */
export interface InstituteReportFigures extends ReportRates {
  version: number;
  period: string;
  period_label: string;
  sector: string;
  first_day: string;
  last_day: string;
  previous_period_label: string;
  previous_count: number;
  /** (this − previous) ÷ previous, to 0.1%; null when the previous period had none. */
  change_rate: number | null;
  trend: { label: string; first_day: string; last_day: string; count: number }[];
  /** Share: the problem's complaints ÷ the period's complaints (a complaint may name several problems). */
  top_problems: { id: number; name: string; count: number; share: number }[];
  /** The brands with the most complaints, at most REPORT_BRAND_LIMIT. */
  brands: (ReportRates & { id: number; name: string })[];
  brand_count: number;
  method: string[];
  caveat: string;
}

function ratesOf(tally: BrandTally): ReportRates {
  const whole = tally.complaintCount;
  return {
    complaint_count: whole,
    reply_rate: sampledRate(tally.repliedCount, whole),
    timely_rate: sampledRate(tally.timelyCount, whole),
    completion_rate: sampledRate(tally.completedCount, whole),
  };
}

function sumTallies(tallies: readonly BrandTally[]): BrandTally {
  const total = {
    complaintCount: 0,
    repliedCount: 0,
    timelyCount: 0,
    completedCount: 0,
    autoCompletedCount: 0,
    ratingCount: 0,
    satisfactionSum: 0,
  };
  for (const tally of tallies) {
    for (const key of Object.keys(total) as (keyof BrandTally)[]) total[key] += tally[key];
  }
  return total;
}

function methodOf(period: ReportPeriod, sector: string): string[] {
  const { first, last } = reportPeriodDays(period);
  return [
    `统计范围：行业为“${sector}”的品牌在 ${first} 至 ${last}（北京时间）期间在本平台公开且未被隐藏的投诉，按公开日期归入各时段；未关联品牌的投诉不计入。`,
    `环比：与${reportPeriodLabel(previousReportPeriod(period))}同一口径的投诉量相比。问题分布按投诉人选择的问题标签计数，一件投诉可选多个问题，占比之和可能超过100%。`,
    `回复率：${FIGURE_DEFINITIONS.replyRate}；及时回复率：${FIGURE_DEFINITIONS.timelyRate}；完成率：${FIGURE_DEFINITIONS.completionRate}。口径与品牌页相同，处理状态截至报告生成时。`,
    `样本：某品牌在统计期内公开投诉少于${MIN_RATE_SAMPLE}件时不计算比率，显示“${INSUFFICIENT_SAMPLE}”。所有数字均由平台数据自动计算，编辑仅撰写解读。`,
  ];
}

function roundShare(part: number, whole: number): number {
  return Math.round((part / whole) * 1000) / 1000;
}

/** Computes a report's figures from what the queries read; pure, so it is tested on crafted tallies. */
export function computeInstituteReport(input: InstituteReportInput): InstituteReportFigures {
  const { period, sector } = input;
  const { first, last } = reportPeriodDays(period);
  // Every count asked for lies inside the period (the whole period, or its trend buckets).
  const countBetween = (from: string, to: string) =>
    input.dailyCounts.reduce((sum, row) => (row.day >= from && row.day <= to ? sum + row.count : sum), 0);
  const complaintCount = countBetween(first, last);
  const active = input.brands.filter((brand) => brand.tally.complaintCount > 0);
  const ranked = [...active].sort(
    (a, b) => b.tally.complaintCount - a.tally.complaintCount || a.name.localeCompare(b.name, "zh-CN"),
  );
  const problems = [...input.problems]
    .filter((problem) => problem.count > 0)
    .sort((a, b) => b.count - a.count || a.id - b.id)
    .slice(0, REPORT_TOP_PROBLEMS);
  return {
    version: INSTITUTE_FIGURES_VERSION,
    period: reportPeriodCode(period),
    period_label: reportPeriodLabel(period),
    sector,
    first_day: first,
    last_day: last,
    ...ratesOf(sumTallies(active.map((brand) => brand.tally))),
    complaint_count: complaintCount,
    previous_period_label: reportPeriodLabel(previousReportPeriod(period)),
    previous_count: input.previousCount,
    change_rate:
      input.previousCount === 0
        ? null
        : roundShare(complaintCount - input.previousCount, input.previousCount),
    trend: reportTrendBuckets(period).map((bucket) => ({
      label: bucket.label,
      first_day: bucket.first,
      last_day: bucket.last,
      count: countBetween(bucket.first, bucket.last),
    })),
    top_problems: problems.map((problem) => ({
      ...problem,
      share: complaintCount === 0 ? 0 : roundShare(problem.count, complaintCount),
    })),
    brands: ranked.slice(0, REPORT_BRAND_LIMIT).map((brand) => ({
      id: brand.id,
      name: brand.name,
      ...ratesOf(brand.tally),
    })),
    brand_count: active.length,
    method: methodOf(period, sector),
    caveat: REPORT_CAVEAT,
  };
}
