import { defineContract } from "./define-contract";
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
    limit: z.coerce.number().int().min(1).max(50, { message: "数量不能超过50" }).default(12),
  }),
  data: z.array(brandSummary),
});
