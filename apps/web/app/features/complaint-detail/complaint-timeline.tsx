import type { AuditLogEntry, ProgressContent, TimelineEntry } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { useEffect, useId, useState } from "react";
import { useImageUrl } from "../../lib/use-image-url";
import { cx } from "../../ui/cx";
import { formatMoney } from "../../ui/money";
import { timelineEntryId } from "./path-segments";

const ACTOR_DOT: Record<TimelineEntry["actor_type"], string> = {
  user: "bg-brand-600",
  company: "bg-cyan-600",
  platform: "bg-amber-500",
  system: "bg-gray-400",
};

/** The explanations of the steps a timeline has: the page sends no others. */
export function helpForTimeline(help: ProgressContent[], entries: TimelineEntry[]): ProgressContent[] {
  const actions = new Set<string>(entries.map((entry) => entry.action));
  return help.filter((content) => actions.has(content.type));
}

/**
 * The public progress, oldest first. Each step can explain itself (what it means, what comes next);
 * `highlightIndex` (from /complaint/{id}/{index}) marks one step and scrolls to it.
 */
export function ComplaintTimeline({
  entries,
  auditLog,
  help,
  highlightIndex,
}: {
  entries: TimelineEntry[];
  auditLog: AuditLogEntry[];
  help: ProgressContent[];
  highlightIndex: number | null;
}) {
  const helpByType = new Map(help.map((content) => [content.type, content]));

  useEffect(() => {
    if (highlightIndex === null) return;
    document.getElementById(timelineEntryId(highlightIndex))?.scrollIntoView({ block: "center" });
  }, [highlightIndex]);

  if (entries.length === 0 && auditLog.length === 0) {
    return <p className="px-5 py-6 text-sm text-gray-600">暂无公开进度。</p>;
  }
  return (
    <div className="px-5 py-5">
      <ol className="relative space-y-5 border-l border-gray-200 pl-5">
        {entries.map((entry) => (
          <TimelineItem
            key={entry.index}
            entry={entry}
            help={helpByType.get(entry.action)}
            isHighlighted={entry.index === highlightIndex}
          />
        ))}
      </ol>
      {auditLog.length > 0 ? (
        <section aria-label="平台审核记录" className="mt-6 rounded-md bg-gray-50 px-4 py-3">
          <h3 className="text-sm font-medium text-gray-800">平台审核记录</h3>
          <ul className="mt-2 space-y-1.5 text-sm text-gray-700">
            {auditLog.map((log) => (
              <li key={`${log.created_at}-${log.action_label}`} className="flex flex-wrap gap-x-3">
                <time dateTime={log.created_at} className="text-gray-600">
                  {formatDateTime(log.created_at)}
                </time>
                <span>
                  {log.actor_label}：{log.action_label}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function TimelineItem({
  entry,
  help,
  isHighlighted,
}: {
  entry: TimelineEntry;
  help: ProgressContent | undefined;
  isHighlighted: boolean;
}) {
  const imageUrl = useImageUrl();
  const { detail } = entry;
  return (
    <li
      id={timelineEntryId(entry.index)}
      aria-current={isHighlighted ? "step" : undefined}
      className={cx(
        "relative scroll-mt-24 rounded-md",
        isHighlighted && "-mx-3 bg-amber-50 px-3 py-2 ring-1 ring-amber-300",
      )}
    >
      <span
        aria-hidden="true"
        className={cx(
          "absolute top-1.5 size-2.5 rounded-full ring-4 ring-white",
          isHighlighted ? "-left-[1.7rem]" : "-left-[1.45rem]",
          ACTOR_DOT[entry.actor_type],
        )}
      />
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="text-sm font-medium text-gray-900">{entry.action_label}</span>
        <span className="rounded bg-gray-100 px-1.5 text-xs leading-5 text-gray-700">
          {entry.actor_label}
        </span>
        {help ? <StepHelp help={help} /> : null}
        <time dateTime={entry.created_at} className="ml-auto text-xs text-gray-600">
          {formatDateTime(entry.created_at)}
        </time>
      </div>
      {detail.outcome_label || detail.reason_label ? (
        <p className="mt-1 text-sm text-gray-700">
          {detail.outcome_label ? `处理结果：${detail.outcome_label}` : null}
          {detail.amount !== null && detail.amount > 0 ? `（${formatMoney(detail.amount)} 元）` : null}
          {detail.reason_label ? `原因：${detail.reason_label}` : null}
        </p>
      ) : null}
      {entry.content ? (
        <p className="mt-1 text-sm leading-6 wrap-anywhere whitespace-pre-line text-gray-700">
          {entry.content}
        </p>
      ) : null}
      {detail.images.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {detail.images.map((url, position) => (
            <li key={url}>
              <a href={imageUrl(url) ?? url} target="_blank" rel="noreferrer">
                <img
                  src={imageUrl(url) ?? ""}
                  alt={`${entry.action_label}图片${position + 1}`}
                  loading="lazy"
                  className="size-16 rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A "?" that unfolds what the step means, what happens next and its deadline. */
function StepHelp({ help }: { help: ProgressContent }) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="grid size-5 place-items-center rounded-full border border-gray-300 text-xs text-gray-600 hover:border-brand-600 hover:text-brand-700"
      >
        ?<span className="sr-only">{`${help.title}是什么意思`}</span>
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className="order-last w-full rounded-md border border-gray-200 bg-white px-3 py-2 text-xs leading-5 text-gray-700 shadow-sm"
      >
        <p>{help.meaning}</p>
        <p className="mt-1">
          <span className="font-medium text-gray-800">接下来：</span>
          {help.next_step}
        </p>
        {help.deadline !== null ? <p className="mt-1 text-amber-800">时限：{help.deadline}</p> : null}
      </div>
    </>
  );
}
