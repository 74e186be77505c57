import type { UserComplaint } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";

/** The complaint's whole history as the owner sees it, oldest first. */
export function ComplaintHistory({ stream }: { stream: UserComplaint["stream"] }) {
  if (stream.length === 0) return <p className="px-5 py-6 text-sm text-gray-600">暂无进展</p>;
  return (
    <ol className="space-y-5 px-5 py-5">
      {stream.map((entry) => (
        <li key={entry.index} className="relative border-l-2 border-gray-100 pl-5">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[7px] size-3 rounded-full bg-brand-600 ring-4 ring-white"
          />
          <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
            <span className="font-medium text-gray-900">{entry.action_label}</span>
            <span className="text-gray-600">{entry.actor_label}</span>
            <time dateTime={entry.created_at} className="text-xs text-gray-500">
              {formatDateTime(entry.created_at)}
            </time>
          </p>
          {entry.detail.reason_label || entry.detail.outcome_label ? (
            <p className="mt-1 text-sm text-gray-700">
              {entry.detail.reason_label ?? entry.detail.outcome_label}
              {entry.detail.amount ? `（¥${entry.detail.amount}）` : null}
            </p>
          ) : null}
          {entry.content ? (
            <p className="mt-1 text-sm leading-6 wrap-anywhere whitespace-pre-line text-gray-700">
              {entry.content}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
