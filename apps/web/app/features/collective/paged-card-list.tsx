import type { ReactNode } from "react";
import { Card } from "../../ui/card";
import { Pager } from "../../ui/pager";

interface PagedCardListProps<T extends { id: number }> {
  title: string;
  page: { list: T[]; total: number; page: number; page_size: number };
  /** Said instead of the list when the page has no items. */
  empty: string;
  /** Drawn between the heading and the list (the list's filter tabs). */
  toolbar?: ReactNode;
  renderItem(item: T): ReactNode;
}

/** A card holding one page of a list, its empty state and the links to the other pages. */
export function PagedCardList<T extends { id: number }>({
  title,
  page,
  empty,
  toolbar,
  renderItem,
}: PagedCardListProps<T>) {
  return (
    <Card title={title}>
      {toolbar}
      {page.list.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-gray-600">{empty}</p>
      ) : (
        <div className="divide-y divide-gray-100">
          {page.list.map((item) => (
            <div key={item.id}>{renderItem(item)}</div>
          ))}
        </div>
      )}
      <Pager page={page.page} pageSize={page.page_size} total={page.total} />
    </Card>
  );
}
