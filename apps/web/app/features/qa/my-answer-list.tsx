import type { QaAnswer } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { answerAnchor } from "@tousu/page-kit/qa-json-ld";
import { Link } from "react-router";
import { UnderReviewBadge } from "./under-review-badge";

type MyAnswer = QaAnswer & { question: { id: number; title: string } };

/** My answers, each under the title of the question it answers, linked to it on the question's page. */
export function MyAnswerList({ answers }: { answers: MyAnswer[] }) {
  if (answers.length === 0) {
    return <p className="px-5 py-12 text-center text-sm text-gray-600">你还没有回答过问题</p>;
  }
  return (
    <ul className="divide-y divide-gray-100">
      {answers.map((answer) => (
        <li key={answer.id} className="px-5 py-4">
          <h3 className="text-base leading-7 font-medium text-gray-900">
            <Link
              to={`/qa/${answer.question.id}#${answerAnchor(answer.id)}`}
              className="line-clamp-1 hover:text-brand-700"
            >
              {answer.question.title}
            </Link>
          </h3>
          <p className="mt-1 line-clamp-3 text-sm leading-6 wrap-anywhere whitespace-pre-line text-gray-700">
            {answer.content}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600">
            {answer.status === "under_review" ? <UnderReviewBadge /> : null}
            {answer.is_accepted ? (
              <span className="rounded bg-emerald-50 px-1.5 leading-5 text-emerald-800">已被采纳</span>
            ) : null}
            <span>赞 {answer.like_count}</span>
            <time dateTime={answer.created_at}>{formatDate(answer.created_at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
