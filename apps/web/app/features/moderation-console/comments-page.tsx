import { approveComment, hideComment, listModeratedComments, restoreComment } from "@tousu/contracts";
import { Button, Space } from "antd";
import { Link } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ReasonButton } from "./reason-button";
import { createdAtColumn, StatusQueueCard, useStatusQueue } from "./status-queue";

type HeldStatus = "pending" | "hidden";
const STATUS_LABELS: Record<HeldStatus, string> = { pending: "待审核", hidden: "已隐藏" };

/** Comments held back by a 'review' word, and comments a moderator hid. */
export function CommentsPage() {
  const send = useBackofficeAction();
  const comments = useStatusQueue("comments", STATUS_LABELS, "pending", (api, query, signal) =>
    api.call(listModeratedComments, { query, signal }),
  );
  const { settle } = comments;

  return (
    <StatusQueueCard
      queue={comments}
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
            complaint ? <Link to={`/admin/complaints/${complaint.id}`}>{complaint.title}</Link> : "文章评论",
        },
        { title: "评论人", dataIndex: "author", width: 120 },
        createdAtColumn("时间"),
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
  );
}
