import { complaintSummary } from "./complaint";
import { defineContract } from "./define-contract";
import { searchQuery } from "./search-query";
import { pageOf } from "./shared";
import { z } from "./zod";

export * from "./search-query";

const tags = ["search"] as const;

/** Half-open [start, end) character ranges of a text that matched the key; the page wraps them in <mark>. */
export const matchRanges = z.array(z.tuple([z.number().int(), z.number().int()]));
export type MatchRanges = z.infer<typeof matchRanges>;

export const complaintSearchHit = complaintSummary.extend({
  highlight: z.object({ title: matchRanges, summary: matchRanges }),
});
export type ComplaintSearchHit = z.infer<typeof complaintSearchHit>;

/**
 * The search endpoints share their query (key, page, page_size; docs/product/api.md#search) and a paged
 * answer.
 */
function searchContract<Path extends string, Data extends z.ZodType>(
  path: Path,
  summary: string,
  data: Data,
) {
  return defineContract({
    method: "GET",
    path,
    service: "main",
    summary,
    tags,
    auth: "none",
    query: searchQuery,
    data,
  });
}

/**
 * Complaint and article search rank the newest matches, at most this many (docs/decisions/032): a
 * word found in half of a million complaints is answered from its newest thousand, not by ranking them all.
 */
export const SEARCH_RESULT_LIMIT = 1000;

export const searchComplaints = searchContract(
  "/complaint/search",
  "搜索投诉（分词短语匹配 + 标题模糊匹配；在最新的1000条匹配中按相关度排序）",
  pageOf(complaintSearchHit).extend({
    total_capped: z
      .boolean()
      .describe(`more than ${SEARCH_RESULT_LIMIT} complaints match; total stops there`),
  }),
);

export const articleSearchHit = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  published_at: z.string(),
  highlight: z.object({ title: matchRanges, summary: matchRanges }),
});
export type ArticleSearchHit = z.infer<typeof articleSearchHit>;

export const searchArticles = searchContract(
  "/articles/search",
  "搜索文章（标题、摘要、正文分词短语匹配；在最新的1000篇匹配中按相关度排序）",
  pageOf(articleSearchHit).extend({
    total_capped: z.boolean().describe(`more than ${SEARCH_RESULT_LIMIT} articles match; total stops there`),
  }),
);

export const getHotSearchWords = defineContract({
  method: "GET",
  path: "/complaint/hot/search",
  service: "main",
  summary: "热门搜索词（编辑置顶优先，其次按真实搜索次数）",
  tags,
  auth: "none",
  query: z.object({
    limit: z.coerce.number().int().min(1).max(30, { message: "数量不能超过30" }).default(10),
  }),
  data: z.array(z.object({ keyword: z.string(), is_hot: z.boolean(), search_count: z.number().int() })),
});
