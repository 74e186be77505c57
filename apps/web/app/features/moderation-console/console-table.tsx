import type { TableProps } from "antd";
import { WideTable } from "../../shared/backoffice/wide-table";
import type { usePagedList } from "./use-paged-list";

type PagedList<T> = Omit<ReturnType<typeof usePagedList<T>>, "rows"> & { rows: T[] };

/** A console list page's table: rows keyed by id, with the list's loading state and server paging. */
export function ConsoleTable<T extends { id: number }>({
  list,
  ...props
}: { list: PagedList<T> } & Omit<TableProps<T>, "rowKey" | "loading" | "dataSource" | "pagination">) {
  return (
    <WideTable<T>
      rowKey="id"
      loading={list.isLoading}
      dataSource={list.rows}
      pagination={list.pagination}
      {...props}
    />
  );
}
