import type { PushMessage } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { Link } from "react-router";
import { cx } from "../../ui/cx";

/**
 * The messages as disclosures: opening an unread one marks it read. The title row is the summary, so
 * keyboard and screen-reader users open it like any other disclosure.
 */
export function MessageList({
  messages,
  onOpen,
}: {
  messages: PushMessage[];
  onOpen(message: PushMessage): void;
}) {
  if (messages.length === 0) return <p className="px-5 py-12 text-center text-sm text-gray-600">暂无消息</p>;
  return (
    <ul className="divide-y divide-gray-100">
      {messages.map((message) => (
        <li key={message.id}>
          <details
            className="group px-5 py-3.5"
            onToggle={(event) => {
              if (event.currentTarget.open && !message.is_read) onOpen(message);
            }}
          >
            <summary className="flex cursor-pointer list-none items-center gap-3">
              <span
                aria-hidden="true"
                className={cx(
                  "size-2 shrink-0 rounded-full",
                  message.is_read ? "bg-transparent" : "bg-brand-600",
                )}
              />
              <span
                className={cx(
                  "min-w-0 flex-1 truncate",
                  message.is_read ? "text-gray-700" : "font-medium text-gray-900",
                )}
              >
                {message.title}
                {message.is_read ? null : <span className="sr-only">（未读）</span>}
              </span>
              <time dateTime={message.created_at} className="shrink-0 text-xs text-gray-500">
                {formatDateTime(message.created_at)}
              </time>
            </summary>
            <div className="mt-2 pl-5 text-sm leading-6 text-gray-700">
              <p className="whitespace-pre-line">{message.content}</p>
              {message.link ? (
                <Link
                  to={message.link}
                  className="mt-1 inline-block font-medium text-brand-700 hover:underline"
                >
                  查看详情 ›
                </Link>
              ) : null}
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
