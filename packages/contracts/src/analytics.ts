import {
  ANALYTICS_RANGE_MAX_DAYS,
  analyticsRangeDays,
  FILING_FUNNEL_STEPS,
  isCalendarDay,
  TRACK_PLATFORMS,
} from "@tousu/domain";
import { defineContract } from "./define-contract";
import { TAGS as CONSOLE_TAGS } from "./moderation-console/fields";
import { isoDateTime } from "./shared";
import { z } from "./zod";

// The console's visit figures (docs/decisions/112), for analytics staff (and admins): one range of
// UTC days, every panel in one answer, and the same panels as one CSV file.

const rangeDay = (name: string) =>
  z.string({ error: `请选择${name}` }).refine(isCalendarDay, { message: `${name}格式应为YYYY-MM-DD` });

/** The range both endpoints take: two days, the first not after the last, a year at most. */
export const analyticsRangeQuery = z
  .object({
    from: rangeDay("开始日期"),
    to: rangeDay("结束日期"),
  })
  .refine((range) => range.from <= range.to, { message: "开始日期不能晚于结束日期", path: ["from"] })
  .refine((range) => analyticsRangeDays(range.from, range.to) <= ANALYTICS_RANGE_MAX_DAYS, {
    message: `统计范围最长${ANALYTICS_RANGE_MAX_DAYS}天，请缩短日期范围`,
    path: ["to"],
  });

const figures = { hits: z.number().int(), visitors: z.number().int() };
const rankedRow = z.object({ value: z.string(), ...figures });

export const analyticsDashboard = z.object({
  from: z.string(),
  to: z.string(),
  grain: z.enum(["hour", "day"]).describe("the series' buckets: hours for a range of one or two days"),
  totals: z.object({
    views: z.number().int().describe("page views"),
    visitors: z.number().int().describe("distinct visitors with a page view, counted per day and summed"),
  }),
  series: z.array(z.object({ bucket: isoDateTime, views: z.number().int(), visitors: z.number().int() })),
  pages: z.array(rankedRow).describe("most viewed paths"),
  entries: z.array(rankedRow).describe("paths where visits began"),
  referrers: z.array(
    z.object({
      referrer_class: z.enum(["search", "wechat", "direct", "other", "internal"]),
      label: z.string(),
      hits: z.number().int(),
      visitors: z.number().int().nullable().describe("null for internal: those views are no visit's entry"),
    }),
  ),
  platforms: z.array(z.object({ platform: z.enum(TRACK_PLATFORMS), ...figures })),
  provinces: z.array(rankedRow).describe("value '' when the province is unknown"),
  funnel: z.array(
    z.object({
      step: z.enum(FILING_FUNNEL_STEPS.map((step) => step.step) as [string, ...string[]]),
      label: z.string(),
      count: z.number().int(),
      drop_off: z.number().nullable().describe("share lost since the step before; null for the first"),
    }),
  ),
  search_misses: z.array(rankedRow).describe("search terms that found nothing"),
  live_visitors: z.number().int().describe("distinct visitors in the last 30 minutes"),
  generated_at: isoDateTime,
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboard>;

export const getAnalyticsDashboard = defineContract({
  method: "GET",
  path: "/admin/analytics",
  service: "main",
  summary: "访问统计：访问量、访客、页面、入口、来源、PC与H5、地区、投诉转化、无结果搜索、实时访客",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["analytics"],
  query: analyticsRangeQuery,
  data: analyticsDashboard,
});

export const exportAnalytics = defineContract({
  method: "GET",
  path: "/admin/analytics/export",
  service: "main",
  summary: "导出访问统计（CSV，UTF-8 带 BOM，各面板依次成节）",
  tags: CONSOLE_TAGS,
  auth: "required",
  staffRoles: ["analytics"],
  query: analyticsRangeQuery,
  mediaTypes: ["text/csv"],
  data: z.string().describe("the CSV file itself, not an envelope"),
});
