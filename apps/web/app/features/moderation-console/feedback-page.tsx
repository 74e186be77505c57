import { listConsoleFeedback, markFeedbackHandled } from "@tousu/contracts";
import { formatDateTime, maskPersonalData } from "@tousu/domain";
import { Button, Card, Space, Tag, Typography } from "antd";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ConsoleTable } from "./console-table";
import { createdAtColumn } from "./status-queue";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

/**
 * Users' feedback in the order staff work through it (the API's: unhandled first, members' first among
 * it, then newest). The contact shows masked on screen; copying takes it whole, to answer the sender.
 * A member's tag is purple: gold and orange tags are too pale for their text (WCAG contrast).
 */
export function FeedbackPage() {
  const send = useBackofficeAction();
  const feedback = usePagedList("feedback", (api, page, signal) =>
    api.call(listConsoleFeedback, { query: { page, page_size: CONSOLE_PAGE_SIZE }, signal }),
  );
  const settle = useConsoleMutation(feedback.reload);
  const markHandled = (id: number) =>
    settle(() => send(markFeedbackHandled, { params: { id } }), "已标记为已处理");

  return (
    <Card>
      <ConsoleTable
        list={feedback}
        columns={[
          {
            title: "反馈内容",
            key: "content",
            render: (_, row) => (
              <Space direction="vertical" size={4}>
                {row.priority ? <Tag color="purple">会员优先</Tag> : null}
                <Typography.Paragraph className="!mb-0 whitespace-pre-line break-all">
                  {row.content}
                </Typography.Paragraph>
                {row.images.length > 0 ? (
                  <Space size={8} wrap>
                    {row.images.map((url, index) => (
                      <Typography.Link key={url} href={url} target="_blank" rel="noreferrer">
                        图片{index + 1}
                      </Typography.Link>
                    ))}
                  </Space>
                ) : null}
              </Space>
            ),
          },
          {
            title: "联系方式",
            dataIndex: "contact",
            width: 200,
            render: (contact: string | null) =>
              contact ? (
                <Typography.Text copyable={{ text: contact, tooltips: ["复制完整联系方式", "已复制"] }}>
                  {maskPersonalData(contact)}
                </Typography.Text>
              ) : (
                "—"
              ),
          },
          createdAtColumn("提交时间"),
          {
            title: "状态",
            dataIndex: "handled_at",
            width: 190,
            render: (handledAt: string | null) =>
              handledAt ? (
                <Space direction="vertical" size={2}>
                  <Tag color="success">已处理</Tag>
                  <Typography.Text type="secondary">{formatDateTime(handledAt)}</Typography.Text>
                </Space>
              ) : (
                <Tag color="processing">待处理</Tag>
              ),
          },
          {
            title: "操作",
            key: "actions",
            width: 120,
            render: (_, row) =>
              row.handled_at ? null : (
                <Button type="primary" size="small" onClick={() => markHandled(row.id)}>
                  标记已处理
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
