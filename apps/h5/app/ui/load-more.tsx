import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";

/** One page of a list as a loader answers it: its items and the address of the next page, if any. */
export interface ListPage<T> {
  items: T[];
  nextHref: string | null;
}

/**
 * A server-rendered list's first page followed by the pages loaded since: `fetcher.load` of a next
 * page answers the route's whole loader data, of which `pick` takes the list. A new first page
 * (another tab, a revalidation) starts the list again.
 */
export function usePagedList<D, T>(loaderData: D, pick: (data: D) => ListPage<T>) {
  const fetcher = useFetcher();
  const first = pick(loaderData);
  const [more, setMore] = useState<ListPage<T>[]>([]);
  // Each page is asked for once, however often its link shows up while it loads.
  const requested = useRef(new Set<string>());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first page is what resets the list.
  useEffect(() => {
    setMore([]);
    requested.current.clear();
  }, [loaderData]);
  const loaded = fetcher.data as D | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer is added once, when it arrives.
  useEffect(() => {
    if (loaded !== undefined) setMore((pages) => [...pages, pick(loaded)]);
  }, [loaded]);
  const last = more.at(-1) ?? first;
  return {
    items: [first, ...more].flatMap((page) => page.items),
    nextHref: last.nextHref,
    isLoading: fetcher.state === "loading",
    load(href: string) {
      if (requested.current.has(href)) return;
      requested.current.add(href);
      void fetcher.load(href);
    },
  };
}

/**
 * The next page of a list: a real link (without scripts it opens page 2, 3 …), which loads the page
 * into the list instead once it scrolls into view.
 */
export function LoadMore({
  href,
  isLoading,
  onLoad,
}: {
  href: string | null;
  isLoading: boolean;
  onLoad(href: string): void;
}) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const element = link.current;
    if (!element || !href || isLoading) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoad(href);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [href, isLoading, onLoad]);
  if (!href) return <p className="py-4 text-center text-sm text-gray-600">没有更多了</p>;
  return (
    <Link
      ref={link}
      to={href}
      onClick={(event) => {
        event.preventDefault();
        onLoad(href);
      }}
      className="flex min-h-11 items-center justify-center text-sm text-gray-600"
    >
      {isLoading ? "加载中…" : "加载更多"}
    </Link>
  );
}

/** The address of a list's page `page` (1 has none), keeping the other query parameters. */
export function pageHref(pathname: string, search: URLSearchParams, page: number): string {
  const query = new URLSearchParams(search);
  if (page > 1) query.set("page", String(page));
  else query.delete("page");
  const text = query.toString();
  return text ? `${pathname}?${text}` : pathname;
}
