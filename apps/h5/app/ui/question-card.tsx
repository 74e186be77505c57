import { Link } from "react-router";

/** What a question list item shows; the loader picks these out of the API's summary. */
export interface QuestionCardData {
  id: number;
  title: string;
  excerpt: string;
  categoryName: string | null;
  brandName: string | null;
  asker: string;
  answerCount: number;
  hasAcceptedAnswer: boolean;
  isUnderReview: boolean;
  /** Already formatted for reading. */
  createdAt: string;
}

/** One question in a list: the whole card is the link to it, its state and facts below the title. */
export function QuestionCard({ question }: { question: QuestionCardData }) {
  return (
    <Link to={`/qa/${question.id}`} className="block bg-white px-4 py-3 active:bg-gray-50">
      <p className="line-clamp-2 font-medium break-words text-gray-900">{question.title}</p>
      {question.excerpt ? (
        <p className="mt-1 line-clamp-2 text-sm break-words text-gray-600">{question.excerpt}</p>
      ) : null}
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-gray-600">
        {question.isUnderReview ? (
          <span className="rounded bg-gray-100 px-1.5 py-0.5 text-gray-700">审核中</span>
        ) : null}
        {question.hasAcceptedAnswer ? (
          <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-emerald-800">已采纳</span>
        ) : question.answerCount === 0 ? (
          <span className="rounded bg-amber-50 px-1.5 py-0.5 text-amber-800">待回答</span>
        ) : null}
        {question.categoryName ? <span>{question.categoryName}</span> : null}
        {question.brandName ? <span className="min-w-0 truncate">品牌：{question.brandName}</span> : null}
        <span>{question.answerCount} 个回答</span>
        <time className="ml-auto shrink-0">{question.createdAt}</time>
      </p>
    </Link>
  );
}
