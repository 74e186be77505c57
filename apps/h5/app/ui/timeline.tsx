/** One entry of a complaint's timeline, as the pages' loaders shape it. */
export interface TimelineEntry {
  index: number;
  actionLabel: string;
  actorLabel: string;
  content: string | null;
  createdAt: string;
}

/**
 * A complaint's timeline, oldest first. With `isLinkable`, each entry is the target of
 * `#progress-{index}` (/complaint/{id}/{index} arrives that way): it is scrolled to and marked.
 */
export function Timeline({
  entries,
  isLinkable = false,
}: {
  entries: TimelineEntry[];
  isLinkable?: boolean;
}) {
  return (
    <ol className="mt-2 border-l-2 border-gray-200 pl-4">
      {entries.map((entry) => (
        <li
          key={entry.index}
          id={isLinkable ? `progress-${entry.index}` : undefined}
          className={`relative pb-4 last:pb-0${isLinkable ? " scroll-mt-16 rounded target:bg-brand-50" : ""}`}
        >
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[21px] size-2 rounded-full bg-brand-600"
          />
          <p className="text-sm font-medium text-gray-900">
            {entry.actionLabel}
            <span className="ml-2 font-normal text-gray-600">{entry.actorLabel}</span>
          </p>
          {entry.content ? (
            <p className="mt-0.5 whitespace-pre-line break-words text-sm text-gray-700">{entry.content}</p>
          ) : null}
          <time className="text-xs text-gray-600">{entry.createdAt}</time>
        </li>
      ))}
    </ol>
  );
}
