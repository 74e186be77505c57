import { complaintSummary } from "./complaint";
import { defineContract } from "./define-contract";
import { idParam } from "./shared";
import { z } from "./zod";

/** The published-complaint figures of docs/decisions/009 (`loadComplaintFigures`); rates are 0..1. */
export const complaintFigures = z.object({
  complaint_count: z.number().int(),
  replied_count: z.number().int(),
  completed_count: z.number().int(),
  rating_count: z.number().int().describe("ratings from consumers; auto-completions excluded"),
  reply_rate: z.number(),
  timely_reply_rate: z.number().describe("replied with the first response inside the 7-day deadline"),
  completion_rate: z
    .number()
    .describe("completed by the consumer / complaints; automatic completions excluded"),
  satisfaction: z.number().nullable().describe("mean 1–5 score, null without ratings"),
});
export type ComplaintFiguresData = z.infer<typeof complaintFigures>;

export const ENTERPRISE_LATEST_COMPLAINTS = 10;

export const getEnterprise = defineContract({
  method: "GET",
  path: "/enterprise/:id",
  service: "main",
  summary: "企业主页：企业信息、旗下品牌、投诉数据与最新投诉",
  tags: ["enterprise"],
  auth: "none",
  params: idParam,
  data: z.object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string(),
    description: z.string().nullable(),
    is_verified: z.boolean(),
    brands: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        logo: z.string(),
        complaint_count: z.number().int(),
      }),
    ),
    figures: complaintFigures,
    latest_complaints: z.array(complaintSummary),
  }),
});
export type EnterprisePage = z.infer<typeof getEnterprise.data>;
