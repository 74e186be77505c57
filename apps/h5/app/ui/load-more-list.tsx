import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";

/** One page of a list as its route's loader answers it. */
export interface ListPage<T> {
  items: T[];
  page: number;
  hasMore: boolean;
}

interface LoadMoreListProps<T> {
  /** The page the server rendered (usually the first; `?page=n` opened directly renders page n). */
  first: ListPage<T>;
  /** The address of a page of this list (same route, `?page=n` and whatever else it keeps). */
  pageHref(page: number): string;
  /** Reads the next page out of the route's loader data. */
  pageOf(loaderData: unknown): ListPage<T>;
  itemKey(item: T): number | string;
  renderItem(item: T): ReactNode;
  label: string;
  emptyText: string;
}

/**
 * A server-rendered page of a list with a real 加载更多 link to the next page, which, once the page
 * is hydrated, loads that page through the route's loader when it scrolls into view (or is tapped)
 * and appends it. Without scripts the link opens the next page.
 */
export function LoadMoreList<T>({
  first,
  pageHref,
  pageOf,
  itemKey,
  renderItem,
  label,
  emptyText,
}: LoadMoreListProps<T>) {
  const fetcher = useFetcher();
  const [pages, setPages] = useState<ListPage<T>[]>([first]);
  const last = pages[pages.length - 1] ?? first;
  const nextHref = last.hasMore ? pageHref(last.page + 1) : null;
  const isLoading = fetcher.state !== "idle";
  const moreLink = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === undefined) return;
    const loaded = pageOf(fetcher.data);
    setPages((shown) => (shown.some((page) => page.page === loaded.page) ? shown : [...shown, loaded]));
  }, [fetcher.state, fetcher.data, pageOf]);

  useEffect(() => {
    const link = moreLink.current;
    if (!link || nextHref === null || isLoading || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          fetcher.load(nextHref);
        }
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(link);
    return () => observer.disconnect();
  }, [nextHref, isLoading, fetcher]);

  const items = pages.flatMap((page) => page.items);
  return (
    <div>
      {items.length === 0 ? (
        <p className="bg-white px-4 py-10 text-center text-sm text-gray-600">{emptyText}</p>
      ) : (
        <ul aria-label={label} className="space-y-2">
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap justify-center gap-3 px-4 py-3 text-sm">
        {first.page > 1 ? (
          <Link
            to={pageHref(first.page - 1)}
            className="inline-flex min-h-11 items-center rounded-full bg-white px-5 text-gray-700"
          >
            上一页
          </Link>
        ) : null}
        {nextHref !== null ? (
          <Link
            ref={moreLink}
            to={nextHref}
            aria-busy={isLoading}
            onClick={(event) => {
              event.preventDefault();
              if (!isLoading) fetcher.load(nextHref);
            }}
            className="inline-flex min-h-11 items-center rounded-full bg-white px-5 text-gray-700"
          >
            {isLoading ? "正在加载…" : "加载更多"}
          </Link>
        ) : items.length > 0 ? (
          <p className="py-3 text-gray-600">没有更多了</p>
        ) : null}
      </div>
    </div>
  );
}
