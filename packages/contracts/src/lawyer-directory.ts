import { PRACTICE_AREA_CODES } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { idParam, isoDateTime, pageOf, pageQuery, textUpTo } from "./shared";
import { z } from "./zod";

// Finding a lawyer (/law, /law/lawyer/{id}): facts only, ordered by relevance and availability,
// never by results (docs/decisions/050).

export const LAW_CITY_MAX = 20;

export const lawyerCard = z.object({
  id: z.number().int(),
  /** Surname and 律师: the full name stays on the account, encrypted. */
  display_name: z.string(),
  law_firm: z.string(),
  city: z.string(),
  practice_areas: z.array(z.object({ code: z.string(), label: z.string() })),
  years_in_practice: z.number().int(),
  /** Entrustments the lawyer accepted on the platform. */
  cases_taken: z.number().int(),
  /** Consumers' rating of the service; null until enough consumers rated it. */
  rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
  accepting_cases: z.boolean(),
  /**
   * The discount off their fee the lawyer offers members on entrustment, in percent (decision 098);
   * null when they offer none. A fact of the lawyer's offer, the same for every viewer.
   */
  member_discount_percent: z.number().int().nullable(),
  verified_at: isoDateTime,
});
export type LawyerCard = z.infer<typeof lawyerCard>;

export const listLawyers = defineContract({
  method: "GET",
  path: "/lawyers",
  service: "lawyer",
  summary: "找律师：按执业领域、城市和投诉行业筛选（按相关度与可接案情况排序）",
  tags: ["lawyer"],
  auth: "none",
  query: pageQuery.extend({
    area: z.enum(PRACTICE_AREA_CODES, { message: "执业领域不存在" }).optional(),
    city: textUpTo("城市", LAW_CITY_MAX).optional(),
    sector: textUpTo("行业", LAW_CITY_MAX).optional(),
  }),
  data: pageOf(lawyerCard).extend({
    cities: z.array(z.string()).describe("cities where verified lawyers practise, for the filter"),
  }),
});

export const getLawyerProfile = defineContract({
  method: "GET",
  path: "/lawyers/:id",
  service: "lawyer",
  summary: "律师公开资料",
  tags: ["lawyer"],
  auth: "none",
  params: idParam,
  data: lawyerCard.extend({ introduction: z.string() }),
});
