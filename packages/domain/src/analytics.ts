import type { ReferrerClass, TrackEventName } from "./tracking";

// The visit figures of the console's analytics page (docs/decisions/112). Days are UTC days, the
// tracking's own (the visitor hash and the daily roll-up change at UTC midnight, decision 109).

/** The longest range the dashboard reads: a year, leap day included. */
export const ANALYTICS_RANGE_MAX_DAYS = 366;
/** A range of at most this many days is drawn by the hour, a longer one by the day. */
export const ANALYTICS_HOURLY_MAX_DAYS = 2;
/** "Visitors now": distinct visitors with an event in this many minutes. */
export const ANALYTICS_LIVE_MINUTES = 30;
/** Rows of each ranked list (pages, entries, provinces, searches that found nothing). */
export const ANALYTICS_TOP_ROWS = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The days from `from` to `to` (YYYY-MM-DD, both included); 0 when `to` comes first. */
export function analyticsRangeDays(from: string, to: string): number {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  return Math.max(0, days);
}

/** The filing funnel's first step: the complaint landing page on either site (PC, H5 under /h5). */
export const FILING_LANDING_PATHS = ["/complaint", "/h5/complaint"] as const;

/** The filing funnel: the landing page's views, then the form's events in the order a filer meets them. */
export const FILING_FUNNEL_STEPS = [
  { step: "landing", label: "投诉入口页浏览" },
  { step: "filing_started", label: "开始填写投诉" },
  { step: "filing_step_two", label: "进入第二步" },
  { step: "complaint_submitted", label: "提交投诉" },
] as const satisfies readonly { step: "landing" | TrackEventName; label: string }[];
export type FilingFunnelStep = (typeof FILING_FUNNEL_STEPS)[number]["step"];

export const REFERRER_CLASS_LABELS: Record<ReferrerClass, string> = {
  search: "搜索引擎",
  wechat: "微信",
  direct: "直接访问",
  other: "其他网站",
  internal: "站内跳转",
};

/**
 * The share of a step's count lost before the next: 0.25 when 100 became 75. Null when the step
 * had none (nothing to lose); a later step counting more than an earlier one (a filer starting
 * from a bookmark) loses nothing.
 */
export function funnelDropOff(previous: number, current: number): number | null {
  if (previous <= 0) return null;
  return Math.max(0, (previous - current) / previous);
}
