import type { ComplaintDetail } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { formatMoney } from "../../ui/money";

/** The company's public answers, each with the outcome it offers; the latest one is the one in force. */
export function CompanyReplies({
  replies,
  brandName,
}: {
  replies: ComplaintDetail["replies"];
  brandName: string;
}) {
  return (
    <ol className="space-y-3 px-5 py-5">
      {replies.map((reply, position) => (
        <li key={reply.created_at} className="rounded-md border-l-4 border-cyan-500 bg-cyan-50/60 px-4 py-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium text-gray-900">
              {brandName || "商家"}
              {replies.length > 1 ? ` 第${position + 1}次回复` : " 回复"}
            </span>
            {reply.outcome_label ? (
              <span className="rounded bg-cyan-700 px-2 text-xs leading-5 font-medium text-white">
                {reply.outcome_label}
                {reply.amount !== null && reply.amount > 0 ? ` ${formatMoney(reply.amount)} 元` : ""}
              </span>
            ) : null}
            <time dateTime={reply.created_at} className="ml-auto text-xs text-gray-600">
              {formatDateTime(reply.created_at)}
            </time>
          </div>
          {reply.content ? (
            <p className="mt-2 text-sm leading-6 wrap-anywhere whitespace-pre-line text-gray-800">
              {reply.content}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
