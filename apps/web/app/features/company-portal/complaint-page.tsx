import { ArrowLeftOutlined } from "@ant-design/icons";
import { type ContractData, getCompanyComplaint } from "@tousu/contracts";
import { formatDateTime, parseEntityId, REPLY_OUTCOME_LABELS, type ReplyOutcome } from "@tousu/domain";
import {
  Alert,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Result,
  Row,
  Skeleton,
  Space,
  Tag,
  Timeline,
  Typography,
} from "antd";
import { Link } from "react-router";
import { ImageGallery, urlsToGalleryImages } from "../../shared/backoffice/image-gallery";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { ComplaintActions } from "./complaint-actions";
import { DeadlineClock } from "./deadline-clock";
import { StatusTag } from "./status-tag";

type CompanyComplaint = ContractData<typeof getCompanyComplaint>;
type TimelineRow = CompanyComplaint["timeline"][number];

const ACTOR_LABELS: Record<TimelineRow["actor_type"], string> = {
  user: "投诉人",
  company: "商家",
  platform: "平台",
  system: "系统",
};
const ACTOR_COLOURS: Record<TimelineRow["actor_type"], string> = {
  user: "blue",
  company: "red",
  platform: "green",
  system: "gray",
};
// The actor's tag in the same hues, in tag colours whose text keeps 4.5:1 on their tint.
const ACTOR_TAG_COLOURS: Record<TimelineRow["actor_type"], string> = {
  user: "blue",
  company: "red",
  platform: "success",
  system: "default",
};

function isReplyOutcome(value: unknown): value is ReplyOutcome {
  return typeof value === "string" && value in REPLY_OUTCOME_LABELS;
}

function payloadImages(payload: Record<string, unknown>): string[] {
  const images = payload.images;
  return Array.isArray(images) ? images.filter((url): url is string => typeof url === "string") : [];
}

function TimelineDetail({ entry }: { entry: TimelineRow }) {
  const { outcome, amount } = entry.payload;
  const images = payloadImages(entry.payload);
  return (
    <div>
      <Space size="small" wrap>
        <Typography.Text strong>{entry.action_label}</Typography.Text>
        <Tag color={ACTOR_TAG_COLOURS[entry.actor_type]}>{ACTOR_LABELS[entry.actor_type]}</Tag>
        {entry.is_public ? null : <Tag>仅企业与平台可见</Tag>}
        <Typography.Text type="secondary" className="text-xs">
          {formatDateTime(entry.created_at)}
        </Typography.Text>
      </Space>
      {isReplyOutcome(outcome) ? (
        <div className="mt-1">
          <Tag color="purple">{REPLY_OUTCOME_LABELS[outcome]}</Tag>
          {typeof amount === "number" ? <Typography.Text>金额 ¥{amount.toFixed(2)}</Typography.Text> : null}
        </div>
      ) : null}
      {entry.content ? <p className="mt-1 whitespace-pre-wrap text-gray-700">{entry.content}</p> : null}
      <ImageGallery images={urlsToGalleryImages(images)} size={64} alt="凭证图片" />
    </div>
  );
}

/** One complaint for the company: what the consumer wrote, its history and what can be done now. */
export default function ComplaintPage({ complaintIdParam }: { complaintIdParam: string | undefined }) {
  const complaintId = parseEntityId(complaintIdParam);
  if (complaintId === null) return <Result status="404" title="投诉不存在" />;
  return <CompanyComplaint complaintId={complaintId} />;
}

function CompanyComplaint({ complaintId }: { complaintId: number }) {
  const complaint = useBackofficeQuery(`complaint:${complaintId}`, (api, signal) =>
    api.call(getCompanyComplaint, { params: { id: complaintId }, signal }),
  );
  const data = complaint.data;
  if (!data) return <Skeleton active paragraph={{ rows: 14 }} />;

  return (
    <Flex vertical gap={16}>
      <Link to="/company/complaints">
        <ArrowLeftOutlined /> 返回投诉列表
      </Link>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Card
              title={<span className="whitespace-normal">{data.title}</span>}
              extra={<StatusTag status={data.status} label={data.status_label} />}
            >
              {data.pending_application ? (
                <Alert
                  className="!mb-4"
                  type="warning"
                  showIcon
                  message={`${data.pending_application.kind_label}审核中`}
                  description={`提交于 ${formatDateTime(data.pending_application.created_at)}：${data.pending_application.reason}`}
                />
              ) : null}
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2 }}
                bordered
                styles={{ label: { whiteSpace: "nowrap" } }}
              >
                <Descriptions.Item label="投诉编号">{data.sn}</Descriptions.Item>
                <Descriptions.Item label="品牌">{data.brand?.name ?? "—"}</Descriptions.Item>
                <Descriptions.Item label="投诉类型">{data.subtype}</Descriptions.Item>
                <Descriptions.Item label="涉诉金额">
                  {data.money > 0 ? `¥${data.money.toFixed(2)}` : "—"}
                </Descriptions.Item>
                <Descriptions.Item label="投诉问题">{data.problems.join("、") || "—"}</Descriptions.Item>
                <Descriptions.Item label="投诉要求">{data.appeals.join("、") || "—"}</Descriptions.Item>
                {data.attributes.map((attribute) => (
                  <Descriptions.Item key={attribute.name} label={attribute.name}>
                    {attribute.value}
                  </Descriptions.Item>
                ))}
                <Descriptions.Item label="投诉时间">{formatDateTime(data.created_at)}</Descriptions.Item>
                <Descriptions.Item label="发布时间">{formatDateTime(data.dispatched_at)}</Descriptions.Item>
              </Descriptions>
              <Typography.Title level={5} className="!mt-5">
                投诉内容
              </Typography.Title>
              <p className="whitespace-pre-wrap leading-7 text-gray-800">{data.content}</p>
              <ImageGallery images={data.images} size={96} alt="投诉凭证" />
            </Card>
            <Card title="处理进度">
              {data.timeline.length > 0 ? (
                <Timeline
                  items={data.timeline.map((entry) => ({
                    key: entry.id,
                    color: ACTOR_COLOURS[entry.actor_type],
                    children: <TimelineDetail entry={entry} />,
                  }))}
                />
              ) : (
                <Empty description="暂无进度" />
              )}
            </Card>
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Flex vertical gap={16}>
            <Card title="处理时限" size="small">
              <Space direction="vertical">
                <DeadlineClock deadline={data.deadline} />
                {data.is_overdue ? <Tag color="red">超时：首次响应晚于7天</Tag> : null}
              </Space>
            </Card>
            <ComplaintActions complaintId={data.id} actions={data.actions} onDone={complaint.reload} />
            <Card title="投诉人" size="small">
              <Descriptions size="small" column={1}>
                <Descriptions.Item label="昵称">{data.consumer.nickname}</Descriptions.Item>
                <Descriptions.Item label="手机">{data.consumer.phone ?? "—"}</Descriptions.Item>
                <Descriptions.Item label="姓名">{data.consumer.real_name ?? "—"}</Descriptions.Item>
              </Descriptions>
              <Typography.Text type="secondary" className="text-xs">
                为保护消费者隐私，联系方式已脱敏，请通过平台回复或请用户补充信息沟通。
              </Typography.Text>
            </Card>
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
