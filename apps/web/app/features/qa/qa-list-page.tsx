import type { QaCategory, QaQuestionSummary } from "@tousu/contracts";
import { formatCount } from "@tousu/domain";
import type { ReactNode } from "react";
import { PagedList } from "../../ui/paged-list";
import { AskQuestion } from "./ask-question";
import { QaCategoryNav } from "./qa-category-nav";
import { QuestionCard } from "./question-card";

interface QaListPageProps {
  heading: string;
  intro: string;
  /** The sort tabs above the list (newest, unanswered, hot). */
  tabs: ReactNode;
  page: { list: QaQuestionSummary[]; total: number; page: number; page_size: number };
  categories: QaCategory[];
  currentCategoryId?: number;
}

/**
 * The questions of the whole site or of one category: the ask box, sort tabs, numbered pages (the
 * pager the complaint list uses), and the categories beside them.
 */
export function QaListPage({ heading, intro, tabs, page, categories, currentCategoryId }: QaListPageProps) {
  return (
    <div className="space-y-6">
      <header className="rounded-lg bg-white px-5 py-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="text-xl font-semibold text-gray-900">{heading}</h1>
          <p className="text-sm text-gray-600">共 {formatCount(page.total)} 个问题</p>
        </div>
        <p className="mt-1 text-sm text-gray-600">{intro}</p>
        <AskQuestion categories={categories} defaultCategoryId={currentCategoryId} />
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <section
          aria-label="问题列表"
          className="min-w-0 rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
        >
          {tabs}
          <PagedList
            page={page}
            emptyText="这一页没有问题"
            renderItem={(question) => <QuestionCard key={question.id} question={question} />}
          />
        </section>
        <aside className="space-y-6">
          <QaCategoryNav categories={categories} currentId={currentCategoryId} />
        </aside>
      </div>
    </div>
  );
}
