import {
  BRAND_INDUSTRY_MAX,
  COMPLAINT_STATUSES,
  PAGE_SIZE_MAX,
  PUBLIC_COMPLAINT_STATUSES,
  RANDOM_LIST_PAGE_SIZE,
} from "@tousu/domain";
import { BRAND_KEYWORD_MAX, brandListItem } from "./brand-lookup";
import { defineContract } from "./define-contract";
import { calendarDay, idSchema, PAGE_SIZE_MESSAGE, pageOf, pageQuery, shortListLimit } from "./shared";
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
    limit: shortListLimit(10),
  }),
  data: z.array(complaintSummary),
});

/** latest = by filing time; followed / viewed = by follow_count / view_count. */
export const COMPLAINT_LIST_SORTS = ["latest", "followed", "viewed"] as const;
export type ComplaintListSort = (typeof COMPLAINT_LIST_SORTS)[number];
export const COMPLAINT_LIST_SORT_LABELS: Record<ComplaintListSort, string> = {
  latest: "最新",
  followed: "关注最多",
  viewed: "浏览最多",
};
/** Numbered pages reach this far; beyond it the list pages by `cursor` (keyset), which costs the same at any depth. */
export const COMPLAINT_LIST_MAX_PAGE = 20;
/** `total` counts at most this many rows, so the first page never counts a million. */
export const COMPLAINT_LIST_COUNT_CAP = 10_000;

const moneyBound = z.coerce
  .number({ message: "金额必须是数字" })
  .min(0, { message: "金额不能为负数" })
  .optional();

export const complaintListQuery = z
  .object({
    page: z.coerce
      .number()
      .int()
      .min(1, { message: "页码必须大于0" })
      .max(COMPLAINT_LIST_MAX_PAGE, {
        message: `页码不能超过${COMPLAINT_LIST_MAX_PAGE}，请使用“下一页”继续浏览`,
      })
      .default(1),
    page_size: pageQuery.shape.page_size,
    cursor: z.string().max(200, { message: "翻页参数无效，请从第一页重新浏览" }).optional(),
    status: z
      .enum(COMPLAINT_STATUSES, { message: "不支持的投诉状态" })
      .refine((status) => PUBLIC_COMPLAINT_STATUSES.includes(status), { message: "不支持的投诉状态" })
      .optional(),
    type_id: idSchema("无效的投诉类型").optional(),
    subtype_id: idSchema("无效的投诉子类型").optional(),
    brand_id: idSchema("无效的品牌编号").optional(),
    problem_id: idSchema("无效的问题标签").optional(),
    sector: z.string().trim().min(1).max(50, { message: "行业名称过长" }).optional(),
    created_from: calendarDay("开始日期格式应为 YYYY-MM-DD").optional(),
    created_to: calendarDay("结束日期格式应为 YYYY-MM-DD").optional(),
    money_min: moneyBound,
    money_max: moneyBound,
    sort: z.enum(COMPLAINT_LIST_SORTS, { message: "不支持的排序方式" }).default("latest"),
  })
  .refine((q) => !q.created_from || !q.created_to || q.created_from <= q.created_to, {
    message: "开始日期不能晚于结束日期",
  })
  .refine((q) => q.money_min === undefined || q.money_max === undefined || q.money_min <= q.money_max, {
    message: "最低金额不能高于最高金额",
  });
export type ComplaintListQuery = z.infer<typeof complaintListQuery>;

export const getComplaintList = defineContract({
  method: "GET",
  path: "/complaint/list",
  service: "main",
  summary: "公开投诉列表（筛选、排序；前几页按页码，之后按游标翻页）",
  tags,
  auth: "none",
  query: complaintListQuery,
  data: pageOf(complaintSummary).extend({
    total: z.number().int().nullable().describe("null when paging by cursor (not counted again)"),
    next_cursor: z
      .string()
      .nullable()
      .describe("pass as `cursor` for the following page; null on the last page"),
    total_capped: z.boolean().describe("true when total stopped counting at the cap"),
    problem_name: z.string().nullable().describe("the problem tag's name when filtering by problem_id"),
  }),
});

export const randomQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(PAGE_SIZE_MAX, { message: PAGE_SIZE_MESSAGE })
    .default(RANDOM_LIST_PAGE_SIZE),
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

/** How many complaints a sidebar block shows. */
export const sidebarListSize = z.coerce
  .number()
  .int()
  .min(1, { message: "数量必须大于0" })
  .max(20, { message: "数量不能超过20" })
  .default(6);

export const getRecommendList = defineContract({
  method: "GET",
  path: "/common/recommendList",
  service: "main",
  summary: "推荐投诉（列表侧栏：近30天已解决、关注度最高）",
  tags,
  auth: "none",
  query: z.object({ limit: sidebarListSize }),
  data: z.array(complaintSummary),
});

export const getCommonBrandList = defineContract({
  method: "GET",
  path: "/common/brandList",
  service: "main",
  summary: "品牌列表（可按关键词、行业筛选；按投诉量排序）",
  tags,
  auth: "none",
  query: pageQuery.extend({
    keyword: z
      .string()
      .trim()
      .min(1)
      .max(BRAND_KEYWORD_MAX, { message: `品牌名称不能超过${BRAND_KEYWORD_MAX}个字` })
      .optional(),
    industry: z.string().trim().min(1).max(BRAND_INDUSTRY_MAX, { message: "行业名称过长" }).optional(),
  }),
  data: z.array(brandListItem),
});
