import { BRAND_INDUSTRY_MAX, BRAND_NAME_MAX } from "@tousu/domain";
import { defineContract } from "./define-contract";
import { searchKey, searchPaging } from "./search-query";
import { pageOf, pageQuery } from "./shared";
import { z } from "./zod";

const tags = ["brand"] as const;

export const brandListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  industry: z.string(),
  complaint_count: z.number().int(),
});
export type BrandListItem = z.infer<typeof brandListItem>;

/** A brand is looked up by (a part of) its name. */
export const BRAND_KEYWORD_MAX = BRAND_NAME_MAX;

const brandName = (message: string) =>
  z
    .string({ message })
    .trim()
    .min(1, { message })
    .max(BRAND_KEYWORD_MAX, { message: `品牌名称不能超过${BRAND_KEYWORD_MAX}个字` });

export const getBrandList = defineContract({
  method: "GET",
  path: "/brand/list",
  service: "main",
  summary: "品牌列表（按投诉量排序）",
  tags,
  auth: "none",
  query: pageQuery.extend({
    industry: z.string().trim().max(BRAND_INDUSTRY_MAX, { message: "行业名称过长" }).optional(),
  }),
  data: pageOf(brandListItem),
});

export const searchBrand = defineContract({
  method: "GET",
  path: "/brand/search",
  service: "main",
  summary: "品牌搜索（名称、拼音、首字母）：搜索页用 key 分页，品牌联想用 keyword",
  tags,
  auth: "none",
  query: z
    .object({ key: searchKey.optional(), keyword: brandName("请输入品牌关键词").optional(), ...searchPaging })
    .refine((query) => query.key !== undefined || query.keyword !== undefined, {
      message: "请输入品牌关键词",
    }),
  data: z.array(brandListItem),
});

export const getBrandForName = defineContract({
  method: "GET",
  path: "/getBrandForName",
  service: "main",
  summary: "按名称精确查找品牌（无则为 null）",
  tags,
  auth: "none",
  query: z.object({ name: brandName("请输入品牌名称") }),
  data: brandListItem.nullable(),
});
