import { HistoryOutlined } from "@ant-design/icons";
import {
  COLLECTIVE_REPLY_LENGTH_MESSAGE,
  COLLECTIVE_REPLY_MAX,
  COLLECTIVE_REPLY_MIN,
  COLLECTIVE_STATUS_LABELS,
  COLLECTIVE_STATUSES,
  type CollectiveStatus,
  type CompanyCollective,
  type CompanyCollectiveReply,
  listCompanyCollectives,
  saveCompanyCollectiveReply,
} from "@tousu/contracts";
import { formatDate, formatDateTime } from "@tousu/domain";
import {
  Alert,
  App,
  Button,
  Card,
  Collapse,
  Empty,
  Form,
  Input,
  List,
  Segmented,
  Space,
  Tag,
  Timeline,
  Typography,
} from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { useEnterpriseScope } from "../company-portal";

const PAGE_SIZE = 10;
type StatusFilter = CollectiveStatus | "all";
const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "全部" },
  ...COLLECTIVE_STATUSES.map((status) => ({ value: status, label: COLLECTIVE_STATUS_LABELS[status] })),
];
const STATUS_COLORS: Record<CollectiveStatus, string> = {
  open: "success",
  processing: "blue",
  closed: "default",
};

function ReplyForm({
  collective,
  onSaved,
  onCancel,
}: {
  collective: CompanyCollective;
  onSaved(): void;
  onCancel?: () => void;
}) {
  const scope = useEnterpriseScope();
  const run = useBackofficeAction();
  const { message } = App.useApp();
  const [isSaving, setIsSaving] = useState(false);
  const reply = collective.reply;
  return (
    <Form
      // Named per collective: field ids (and so label links) stay unique with many forms on the page.
      name={`collective-reply-${collective.id}`}
      layout="vertical"
      initialValues={{ content: reply?.content ?? "" }}
      onFinish={async ({ content }: { content: string }) => {
        setIsSaving(true);
        const saved = await run(saveCompanyCollectiveReply, {
          params: { id: collective.id },
          query: scope,
          body: { content, base_updated_at: reply?.content_updated_at ?? null },
        });
        setIsSaving(false);
        if (!saved) return;
        message.success(reply ? "回复已更新" : "回复已发布，已通知参与集体投诉的消费者");
        onSaved();
      }}
    >
      <Form.Item
        name="content"
        label={reply ? "修改集体回复" : "集体回复"}
        extra="回复将公开展示在集体投诉页面；首次发布时以站内信通知全部参与者，修改会保留历史版本。"
        rules={[
          {
            validator: async (_, value?: string) => {
              const length = [...(value ?? "").trim()].length;
              if (length < COLLECTIVE_REPLY_MIN || length > COLLECTIVE_REPLY_MAX) {
                throw new Error(COLLECTIVE_REPLY_LENGTH_MESSAGE);
              }
            },
          },
        ]}
      >
        <Input.TextArea
          rows={5}
          showCount
          maxLength={COLLECTIVE_REPLY_MAX}
          placeholder="说明问题原因、已采取的措施与消费者的解决途径（如退款方式、时限、联系渠道）"
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={isSaving}>
          {reply ? "保存修改" : "发布回复"}
        </Button>
        {onCancel ? <Button onClick={onCancel}>取消</Button> : null}
      </Space>
    </Form>
  );
}

function ReplyHistory({ reply }: { reply: CompanyCollectiveReply }) {
  if (reply.revisions.length === 0) return null;
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: "history",
          label: (
            <span>
              <HistoryOutlined /> 修改记录（{reply.revisions.length}）
            </span>
          ),
          children: (
            <Timeline
              items={reply.revisions.map((revision) => ({
                key: revision.replaced_at,
                children: (
                  <div>
                    <Typography.Text type="secondary" className="text-xs">
                      {revision.written_by.nickname} 于 {formatDateTime(revision.written_at)} 发布，
                      {revision.replaced_by.nickname} 于 {formatDateTime(revision.replaced_at)} 修改
                    </Typography.Text>
                    <Typography.Paragraph className="!mb-0 whitespace-pre-line">
                      {revision.content}
                    </Typography.Paragraph>
                  </div>
                ),
              }))}
            />
          ),
        },
      ]}
    />
  );
}

function ReplySection({ collective, onSaved }: { collective: CompanyCollective; onSaved(): void }) {
  const [isEditing, setIsEditing] = useState(false);
  const { reply } = collective;
  const isClosed = collective.status === "closed";
  if (!reply) {
    return isClosed ? (
      <Typography.Text type="secondary">该集体投诉已结束，贵企业未作集体回复。</Typography.Text>
    ) : (
      <ReplyForm collective={collective} onSaved={onSaved} />
    );
  }
  if (isEditing) {
    return (
      <ReplyForm
        collective={collective}
        onSaved={() => {
          setIsEditing(false);
          onSaved();
        }}
        onCancel={() => setIsEditing(false)}
      />
    );
  }
  const isEdited = reply.content_updated_at !== reply.created_at;
  return (
    <div className="space-y-2">
      {reply.is_hidden ? (
        <Alert
          type="warning"
          showIcon
          message="该回复已被平台隐藏，公众暂时看不到；如有疑问请联系平台客服。"
        />
      ) : null}
      <div className="rounded-md bg-gray-50 px-4 py-3">
        <Typography.Paragraph className="!mb-1 whitespace-pre-line">{reply.content}</Typography.Paragraph>
        <Typography.Text type="secondary" className="text-xs">
          {reply.written_by.nickname} {isEdited ? "修改于" : "发布于"}{" "}
          {formatDateTime(reply.content_updated_at)}
          {isEdited ? ` · 首次回复于 ${formatDateTime(reply.created_at)}` : ""}
        </Typography.Text>
      </div>
      {isClosed ? null : (
        <Button size="small" onClick={() => setIsEditing(true)}>
          修改回复
        </Button>
      )}
      <ReplyHistory reply={reply} />
    </div>
  );
}

function CollectiveItem({ collective, onSaved }: { collective: CompanyCollective; onSaved(): void }) {
  return (
    <Card
      size="small"
      className="!mb-4 w-full"
      title={
        <Space>
          <Link to={`/tousu/collective/${collective.id}`} target="_blank" rel="noopener">
            {collective.title}
          </Link>
          <Tag color={STATUS_COLORS[collective.status]}>{collective.status_label}</Tag>
        </Space>
      }
      extra={
        collective.reply ? (
          <Tag color="success">已回复</Tag>
        ) : collective.status === "closed" ? null : (
          <Tag color="warning">待回复</Tag>
        )
      }
    >
      <Space size="large" wrap className="!mb-2">
        <Typography.Text>
          品牌：<Typography.Text strong>{collective.brand.name}</Typography.Text>
        </Typography.Text>
        <Typography.Text>
          参与人数：<Typography.Text strong>{collective.member_count}</Typography.Text> 人
        </Typography.Text>
        <Typography.Text type="secondary">发起于 {formatDate(collective.created_at)}</Typography.Text>
      </Space>
      <Typography.Paragraph type="secondary" className="whitespace-pre-line">
        {collective.description}
      </Typography.Paragraph>
      <ReplySection collective={collective} onSaved={onSaved} />
    </Card>
  );
}

/** 集体投诉: the collectives against the enterprise's brands, each with its one public reply. */
export default function PortalCollectivesPage() {
  const scope = useEnterpriseScope();
  const [status, setStatus] = useState<StatusFilter>("all");
  const [page, setPage] = useState(1);
  const collectives = useBackofficeQuery(
    `collectives:${scope.enterprise_id}:${status}:${page}`,
    (api, signal) =>
      api.call(listCompanyCollectives, {
        query: { ...scope, status: status === "all" ? undefined : status, page, page_size: PAGE_SIZE },
        signal,
      }),
  );
  return (
    <Card
      title="集体投诉"
      extra={
        <Segmented<StatusFilter>
          options={STATUS_FILTERS}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      }
    >
      <Typography.Paragraph type="secondary">
        {
          "多位消费者就同一问题对贵企业品牌发起的集体投诉。每个集体投诉可发布一条公开的集体回复，统一说明原因和解决办法；单条投诉仍需在“投诉处理”中逐一回复。"
        }
      </Typography.Paragraph>
      <List<CompanyCollective>
        loading={collectives.isLoading}
        dataSource={collectives.data?.list ?? []}
        locale={{ emptyText: <Empty description="暂无针对贵企业品牌的集体投诉" /> }}
        renderItem={(collective) => (
          // The list is a <ul>: each card sits in its <li>, without the item's own padding and rule.
          <List.Item key={collective.id} className="!block !border-0 !p-0">
            <CollectiveItem collective={collective} onSaved={collectives.reload} />
          </List.Item>
        )}
        pagination={
          (collectives.data?.total ?? 0) > PAGE_SIZE
            ? {
                current: page,
                pageSize: PAGE_SIZE,
                total: collectives.data?.total ?? 0,
                onChange: setPage,
                showSizeChanger: false,
              }
            : false
        }
      />
    </Card>
  );
}
