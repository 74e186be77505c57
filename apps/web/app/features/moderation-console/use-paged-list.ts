import type { ApiClient } from "@tousu/api-client";
import type { TablePaginationConfig } from "antd";
import { useState } from "react";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";

export const CONSOLE_PAGE_SIZE = 20;

interface Paged<T> {
  list: T[];
  total: number;
}

/**
 * One page of a console list. `filterKey` names the filters the loader uses: a change goes back to
 * page 1. `pageSize` must be what the loader asks for. Answers the rows, the loading flag, a reload
 * and the Table's pagination settings.
 */
export function usePagedList<T>(
  filterKey: string,
  load: (api: ApiClient, page: number, signal: AbortSignal) => Promise<Paged<T>>,
  pageSize = CONSOLE_PAGE_SIZE,
) {
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const query = useBackofficeQuery(`${filterKey}:${page}`, (api, signal) => load(api, page, signal));
  const pagination: TablePaginationConfig = {
    current: page,
    pageSize,
    total: query.data?.total ?? 0,
    showSizeChanger: false,
    showTotal: (total) => `共 ${total} 条`,
    onChange: (next) => setPaging({ filterKey, page: next }),
  };
  return { rows: query.data?.list ?? [], isLoading: query.isLoading, reload: query.reload, pagination };
}
