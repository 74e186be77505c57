import { listHarmfulContentReports, resolveHarmfulContentReport } from "@tousu/contracts";
import { Space, Typography } from "antd";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ReasonButton } from "./reason-button";
import { ReportActions, reportStatusLabels } from "./report-actions";
import { createdAtColumn, StatusQueueCard, useStatusQueue } from "./status-queue";

const HANDLED_LABELS = reportStatusLabels("已处理");

/** Reports of illegal or harmful content from /static/report: handle (the content dealt with) or dismiss. */
export function HarmfulReportsPage() {
  const send = useBackofficeAction();
  const reports = useStatusQueue("harmful-reports", HANDLED_LABELS, "pending", (api, query, signal) =>
    api.call(listHarmfulContentReports, { query, signal }),
  );
  const resolve = (id: number, action: "handle" | "dismiss", note: string) =>
    reports.settle(
      () => send(resolveHarmfulContentReport, { params: { id }, body: { action, note: note || undefined } }),
      action === "handle" ? "已标记为处理完毕" : "已驳回举报",
    );

  return (
    <StatusQueueCard
      queue={reports}
      columns={[
        { title: "类别", dataIndex: "category", width: 150 },
        {
          title: "内容与描述",
          key: "content",
          render: (_, row) => (
            <Space direction="vertical" size={2}>
              <Typography.Text copyable code className="break-all">
                {row.content_url}
              </Typography.Text>
              <Typography.Paragraph className="!mb-0 whitespace-pre-line">
                {row.description}
              </Typography.Paragraph>
              {row.handling_note ? (
                <Typography.Text type="secondary">处理说明：{row.handling_note}</Typography.Text>
              ) : null}
            </Space>
          ),
        },
        {
          title: "联系方式",
          dataIndex: "contact",
          width: 150,
          render: (contact: string | null) => contact ?? "—",
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
                  label="已处理"
                  title="标记为已处理"
                  minLength={0}
                  placeholder="处理说明（选填），如：已删除内容并封禁账号"
                  buttonProps={{ type: "primary", size: "small" }}
                  onSubmit={(note) => resolve(row.id, "handle", note)}
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
