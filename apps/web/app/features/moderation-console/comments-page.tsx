import { approveComment, hideComment, listModeratedComments, restoreComment } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { Button, Card, Space } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ConsoleTable } from "./console-table";
import { ReasonButton } from "./reason-button";
import { StatusTabs } from "./status-tabs";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

type HeldStatus = "pending" | "hidden";
const STATUS_LABELS: Record<HeldStatus, string> = { pending: "待审核", hidden: "已隐藏" };

/** Comments held back by a 'review' word, and comments a moderator hid. */
export function CommentsPage() {
  const [status, setStatus] = useState<HeldStatus>("pending");
  const send = useBackofficeAction();
  const comments = usePagedList(`comments:${status}`, (api, page, signal) =>
    api.call(listModeratedComments, { query: { status, page, page_size: CONSOLE_PAGE_SIZE }, signal }),
  );
  const settle = useConsoleMutation(comments.reload);

  return (
    <Card>
      <StatusTabs labels={STATUS_LABELS} value={status} onChange={setStatus} />
      <ConsoleTable
        list={comments}
        columns={[
          {
            title: "评论内容",
            dataIndex: "content",
            render: (content: string) => <span style={{ whiteSpace: "pre-wrap" }}>{content}</span>,
          },
          {
            title: "所属投诉",
            dataIndex: "complaint",
            width: 260,
            render: (complaint: { id: number; title: string } | null) =>
              complaint ? (
                <Link to={`/admin/complaints/${complaint.id}`}>{complaint.title}</Link>
              ) : (
                "文章评论"
              ),
          },
          { title: "评论人", dataIndex: "author", width: 120 },
          {
            title: "时间",
            dataIndex: "created_at",
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: "操作",
            key: "actions",
            width: 170,
            render: (_, row) => {
              const params = { id: row.id };
              return row.status === "hidden" ? (
                <ReasonButton
                  label="恢复"
                  title="恢复评论"
                  buttonProps={{ size: "small" }}
                  onSubmit={(reason) =>
                    settle(() => send(restoreComment, { params, body: { reason } }), "评论已恢复")
                  }
                />
              ) : (
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => settle(() => send(approveComment, { params, body: {} }), "评论已发布")}
                  >
                    通过
                  </Button>
                  <ReasonButton
                    label="隐藏"
                    title="隐藏评论"
                    buttonProps={{ size: "small", danger: true }}
                    onSubmit={(reason) =>
                      settle(() => send(hideComment, { params, body: { reason } }), "评论已隐藏")
                    }
                  />
                </Space>
              );
            },
          },
        ]}
      />
    </Card>
  );
}
