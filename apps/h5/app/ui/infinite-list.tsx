import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";

/** One page of a list as a loader returns it: its items and the address of the next page, if any. */
export interface ListPage<Item> {
  items: Item[];
  /** `?…&page=N`, relative to the list's own address; null on the last page. */
  nextHref: string | null;
}

interface InfiniteListProps<Item, Data> {
  first: ListPage<Item>;
  /** The list's page in the route's loader data: a function of the module, so it stays the same. */
  pageOf(data: Data): ListPage<Item>;
  itemKey(item: Item): string | number;
  renderItem(item: Item): ReactNode;
  label: string;
}

/** Numbers each first page a list is given, so a new one starts a list of its own. */
let firstPagesSeen = 0;

/**
 * A list drawn from the server with its first page and a real 加载更多 link to the next. Once the page
 * is hydrated, the link coming into view loads the next page through the route's loader and appends
 * it; without scripts the link simply opens that page. Another first page (a tab, a filter, data
 * reloaded after a form) starts afresh: pages loaded for the last one are dropped with their fetcher.
 */
export function InfiniteList<Item, Data>(props: InfiniteListProps<Item, Data>) {
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
function LoadedPages<Item, Data>({
  first,
  pageOf,
  itemKey,
  renderItem,
  label,
}: InfiniteListProps<Item, Data>) {
  const fetcher = useFetcher<Data>();
  const [more, setMore] = useState<ListPage<Item>>({ items: [], nextHref: first.nextHref });
  const moreLink = useRef<HTMLAnchorElement>(null);

  // Whether the fetcher's next answer is a page this list asked for: React Router also reloads a
  // fetcher's address after a navigation or a form, and that page must not be appended again.
  const isAsked = useRef(false);

  const isIdle = fetcher.state === "idle";
  useEffect(() => {
    if (!isIdle || !fetcher.data || !isAsked.current) return;
    isAsked.current = false;
    // The loader's data as it arrives from the server: plain data, the same shape as the loader's.
    const page = pageOf(fetcher.data as Data);
    setMore((shown) => ({ items: [...shown.items, ...page.items], nextHref: page.nextHref }));
  }, [isIdle, fetcher.data, pageOf]);

  const { nextHref } = more;
  const { load } = fetcher;
  useEffect(() => {
    const link = moreLink.current;
    if (!link || nextHref === null || !isIdle) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          isAsked.current = true;
          void load(nextHref);
        }
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(link);
    return () => observer.disconnect();
  }, [nextHref, isIdle, load]);

  return (
    <>
      <ul aria-label={label} className="space-y-2">
        {distinct([...first.items, ...more.items], itemKey).map((item) => (
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
              if (!isIdle) return;
              isAsked.current = true;
              void load(nextHref);
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
