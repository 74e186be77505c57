import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";

/**
 * One page of a list as a loader returns it: its items and the address of the next page — `?page=N`
 * or `?cursor=…`, relative to the list's own address, its other parameters kept — null on the last.
 */
export interface ListPage<Item> {
  items: Item[];
  nextHref: string | null;
  /** The page before, when the address opened a later page directly (a link followed without scripts). */
  previousHref?: string | null;
}

interface InfiniteListProps<Item> {
  first: ListPage<Item>;
  /** The list's page in the route's loader data (as a fetcher of the same route answers it). */
  pageOf(loaderData: unknown): ListPage<Item>;
  itemKey(item: Item): string | number;
  renderItem(item: Item): ReactNode;
  /** The list's accessible name. */
  label?: string;
  className?: string;
  itemClassName?: string;
  /** What shows instead of an empty list: a sentence, or a block of its own. */
  empty?: ReactNode;
}

/** Numbers each first page a list is given, so a new one starts a list of its own. */
let firstPagesSeen = 0;

/**
 * A list that grows as it is scrolled: the server renders the page asked for and a real 加载更多 link
 * to the next (which, without scripts, simply opens it). Once hydrated, the link loads the next page
 * through the route's loader when it scrolls into view (or is tapped) and appends it. Another first
 * page (a tab, a filter, data reloaded after a form) starts afresh: pages loaded for the last one are
 * dropped with their fetcher.
 */
export function InfiniteList<Item>(props: InfiniteListProps<Item>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first page is exactly what makes a new list.
  const listKey = useMemo(() => ++firstPagesSeen, [props.first]);
  return <LoadedPages key={listKey} {...props} />;
}

/** Items once each, the first time they come: a list that moved while it was read repeats some. */
function distinct<Item>(items: Item[], keyOf: (item: Item) => string | number): Item[] {
  const seen = new Set<string | number>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The first page and the pages loaded after it while this list is shown. */
function LoadedPages<Item>({
  first,
  pageOf,
  itemKey,
  renderItem,
  label,
  className = "space-y-2",
  itemClassName,
  empty = null,
}: InfiniteListProps<Item>) {
  const fetcher = useFetcher();
  const [more, setMore] = useState<ListPage<Item>>({ items: [], nextHref: first.nextHref });
  const moreLink = useRef<HTMLAnchorElement>(null);

  // Whether the fetcher's next answer is a page this list asked for: React Router also reloads a
  // fetcher's address after a navigation or a form, and that page must not be appended again.
  const isAsked = useRef(false);

  const isIdle = fetcher.state === "idle";
  useEffect(() => {
    if (!isIdle || fetcher.data === undefined || !isAsked.current) return;
    isAsked.current = false;
    const page = pageOf(fetcher.data);
    setMore((shown) => ({ items: [...shown.items, ...page.items], nextHref: page.nextHref }));
  }, [isIdle, fetcher.data, pageOf]);

  const { nextHref } = more;
  const { load } = fetcher;
  const loadNext = (href: string) => {
    isAsked.current = true;
    void load(href);
  };
  const loadNextRef = useRef(loadNext);
  loadNextRef.current = loadNext;

  useEffect(() => {
    const link = moreLink.current;
    if (!link || nextHref === null || !isIdle || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadNextRef.current(nextHref);
        }
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(link);
    return () => observer.disconnect();
  }, [nextHref, isIdle]);

  const items = distinct([...first.items, ...more.items], itemKey);
  if (items.length === 0 && nextHref === null && !first.previousHref) {
    return typeof empty === "string" ? (
      <p className="bg-white px-4 py-10 text-center text-sm text-gray-600">{empty}</p>
    ) : (
      empty
    );
  }
  return (
    <div>
      <ul aria-label={label} className={className}>
        {items.map((item) => (
          <li key={itemKey(item)} className={itemClassName}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {first.previousHref ? (
        <Link
          to={first.previousHref}
          className="flex min-h-11 items-center justify-center text-sm text-gray-600"
        >
          上一页
        </Link>
      ) : null}
      {nextHref !== null ? (
        <Link
          ref={moreLink}
          to={nextHref}
          aria-busy={!isIdle}
          onClick={(event) => {
            // With scripts, the next page joins this one instead of replacing it.
            event.preventDefault();
            if (isIdle) loadNext(nextHref);
          }}
          className="flex min-h-11 items-center justify-center text-sm text-gray-600"
        >
          {isIdle ? "加载更多" : "加载中…"}
        </Link>
      ) : items.length > 0 ? (
        <p className="py-4 text-center text-sm text-gray-600">没有更多了</p>
      ) : null}
    </div>
  );
}
