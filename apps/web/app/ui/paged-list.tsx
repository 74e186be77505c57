import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { ListPager } from "./list-pager";

interface PagedListProps<T> {
  /** One page of a list paged by number at any depth. */
  page: { list: T[]; total: number; page: number; page_size: number };
  /** What an empty page says, e.g. 这一页没有文章. */
  emptyText: string;
  renderItem(item: T): ReactNode;
}

/** A page of a list, one item under another (or a line saying the page is empty), then its numbered pages. */
export function PagedList<T>({ page, emptyText, renderItem }: PagedListProps<T>) {
  const { search } = useLocation();
  return (
    <>
      {page.list.length > 0 ? (
        <div className="divide-y divide-gray-100">{page.list.map(renderItem)}</div>
      ) : (
        <p className="px-5 py-10 text-center text-sm text-gray-600">{emptyText}</p>
      )}
      <ListPager search={search} page={page.page} pageSize={page.page_size} total={page.total} />
    </>
  );
}
