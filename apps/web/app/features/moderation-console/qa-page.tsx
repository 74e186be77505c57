import {
  listQaQueue,
  moderateQaPosts,
  type QaModerationAction,
  type QaPostKind,
  type QaPostStatus,
  type QaQueueItem,
} from "@tousu/contracts";
import { formatDateTime, PAGE_SIZE_MAX } from "@tousu/domain";
import { Card, Checkbox, Input, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { WideTable } from "../../shared/backoffice/wide-table";
import { ReasonButton } from "./reason-button";
import { StatusTabs } from "./status-tabs";
import { useConsoleMutation } from "./use-console-mutation";
import { usePagedList } from "./use-paged-list";

type QueueFilter = "review" | "pending" | "reported" | "hidden" | "published";
const FILTER_LABELS: Record<QueueFilter, string> = {
  review: "待处理",
  pending: "待审核",
  reported: "被举报下架",
  hidden: "已隐藏",
  published: "已发布",
};
const STATUS_TAGS: Record<QaPostStatus, { label: string; color: string }> = {
  published: { label: "已发布", color: "success" },
  pending: { label: "待审核", color: "warning" },
  reported: { label: "被举报下架", color: "error" },
  hidden: { label: "已隐藏", color: "default" },
};
const KIND_LABELS: Record<QaPostKind, string> = { question: "问题", answer: "回答" };
const ACTIONS: { action: QaModerationAction; label: string; danger?: boolean }[] = [
  { action: "restore", label: "通过/恢复" },
  { action: "hide", label: "隐藏", danger: true },
  { action: "delete", label: "删除", danger: true },
];

/** A post's row key: questions and answers have ids of their own, which may coincide. */
const keyOf = (item: { kind: QaPostKind; id: number }) => `${item.kind}:${item.id}`;

/**
 * Questions and answers held for review, taken down by readers' reports, hidden or published: a
 * moderator filters a spam wave down (by word, by kind), selects the page and hides, restores or
 * deletes all of it in one request. Every post changed is one entry in the staff log.
 */
export function QaPage() {
  const [status, setStatus] = useState<QueueFilter>("review");
  const [kind, setKind] = useState<QaPostKind | "all">("all");
  const [keyword, setKeyword] = useState("");
  const [selected, setSelected] = useState<string[]>([]);
  const send = useBackofficeAction();
  const posts = usePagedList(
    `qa:${status}:${kind}:${keyword}`,
    (api, page, signal) =>
      api.call(listQaQueue, {
        query: {
          status,
          ...(kind === "all" ? {} : { kind }),
          ...(keyword ? { keyword } : {}),
          page,
          page_size: PAGE_SIZE_MAX,
        },
        signal,
      }),
    PAGE_SIZE_MAX,
  );
  const settle = useConsoleMutation(() => {
    setSelected([]);
    posts.reload();
  });
  const chosen = posts.rows.filter((row) => selected.includes(keyOf(row)));
  const moderate = (action: QaModerationAction, reason: string) =>
    settle(
      () =>
        send(moderateQaPosts, {
          body: { action, reason, items: chosen.map(({ kind: postKind, id }) => ({ kind: postKind, id })) },
        }),
      ({ changed, unchanged }) => `已处理 ${changed} 条${unchanged > 0 ? `，${unchanged} 条无需处理` : ""}`,
    );

  return (
    <Card>
      <StatusTabs labels={FILTER_LABELS} value={status} onChange={setStatus} />
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="内容类型"
          style={{ width: 120 }}
          value={kind}
          onChange={setKind}
          options={[
            { value: "all", label: "全部类型" },
            { value: "question", label: "问题" },
            { value: "answer", label: "回答" },
          ]}
        />
        <Input.Search
          aria-label="按内容关键词筛选"
          placeholder="按内容关键词筛选"
          allowClear
          style={{ width: 260 }}
          onSearch={(value) => setKeyword(value.trim())}
        />
      </Space>
      <Space wrap style={{ marginBottom: 16 }} aria-label="批量操作">
        <Checkbox
          checked={posts.rows.length > 0 && chosen.length === posts.rows.length}
          indeterminate={chosen.length > 0 && chosen.length < posts.rows.length}
          onChange={(event) => setSelected(event.target.checked ? posts.rows.map(keyOf) : [])}
        >
          全选本页
        </Checkbox>
        <Typography.Text>已选 {chosen.length} 条</Typography.Text>
        {ACTIONS.map(({ action, label, danger }) => (
          <ReasonButton
            key={action}
            label={`批量${label}`}
            title={`${label}所选的 ${chosen.length} 条内容`}
            buttonProps={{ danger, disabled: chosen.length === 0 }}
            onSubmit={(reason) => moderate(action, reason)}
          />
        ))}
      </Space>
      <WideTable<QaQueueItem & { key: string }>
        rowKey="key"
        loading={posts.isLoading}
        dataSource={posts.rows.map((row) => ({ ...row, key: keyOf(row) }))}
        pagination={posts.pagination}
        rowSelection={{
          // The page's select-all box sits in the bar above: the table would also render its own into
          // a hidden measuring row, where a focusable box is an accessibility fault.
          hideSelectAll: true,
          columnTitle: "选择",
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
        columns={[
          {
            title: "类型",
            dataIndex: "kind",
            width: 70,
            render: (value: QaPostKind) => KIND_LABELS[value],
          },
          {
            title: "内容",
            key: "content",
            render: (_, row) => (
              <Space direction="vertical" size={2}>
                <span style={{ whiteSpace: "pre-wrap" }}>{row.excerpt}</span>
                <Typography.Link href={`/qa/${row.question.id}`} target="_blank">
                  {row.kind === "answer" ? `回答：${row.question.title}` : row.question.title}
                </Typography.Link>
              </Space>
            ),
          },
          {
            title: "状态",
            dataIndex: "status",
            width: 110,
            render: (value: QaPostStatus) => (
              <Tag color={STATUS_TAGS[value].color}>{STATUS_TAGS[value].label}</Tag>
            ),
          },
          { title: "举报", dataIndex: "open_report_count", width: 70 },
          {
            title: "作者",
            dataIndex: "author",
            width: 130,
            render: (author: QaQueueItem["author"]) => author.nickname,
          },
          {
            title: "时间",
            dataIndex: "created_at",
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
        ]}
      />
    </Card>
  );
}
