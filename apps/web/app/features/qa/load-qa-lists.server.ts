import { getQaCategories, getQaList, type QaSort } from "@tousu/contracts";
import type { createServerApi } from "../../lib/api.server";

type ServerApi = ReturnType<typeof createServerApi>;

export const QA_PAGE_SIZE = 20;

/** One page of questions, of a category or of all, in the sort the URL asks for, and the categories. */
export async function loadQaList(
  api: ServerApi,
  { sort, page, categoryId }: { sort: QaSort; page: number; categoryId?: number },
) {
  const [list, categories] = await Promise.all([
    api.call(getQaList, {
      query: { sort, page, page_size: QA_PAGE_SIZE, ...(categoryId ? { category_id: categoryId } : {}) },
    }),
    api.call(getQaCategories, {}),
  ]);
  return { list, categories };
}
