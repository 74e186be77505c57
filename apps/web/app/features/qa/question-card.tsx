import type { QaQuestionSummary } from "@tousu/contracts";
import { formatCount, formatDate } from "@tousu/domain";
import { AppLink } from "../../ui/app-link";
import { UnderReviewBadge } from "./under-review-badge";

/** One question in a list: title, the start of its text, and who asked, where and how it stands. */
export function QuestionCard({ question }: { question: QaQuestionSummary }) {
  return (
    <article className="flex gap-4 px-5 py-4">
      <p
        className="hidden w-16 shrink-0 flex-col items-center justify-center rounded bg-gray-50 py-2 text-gray-700 sm:flex"
        aria-hidden="true"
      >
        <span className="text-lg leading-6 font-semibold tabular-nums">
          {formatCount(question.answer_count)}
        </span>
        <span className="text-xs">回答</span>
      </p>
      <div className="min-w-0 flex-1">
        <h3 className="text-base leading-7 font-medium text-gray-900">
          <AppLink to={`/qa/${question.id}`} className="line-clamp-2 hover:text-brand-700">
            {question.title}
          </AppLink>
        </h3>
        {question.excerpt ? (
          <p className="mt-1 line-clamp-2 text-sm leading-6 text-gray-600">{question.excerpt}</p>
        ) : null}
        <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
          {question.status === "under_review" ? <UnderReviewBadge /> : null}
          {question.has_accepted_answer ? (
            <span className="rounded bg-emerald-50 px-1.5 leading-5 text-emerald-800">已采纳</span>
          ) : question.answer_count === 0 ? (
            <span className="rounded bg-amber-50 px-1.5 leading-5 text-amber-800">待回答</span>
          ) : null}
          {question.category ? (
            <AppLink to={`/qa/list/${question.category.id}`} className="hover:text-brand-700">
              {question.category.name}
            </AppLink>
          ) : null}
          {question.brand ? <span>品牌：{question.brand.name}</span> : null}
          <span>{question.asker.nickname}</span>
          <time dateTime={question.created_at}>{formatDate(question.created_at)}</time>
          {/* Beside the number box on wider screens, which screen readers skip. */}
          <span className="sm:sr-only">{formatCount(question.answer_count)} 个回答</span>
        </p>
      </div>
    </article>
  );
}
