import { brandFigures } from "./brand";
import { defineContract } from "./define-contract";
import { z } from "./zod";

export const RANKING_LISTS = ["red", "black"] as const;
export const RANKING_PERIODS = ["week", "month"] as const;
export const RANKING_LIST_LABELS = { red: "红榜", black: "黑榜" } as const;
export const RANKING_PERIOD_LABELS = { week: "周榜", month: "月榜" } as const;

export const getRanking = defineContract({
  method: "GET",
  path: "/ranking",
  service: "main",
  summary: "红黑榜：按行业与周期排名的品牌（红榜得分高在前，黑榜得分低在前）",
  tags: ["brand"],
  auth: "none",
  query: z.object({
    list: z.enum(RANKING_LISTS, { message: "榜单只能是红榜或黑榜" }).default("red"),
    period: z.enum(RANKING_PERIODS, { message: "周期只能是周榜或月榜" }).default("week"),
    industry: z.string().trim().max(50, { message: "行业名称过长" }).optional(),
    limit: z.coerce.number().int().min(1).max(100, { message: "数量不能超过100" }).default(20),
  }),
  data: z.object({
    list: z.enum(RANKING_LISTS),
    period: z.enum(RANKING_PERIODS),
    industry: z.string().nullable(),
    industries: z.array(z.string()),
    from_day: z.string(),
    to_day: z.string(),
    min_sample: z.number().int(),
    items: z.array(
      z.object({
        rank: z.number().int(),
        brand: z.object({ id: z.number().int(), name: z.string(), logo: z.string(), industry: z.string() }),
        score: z.number(),
        figures: brandFigures.omit({ recent_count: true, median_first_response_hours: true }),
      }),
    ),
  }),
});
export type Ranking = z.infer<typeof getRanking.data>;
