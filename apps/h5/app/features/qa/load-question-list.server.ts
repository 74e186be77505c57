import { getQaCategories, getQaList, type QaQuestionSummary } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { QA_SORT_TABS, readQaSort } from "@tousu/page-kit/qa-sort-tabs";
import type { createServerApi } from "@tousu/page-kit/server-api";
import { nextPageHref } from "../../lib/list-page";
import type { QuestionCardData } from "../../ui/question-card";

/** As many questions a page as the PC lists show. */
const QA_PAGE_SIZE = 20;

export function questionCardData(question: QaQuestionSummary): QuestionCardData {
  return {
    id: question.id,
    title: question.title,
    excerpt: question.excerpt,
    categoryName: question.category?.name ?? null,
    brandName: question.brand?.name ?? null,
    asker: question.asker.nickname,
    answerCount: question.answer_count,
    hasAcceptedAnswer: question.has_accepted_answer,
    isUnderReview: question.status === "under_review",
    createdAt: formatDate(question.created_at),
  };
}

/**
 * A Q&A list page's data: the tab the address asks for, one page of questions (of a category, or of
 * all) with the link to the next, and the categories as chips. The same reads as the PC lists.
 */
export async function loadQuestionList(
  request: Request,
  api: ReturnType<typeof createServerApi>,
  categoryId?: number,
) {
  const sort = readQaSort(request);
  const [list, categories] = await Promise.all([
    api.call(getQaList, {
      query: {
        sort,
        page: readPageNumber(request),
        page_size: QA_PAGE_SIZE,
        ...(categoryId ? { category_id: categoryId } : {}),
      },
    }),
    api.call(getQaCategories, {}),
  ]);
  return {
    sort,
    tabs: QA_SORT_TABS,
    category: list.category,
    categories: categories.map(({ id, name }) => ({ id, name })),
    total: list.total,
    questions: { items: list.list.map(questionCardData), nextHref: nextPageHref(request, list) },
  };
}

export type QuestionListData = Awaited<ReturnType<typeof loadQuestionList>>;
