import { COMPLAINT_STATUSES } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { pageOf, pageQuery } from "./shared";
import { z } from "./zod";

const tags = ["complaint"] as const;

/** What a complaint list item shows publicly: no personal data, the author masked. */
export const complaintSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string().describe("plain-text excerpt of the content"),
  status: z.enum(COMPLAINT_STATUSES),
  status_label: z.string(),
  money: z.number(),
  brand: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }).nullable(),
  custom_brand_name: z.string().nullable(),
  author: z.object({ nickname: z.string(), avatar: z.string() }),
  problems: z.array(z.string()),
  appeals: z.array(z.string()),
  comment_count: z.number().int(),
  view_count: z.number().int(),
  created_at: z.string(),
});
export type ComplaintSummary = z.infer<typeof complaintSummary>;

export const getComplaintStatistic = defineContract({
  method: "GET",
  path: "/complaint/statistic",
  service: "main",
  summary: "平台投诉统计",
  tags,
  auth: "none",
  data: z.object({
    total: z.number().int(),
    today: z.number().int(),
    replied: z.number().int().describe("complaints the company has answered"),
    completed: z.number().int(),
    brand_count: z.number().int(),
    enterprise_count: z.number().int(),
    reply_rate: z.number().describe("0..1 share of public complaints answered"),
  }),
});

export const getHotComplaints = defineContract({
  method: "GET",
  path: "/complaint/hot/list",
  service: "main",
  summary: "热门投诉（近30天按关注度）",
  tags,
  auth: "none",
  query: z.object({
    limit: z.coerce.number().int().min(1).max(50, { message: "数量不能超过50" }).default(10),
  }),
  data: z.array(complaintSummary),
});

export const COMPLAINT_LIST_ORDERS = ["latest", "hot"] as const;

export const getComplaintList = defineContract({
  method: "GET",
  path: "/complaint/list",
  service: "main",
  summary: "投诉列表（分页）",
  tags,
  auth: "none",
  query: pageQuery.extend({
    status: z.enum(COMPLAINT_STATUSES, { message: "不支持的投诉状态" }).optional(),
    brand_id: z.coerce.number().int().positive({ message: "无效的品牌编号" }).optional(),
    order: z.enum(COMPLAINT_LIST_ORDERS, { message: "不支持的排序方式" }).default("latest"),
  }),
  data: pageOf(complaintSummary),
});

export const randomQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100, { message: "每页数量不能超过100" }).default(100),
});

export const getRandomComplaints = defineContract({
  method: "GET",
  path: "/random/complaint",
  service: "main",
  summary: "随机投诉（404 页推荐）",
  tags,
  auth: "none",
  query: randomQuery,
  data: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
