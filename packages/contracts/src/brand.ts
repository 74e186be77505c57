import { complaintSummary } from "./complaint";
import { defineContract } from "./define-contract";
import { idParam, shortListLimit } from "./shared";
import { z } from "./zod";

export const brandSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  industry: z.string(),
  complaint_count: z.number().int(),
  reply_rate: z.number().describe("0..1"),
  completion_rate: z.number().describe("0..1"),
});
export type BrandSummary = z.infer<typeof brandSummary>;

export const getHotBrands = defineContract({
  method: "GET",
  path: "/brand/hotList",
  service: "main",
  summary: "热门品牌",
  tags: ["brand"],
  auth: "none",
  query: z.object({
    limit: shortListLimit(12),
  }),
  data: z.array(brandSummary),
});

export const getRandomBrands = defineContract({
  method: "GET",
  path: "/brand/random",
  service: "main",
  summary: "随机品牌",
  tags: ["brand"],
  auth: "none",
  query: z.object({
    limit: shortListLimit(6),
  }),
  data: z.array(brandSummary),
});

/** Rates are 0..1 and `null` below the minimum sample (MIN_RATE_SAMPLE in @tousu/domain): shown as 样本不足. */
export const brandFigures = z.object({
  complaint_count: z.number().int(),
  recent_count: z.number().int().describe("published in the last 30 days"),
  reply_rate: z.number().nullable(),
  timely_reply_rate: z.number().nullable(),
  completion_rate: z.number().nullable().describe("completed with the consumer's confirmation"),
  auto_completion_rate: z.number().nullable().describe("completed automatically, shown apart"),
  satisfaction: z.number().nullable().describe("mean 1–5 of consumer ratings"),
  rating_count: z.number().int(),
  median_first_response_hours: z.number().nullable(),
});
export type BrandFiguresData = z.infer<typeof brandFigures>;

export const BRAND_TREND_DAYS = 30;
export const BRAND_LATEST_COMPLAINTS = 10;

export const getBrand = defineContract({
  method: "GET",
  path: "/brand/:id",
  service: "main",
  summary: "品牌主页：品牌信息、投诉数据、趋势、常见问题与最新投诉",
  tags: ["brand"],
  auth: "none",
  params: idParam,
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string(),
    description: z.string().nullable(),
    industry: z.string(),
    enterprise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    figures: brandFigures,
    top_problems: z.array(z.object({ name: z.string(), count: z.number().int() })),
    trend: z.array(z.object({ day: z.string().describe("YYYY-MM-DD, Shanghai"), count: z.number().int() })),
    latest_complaints: z.array(complaintSummary),
  }),
});
export type BrandPage = z.infer<typeof getBrand.data>;
