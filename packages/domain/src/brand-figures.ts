import { COMPLAINT_DEADLINES } from "./complaint-status";
import { WORKING_DAYS_NOTE, workingDaysText } from "./working-days";

/**
 * The public figures of a brand page and the red/black lists: when a figure is shown at all, how it
 * is rounded and worded, how brands are scored, and the definition printed under each figure. What
 * is counted is the SQL of the brand-stats refresh (`refreshBrandStats` in @tousu/db); its
 * integration test (apps/api brand-figures.int.test.ts) pins every definition on crafted histories.
 */

/** Below this many published complaints a rate says more about chance than about the brand. */
export const MIN_RATE_SAMPLE = 10;
/** Satisfaction needs its own sample: rated complaints, not all complaints. */
export const MIN_SATISFACTION_SAMPLE = 5;
export const INSUFFICIENT_SAMPLE = "样本不足";
/**
 * The median first response and the top problems describe how a brand answers and what goes wrong
 * now: they cover the complaints published in the last this many Shanghai days, today included.
 */
export const PERIOD_FIGURE_DAYS = 90;

/** A brand's tallies over some days, summed from `brand_daily_stats`. */
export interface BrandTally {
  complaintCount: number;
  repliedCount: number;
  timelyCount: number;
  /** Completed with the consumer's confirmation. */
  completedCount: number;
  /** Completed by the deadline without the consumer: shown apart, never counted as satisfaction. */
  autoCompletedCount: number;
  ratingCount: number;
  satisfactionSum: number;
}

export const EMPTY_TALLY: BrandTally = {
  complaintCount: 0,
  repliedCount: 0,
  timelyCount: 0,
  completedCount: 0,
  autoCompletedCount: 0,
  ratingCount: 0,
  satisfactionSum: 0,
};

/** The share `part` is of `whole`, to three decimals (0.347 is 34.7%); 0 when nothing was counted. */
export function rateOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000;
}

/** A rate with its sample: `null` when the sample is below the minimum, so nobody reads 100% from 1 complaint. */
export function sampledRate(part: number, sample: number, minimum = MIN_RATE_SAMPLE): number | null {
  if (sample < minimum || sample === 0) return null;
  return rateOf(part, sample);
}

export function formatRate(rate: number | null): string {
  return rate === null ? INSUFFICIENT_SAMPLE : `${Math.round(rate * 1000) / 10}%`;
}

/** Mean 1–5 score of consumer ratings, `null` below the satisfaction sample. */
export function satisfactionOf(tally: Pick<BrandTally, "ratingCount" | "satisfactionSum">): number | null {
  if (tally.ratingCount < MIN_SATISFACTION_SAMPLE) return null;
  return Math.round((tally.satisfactionSum / tally.ratingCount) * 100) / 100;
}

export function formatSatisfaction(satisfaction: number | null): string {
  return satisfaction === null ? INSUFFICIENT_SAMPLE : `${satisfaction.toFixed(1)} / 5`;
}

/**
 * The median hours from publication to the company's first response as shown: to a tenth of an
 * hour, `null` when fewer than the minimum sample of complaints got a first response.
 */
export function sampledMedianHours(median: number | null, respondedCount: number): number | null {
  if (median === null || respondedCount < MIN_RATE_SAMPLE) return null;
  return Math.round(median * 10) / 10;
}

export function formatHours(hours: number | null): string {
  if (hours === null) return INSUFFICIENT_SAMPLE;
  return hours < 48 ? `${hours} 小时` : `${Math.round((hours / 24) * 10) / 10} 天`;
}

/**
 * Red/black list score 0–100: 30% reply rate + 20% timely-reply rate + 30% completion rate
 * (consumer-confirmed only) + 20% satisfaction mapped from 1–5 onto 0–1 (neutral 0.5 while the
 * ratings are below their sample). `null` below the minimum sample: such brands are not ranked.
 */
export function rankingScore(tally: BrandTally): number | null {
  const whole = tally.complaintCount;
  if (whole < MIN_RATE_SAMPLE) return null;
  const satisfaction = satisfactionOf(tally);
  const satisfactionShare = satisfaction === null ? 0.5 : (satisfaction - 1) / 4;
  const score =
    0.3 * (tally.repliedCount / whole) +
    0.2 * (tally.timelyCount / whole) +
    0.3 * (tally.completedCount / whole) +
    0.2 * satisfactionShare;
  return Math.round(score * 1000) / 10;
}

/** The short note under the timely-reply rate wherever it is shown. */
export const TIMELY_REPLY_NOTE = `${workingDaysText(COMPLAINT_DEADLINES.firstResponseWorkingDays)}内首次响应并回复`;

/** One line under each figure, so a reader knows what was counted. */
export const FIGURE_DEFINITIONS = {
  complaintCount: "平台已公开且未隐藏的投诉总数",
  recentCount: "近30天公开的投诉数",
  replyRate: "已获商家回复的投诉 ÷ 公开投诉总数",
  timelyRate: `发布后${workingDaysText(COMPLAINT_DEADLINES.firstResponseWorkingDays)}（${WORKING_DAYS_NOTE}）内首次响应并已回复的投诉 ÷ 公开投诉总数`,
  completionRate: "消费者确认完成的投诉 ÷ 公开投诉总数（超时自动完成单列，不计入）",
  autoCompletionRate: "商家回复后消费者未确认、到期自动完成的投诉 ÷ 公开投诉总数",
  satisfaction: "消费者评价的平均分（1–5分），自动完成的投诉不计入",
  medianFirstResponse: `近${PERIOD_FIGURE_DAYS}天公开且商家已首次响应的投诉，从发布到首次响应的时长中位数（已响应少于${MIN_RATE_SAMPLE}件时不显示）`,
  topProblems: `近${PERIOD_FIGURE_DAYS}天公开的投诉中涉及各问题的件数`,
  score: "回复率30% + 及时回复率20% + 完成率30% + 满意度20%，折算为100分",
  sample: `公开投诉少于${MIN_RATE_SAMPLE}件时不显示比率，显示“${INSUFFICIENT_SAMPLE}”`,
} as const;
