import { Link } from "react-router";
import { InfiniteList } from "../../ui/infinite-list";
import { QuestionCard } from "../../ui/question-card";
import type { QuestionListData } from "./load-question-list.server";

function questionsOf(data: QuestionListData) {
  return data.questions;
}

const chipClass = (isCurrent: boolean) =>
  `inline-flex min-h-11 items-center rounded-full px-4 text-sm whitespace-nowrap ${
    isCurrent ? "bg-brand-600 text-white" : "bg-white text-gray-700"
  }`;

/**
 * A Q&A list for a phone: the sort tabs, the categories as a row of chips that scrolls sideways,
 * the 我要提问 entry and the questions, more of them as the reader scrolls.
 */
export function QuestionListView({ data, askPath }: { data: QuestionListData; askPath: string }) {
  const currentCategoryId = data.category?.id;
  return (
    <div className="pb-3">
      <nav aria-label="问题排序" className="sticky top-[calc(3rem+env(safe-area-inset-top))] z-10 bg-white">
        <ul className="flex border-b border-gray-200">
          {data.tabs.map((tab) => (
            <li key={tab.key} className="flex-1">
              <Link
                to={`?sort=${tab.key}`}
                aria-current={tab.key === data.sort ? "page" : undefined}
                className={`flex min-h-11 items-center justify-center text-sm ${
                  tab.key === data.sort
                    ? "border-b-2 border-brand-600 font-semibold text-brand-700"
                    : "text-gray-700"
                }`}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <nav aria-label="问题分类" className="overflow-x-auto px-4 py-3">
        <ul className="flex gap-2 [&>li]:shrink-0">
          <li>
            <Link
              to="/qa"
              aria-current={currentCategoryId === undefined ? "page" : undefined}
              className={chipClass(currentCategoryId === undefined)}
            >
              全部
            </Link>
          </li>
          {data.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/qa/list/${category.id}`}
                aria-current={category.id === currentCategoryId ? "page" : undefined}
                className={chipClass(category.id === currentCategoryId)}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div className="flex items-center justify-between gap-3 px-4 pb-2">
        <p className="text-sm text-gray-700">共 {data.total} 个问题</p>
        <Link
          to={askPath}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 text-sm font-medium text-white"
        >
          我要提问
        </Link>
      </div>

      {data.questions.items.length === 0 ? (
        <p className="bg-white px-4 py-10 text-center text-sm text-gray-700">还没有问题，来问第一个吧</p>
      ) : (
        <InfiniteList
          first={data.questions}
          pageOf={questionsOf}
          itemKey={(question) => question.id}
          renderItem={(question) => <QuestionCard question={question} />}
          label="问题列表"
        />
      )}
    </div>
  );
}
