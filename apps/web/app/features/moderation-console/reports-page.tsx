import { listContentReports, resolveContentReport } from "@tousu/contracts";
import { Space, Tag, Typography } from "antd";
import { Link } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ReasonButton } from "./reason-button";
import { ReportActions, reportStatusLabels } from "./report-actions";
import { createdAtColumn, StatusQueueCard, useStatusQueue } from "./status-queue";

const HANDLED_LABELS = reportStatusLabels("已隐藏");

/** Readers' reports: hide the content (every open report of it is settled) or dismiss. */
export function ReportsPage() {
  const send = useBackofficeAction();
  const reports = useStatusQueue("reports", HANDLED_LABELS, "pending", (api, query, signal) =>
    api.call(listContentReports, { query, signal }),
  );
  const resolve = (id: number, action: "hide" | "dismiss", note: string) =>
    reports.settle(
      () => send(resolveContentReport, { params: { id }, body: { action, note: note || undefined } }),
      (result) => (action === "hide" ? `已隐藏内容，处理举报 ${result.resolved_count} 条` : "已驳回举报"),
    );

  return (
    <StatusQueueCard
      queue={reports}
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
        createdAtColumn("举报时间"),
        {
          title: "操作",
          key: "actions",
          width: 170,
          render: (_, row) => (
            <ReportActions
              status={row.status}
              labels={HANDLED_LABELS}
              dealWith={
                <ReasonButton
                  label="隐藏内容"
                  minLength={0}
                  placeholder="处理说明（选填）"
                  buttonProps={{ danger: true, size: "small" }}
                  onSubmit={(note) => resolve(row.id, "hide", note)}
                />
              }
              onDismiss={(note) => resolve(row.id, "dismiss", note)}
            />
          ),
        },
      ]}
    />
  );
}
