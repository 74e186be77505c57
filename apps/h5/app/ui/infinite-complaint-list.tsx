import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { type ComplaintCardData, ComplaintCards } from "./complaint-card";

/**
 * One page of a complaint list as a route's loader returns it (under `list`): the cards, and the
 * query of the page after it (`?page=2`, later `?cursor=…`), null on the last page.
 */
export interface ComplaintListChunk {
  complaints: ComplaintCardData[];
  nextSearch: string | null;
}

/**
 * A complaint list that grows as it is scrolled: the server renders one page and a real link to the
 * next; once hydrated, the link loads the next page in place (the same route's loader, through a
 * fetcher) when it scrolls into view or is tapped. Key it by the list's URL so a new filter starts over.
 */
export function InfiniteComplaintList({ first, empty }: { first: ComplaintListChunk; empty: ReactNode }) {
  const { pathname } = useLocation();
  const fetcher = useFetcher<{ list: ComplaintListChunk }>();
  const [more, setMore] = useState<ComplaintCardData[]>([]);
  const [nextSearch, setNextSearch] = useState(first.nextSearch);
  const appended = useRef<unknown>(null);
  const nextLink = useRef<HTMLAnchorElement>(null);
  const isLoading = fetcher.state !== "idle";

  const loaded = fetcher.data?.list;
  useEffect(() => {
    if (!loaded || appended.current === loaded) return;
    appended.current = loaded;
    setMore((shown) => [...shown, ...loaded.complaints]);
    setNextSearch(loaded.nextSearch);
  }, [loaded]);

  const loadNext = () => {
    if (nextSearch && !isLoading) void fetcher.load(`${pathname}${nextSearch}`);
  };
  const loadNextRef = useRef(loadNext);
  loadNextRef.current = loadNext;

  useEffect(() => {
    const link = nextLink.current;
    if (!link || !nextSearch) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadNextRef.current();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(link);
    return () => observer.disconnect();
  }, [nextSearch]);

  const complaints = more.length > 0 ? [...first.complaints, ...more] : first.complaints;
  if (complaints.length === 0) return <>{empty}</>;
  return (
    <div>
      <ComplaintCards complaints={complaints} />
      {nextSearch ? (
        <Link
          ref={nextLink}
          to={{ pathname, search: nextSearch }}
          onClick={(event) => {
            event.preventDefault();
            loadNext();
          }}
          className="flex min-h-11 items-center justify-center text-sm text-gray-600"
        >
          {isLoading ? "加载中…" : "加载更多"}
        </Link>
      ) : (
        <p className="py-4 text-center text-sm text-gray-600">没有更多了</p>
      )}
    </div>
  );
}
