import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";

/** One page of a list as a loader returns it: its items and the address of the next page, if any. */
export interface ListPage<Item> {
  items: Item[];
  /** `?…&page=N`, relative to the list's own address; null on the last page. */
  nextHref: string | null;
}

/**
 * A list drawn from the server with its first page and a real 加载更多 link to the next. Once the page
 * is hydrated, the link coming into view loads the next page through the route's loader and appends
 * it; without scripts the link simply opens that page.
 */
export function InfiniteList<Item, Data>({
  first,
  pageOf,
  itemKey,
  renderItem,
  label,
}: {
  first: ListPage<Item>;
  /** The list's page in the route's loader data: a function of the module, so it stays the same. */
  pageOf(data: Data): ListPage<Item>;
  itemKey(item: Item): string | number;
  renderItem(item: Item): ReactNode;
  label: string;
}) {
  const fetcher = useFetcher<Data>();
  const [more, setMore] = useState<ListPage<Item>>({ items: [], nextHref: first.nextHref });
  const moreLink = useRef<HTMLAnchorElement>(null);

  // Another first page (a tab, a filter): start again from it.
  useEffect(() => setMore({ items: [], nextHref: first.nextHref }), [first]);

  useEffect(() => {
    if (!fetcher.data) return;
    // The loader's data as it arrives from the server: plain data, the same shape as the loader's.
    const page = pageOf(fetcher.data as Data);
    setMore((shown) => ({ items: [...shown.items, ...page.items], nextHref: page.nextHref }));
  }, [fetcher.data, pageOf]);

  const { nextHref } = more;
  const isIdle = fetcher.state === "idle";
  useEffect(() => {
    const link = moreLink.current;
    if (!link || nextHref === null || !isIdle) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void fetcher.load(nextHref);
        }
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(link);
    return () => observer.disconnect();
  }, [nextHref, isIdle, fetcher.load]);

  return (
    <>
      <ul aria-label={label} className="space-y-2">
        {[...first.items, ...more.items].map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {nextHref === null ? null : (
        <p className="py-3 text-center">
          <Link
            ref={moreLink}
            to={nextHref}
            onClick={(event) => {
              // With scripts, the next page joins this one instead of replacing it.
              event.preventDefault();
              if (isIdle) void fetcher.load(nextHref);
            }}
            className="inline-flex min-h-11 items-center px-6 text-sm text-gray-700"
          >
            {isIdle ? "加载更多" : "正在加载…"}
          </Link>
        </p>
      )}
    </>
  );
}
