import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import type { ListPage } from "./list-page";

/** The address of page `page` of the list at `pathname?search`: only the page parameter changes. */
function pageHref(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  params.set("page", String(page));
  return `${pathname}?${params}`;
}

/**
 * A list that grows as it is scrolled: the server renders the page asked for and a real 加载更多
 * link to the next one (`?page=N`, which works without scripts); once hydrated, the link loads the
 * next page through the route's loader when it scrolls into view (or is tapped) and appends it.
 * `pageOf` picks the list's page out of the loader's data.
 */
export function MorePages<T>({
  first,
  pageOf,
  keyOf,
  renderItem,
  className,
}: {
  first: ListPage<T>;
  pageOf: (loaderData: unknown) => ListPage<T>;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  className?: string;
}) {
  const location = useLocation();
  const { load, state, data } = useFetcher();
  const [pages, setPages] = useState([first]);
  const link = useRef<HTMLAnchorElement>(null);

  // A new first page (another filter, a revalidation after a write) starts the list again.
  useEffect(() => setPages([first]), [first]);
  useEffect(() => {
    if (state !== "idle" || data === undefined) return;
    const loaded = pageOf(data);
    setPages((current) => {
      // A page already shown (a revalidated fetch) adds only what is new in it.
      const shown = new Set(current.flatMap((page) => page.items.map(keyOf)));
      return [...current, { ...loaded, items: loaded.items.filter((item) => !shown.has(keyOf(item))) }];
    });
  }, [state, data, pageOf, keyOf]);

  const nextPage = pages.at(-1)?.nextPage ?? null;
  const nextHref = nextPage === null ? null : pageHref(location.pathname, location.search, nextPage);
  const isLoading = state !== "idle";

  useEffect(() => {
    const target = link.current;
    if (!nextHref || isLoading || !target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void load(nextHref);
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [nextHref, isLoading, load]);

  return (
    <>
      <ul className={className}>
        {pages
          .flatMap((page) => page.items)
          .map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
      </ul>
      {nextHref ? (
        <Link
          ref={link}
          to={nextHref}
          onClick={(event) => {
            event.preventDefault();
            if (!isLoading) void load(nextHref);
          }}
          className="flex min-h-11 items-center justify-center text-sm text-gray-700"
        >
          {isLoading ? "加载中…" : "加载更多"}
        </Link>
      ) : null}
    </>
  );
}
