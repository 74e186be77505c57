import type { ApiClient } from "@tousu/api-client";
import { formatDateTime } from "@tousu/domain";
import { Card, type TableProps } from "antd";
import { useState } from "react";
import { ConsoleTable } from "./console-table";
import { StatusTabs } from "./status-tabs";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

interface QueueQuery<S> {
  status: S;
  page: number;
  page_size: number;
}

/**
 * A console queue split by status: its tabs' labels, the chosen tab, one page of its rows (a new tab
 * starts at page 1) and `settle`, which confirms an action and reloads the page (useConsoleMutation).
 */
export function useStatusQueue<S extends string, T>(
  name: string,
  labels: Record<S, string>,
  initialStatus: NoInfer<S>,
  load: (api: ApiClient, query: QueueQuery<S>, signal: AbortSignal) => Promise<{ list: T[]; total: number }>,
) {
  const [status, setStatus] = useState<S>(initialStatus);
  const list = usePagedList(`${name}:${status}`, (api, page, signal) =>
    load(api, { status, page, page_size: CONSOLE_PAGE_SIZE }, signal),
  );
  const settle = useConsoleMutation(list.reload);
  return { labels, status, setStatus, list, settle };
}

type StatusQueue<S extends string, T> = ReturnType<typeof useStatusQueue<S, T>>;

/** The queue's page: its status tabs over its table. */
export function StatusQueueCard<S extends string, T extends { id: number }>({
  queue,
  columns,
}: {
  queue: StatusQueue<S, T>;
  columns: TableProps<NoInfer<T>>["columns"];
}) {
  return (
    <Card>
      <StatusTabs labels={queue.labels} value={queue.status} onChange={queue.setStatus} />
      <ConsoleTable list={queue.list} columns={columns} />
    </Card>
  );
}

/** The column of when a row was filed, titled the page's way (举报时间, 时间 …). */
export function createdAtColumn(title: string) {
  return {
    title,
    dataIndex: "created_at",
    width: 170,
    render: (value: string) => formatDateTime(value),
  } as const;
}
