import { listHarmfulContentReports, resolveHarmfulContentReport } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { Card, Space, Typography } from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ConsoleTable } from "./console-table";
import { ReasonButton } from "./reason-button";
import { type ReviewStatus, StatusTabs } from "./status-tabs";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

const HANDLED_LABELS: Record<ReviewStatus, string> = {
  pending: "待处理",
  approved: "已处理",
  refused: "已驳回",
};

/** Reports of illegal or harmful content from /static/report: handle (the content dealt with) or dismiss. */
export function HarmfulReportsPage() {
  const [status, setStatus] = useState<ReviewStatus>("pending");
  const send = useBackofficeAction();
  const reports = usePagedList(`harmful-reports:${status}`, (api, page, signal) =>
    api.call(listHarmfulContentReports, { query: { status, page, page_size: CONSOLE_PAGE_SIZE }, signal }),
  );
  const settle = useConsoleMutation(reports.reload);
  const resolve = (id: number, action: "handle" | "dismiss", note: string) =>
    settle(
      () => send(resolveHarmfulContentReport, { params: { id }, body: { action, note: note || undefined } }),
      action === "handle" ? "已标记为处理完毕" : "已驳回举报",
    );

  return (
    <Card>
      <StatusTabs labels={HANDLED_LABELS} value={status} onChange={setStatus} />
      <ConsoleTable
        list={reports}
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
                    label="已处理"
                    title="标记为已处理"
                    minLength={0}
                    placeholder="处理说明（选填），如：已删除内容并封禁账号"
                    buttonProps={{ type: "primary", size: "small" }}
                    onSubmit={(note) => resolve(row.id, "handle", note)}
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
