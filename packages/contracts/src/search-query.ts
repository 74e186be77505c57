import { SEARCH_KEY_PERSONAL_DATA_MESSAGE, searchKeyHoldsPersonalData } from "@tousu/domain";
import { z } from "./zod";

// Apart from search.ts so brand-lookup can share it without an import cycle through complaint.ts.
export const SEARCH_KEY_MAX = 50;
export const SEARCH_PAGE_SIZE_MAX = 50;

export const searchKey = z
  .string({ message: "请输入搜索关键词" })
  .trim()
  .min(1, { message: "请输入搜索关键词" })
  .max(SEARCH_KEY_MAX, { message: `搜索关键词不能超过${SEARCH_KEY_MAX}个字` })
  // Finding the complaint that mentions a phone or ID number would confirm whose it is, and a key
  // never answered is never counted toward the hot words (docs/decisions/058).
  .refine((key) => !searchKeyHoldsPersonalData(key), { message: SEARCH_KEY_PERSONAL_DATA_MESSAGE });

export const searchPaging = {
  page: z.coerce.number().int().min(1, { message: "页码必须大于0" }).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, { message: "每页数量必须大于0" })
    .max(SEARCH_PAGE_SIZE_MAX, { message: `每页数量不能超过${SEARCH_PAGE_SIZE_MAX}` })
    .default(10),
};

export const searchQuery = z.object({ key: searchKey, ...searchPaging });
