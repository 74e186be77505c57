import { listContentReports, resolveContentReport } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { Card, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ConsoleTable } from "./console-table";
import { ReasonButton } from "./reason-button";
import { type ReviewStatus, StatusTabs } from "./status-tabs";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

const HANDLED_LABELS: Record<ReviewStatus, string> = {
  pending: "待处理",
  approved: "已隐藏",
  refused: "已驳回",
};

/** Readers' reports: hide the content (every open report of it is settled) or dismiss. */
export function ReportsPage() {
  const [status, setStatus] = useState<ReviewStatus>("pending");
  const send = useBackofficeAction();
  const reports = usePagedList(`reports:${status}`, (api, page, signal) =>
    api.call(listContentReports, { query: { status, page, page_size: CONSOLE_PAGE_SIZE }, signal }),
  );
  const settle = useConsoleMutation(reports.reload);
  const resolve = (id: number, action: "hide" | "dismiss", note: string) =>
    settle(
      () => send(resolveContentReport, { params: { id }, body: { action, note: note || undefined } }),
      (result) => (action === "hide" ? `已隐藏内容，处理举报 ${result.resolved_count} 条` : "已驳回举报"),
    );

  return (
    <Card>
      <StatusTabs labels={HANDLED_LABELS} value={status} onChange={setStatus} />
      <ConsoleTable
        list={reports}
        columns={[
          {
            title: "被举报内容",
            key: "target",
            render: (_, row) => (
              <Space direction="vertical" size={2}>
                <Space size={4}>
                  <Tag>{row.target_type === "complaint" ? "投诉" : "评论"}</Tag>
                  {row.target?.is_hidden ? <Tag color="default">已隐藏</Tag> : null}
                </Space>
                {row.target === null ? (
                  <Typography.Text type="secondary">内容已删除</Typography.Text>
                ) : row.target.complaint_id === null ? (
                  row.target.preview
                ) : (
                  <Link to={`/admin/complaints/${row.target.complaint_id}`}>{row.target.preview}</Link>
                )}
              </Space>
            ),
          },
          { title: "举报理由", dataIndex: "reason", width: 110 },
          { title: "补充说明", dataIndex: "detail", render: (detail: string | null) => detail ?? "—" },
          {
            title: "举报人",
            dataIndex: "reporter",
            width: 120,
            render: (name: string | null) => name ?? "—",
          },
          {
            title: "举报时间",
            dataIndex: "created_at",
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: "操作",
            key: "actions",
            width: 170,
            render: (_, row) =>
              row.status === "pending" ? (
                <Space>
                  <ReasonButton
                    label="隐藏内容"
                    minLength={0}
                    placeholder="处理说明（选填）"
                    buttonProps={{ danger: true, size: "small" }}
                    onSubmit={(note) => resolve(row.id, "hide", note)}
                  />
                  <ReasonButton
                    label="驳回"
                    title="驳回举报"
                    minLength={0}
                    placeholder="处理说明（选填）"
                    buttonProps={{ size: "small" }}
                    onSubmit={(note) => resolve(row.id, "dismiss", note)}
                  />
                </Space>
              ) : (
                HANDLED_LABELS[row.status]
              ),
          },
        ]}
      />
    </Card>
  );
}
