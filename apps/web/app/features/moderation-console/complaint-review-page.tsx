import {
  approveComplaint,
  closeComplaintByModerator,
  getReviewComplaint,
  hideComplaint,
  rejectComplaint,
  requestInfoForReview,
  restoreComplaint,
  reviewCompanyApplication,
} from "@tousu/contracts";
import {
  CLOSE_NOTE_MIN,
  CLOSE_REASON_LABELS,
  formatDateTime,
  INFO_REQUEST_MIN,
  parseEntityId,
  REJECT_REASON_LABELS,
  REJECT_REASONS,
} from "@tousu/domain";
import {
  Alert,
  Card,
  Col,
  Descriptions,
  Empty,
  Result,
  Row,
  Space,
  Spin,
  Table,
  Tag,
  Timeline,
  Typography,
} from "antd";
import { Link, useParams } from "react-router";
import { ImageGallery, urlsToGalleryImages } from "../../shared/backoffice/image-gallery";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { APPLICATION_KIND_LABELS } from "../complaint-lifecycle";
import { ACTOR_TYPE_LABELS, staffActionLabel, TIMELINE_ACTION_LABELS } from "./labels";
import { PersonalDataAlert, PersonalDataText } from "./personal-data-marks";
import { ReasonButton } from "./reason-button";
import { useConsoleMutation } from "./use-console-mutation";

const REJECT_CHOICES = REJECT_REASONS.map((value) => ({ value, label: REJECT_REASON_LABELS[value] }));
const CLOSE_CHOICES = (["duplicate", "rule_breach"] as const).map((value) => ({
  value,
  label: CLOSE_REASON_LABELS[value],
}));

/** One complaint under review: everything the moderator needs beside the buttons that decide it. */
export function ComplaintReviewPage() {
  const id = parseEntityId(useParams().id);
  if (id === null) return <Result status="404" title="投诉不存在" />;
  return <ComplaintReview key={id} id={id} />;
}

function ComplaintReview({ id }: { id: number }) {
  const complaint = useBackofficeQuery(`review:${id}`, (api, signal) =>
    api.call(getReviewComplaint, { params: { id }, signal }),
  );
  const send = useBackofficeAction();
  const decide = useConsoleMutation(complaint.reload);

  const data = complaint.data;
  if (!data) {
    return complaint.isLoading ? (
      <Spin style={{ display: "block", margin: "80px auto" }} />
    ) : (
      <Result status="404" title="投诉不存在或无法加载" extra={<Link to="/admin">返回审核队列</Link>} />
    );
  }

  const can = (action: string) => data.moderator_actions.includes(action);
  const params = { id };

  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={17}>
        <Space direction="vertical" size={16} style={{ width: "100%" }}>
          <Link to="/admin">← 返回审核队列</Link>
          {data.flags.length > 0 ? (
            <Alert
              type="error"
              showIcon
              message="本投诉有审核标记"
              description={data.flags.map((flag) => (
                <div key={`${flag.reason}:${flag.created_at}`}>
                  {flag.reason === "sensitive_words" ? "含审核敏感词" : flag.reason}：
                  {flag.words.map((word) => (
                    <Tag key={word} color="red">
                      {word}
                    </Tag>
                  ))}
                </div>
              ))}
            />
          ) : null}
          <PersonalDataAlert
            texts={[
              data.title,
              data.content,
              ...data.attributes.map((attribute) => attribute.value),
              ...data.timeline.flatMap((entry) => (entry.content ? [entry.content] : [])),
            ]}
          />
          <Card
            title={
              <Space wrap>
                <span className="whitespace-normal">
                  <PersonalDataText text={data.title} />
                </span>
                <Tag color="processing">{data.status_label}</Tag>
                {data.resubmit_count > 0 ? <Tag color="blue">重新提交</Tag> : null}
                {data.is_hidden ? <Tag>已隐藏</Tag> : null}
              </Space>
            }
          >
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2, xl: 3 }}
              bordered
              styles={{ label: { whiteSpace: "nowrap" } }}
            >
              <Descriptions.Item label="投诉编号">{data.sn}</Descriptions.Item>
              <Descriptions.Item label="品牌">
                {data.brand?.name ?? `${data.custom_brand_name ?? ""}（未入驻）`}
              </Descriptions.Item>
              <Descriptions.Item label="企业">{data.enterprise?.name ?? "—"}</Descriptions.Item>
              <Descriptions.Item label="投诉类型">{data.subtype_name}</Descriptions.Item>
              <Descriptions.Item label="涉诉金额">
                {data.money > 0 ? `${data.money} 元` : "—"}
              </Descriptions.Item>
              <Descriptions.Item label="提交时间">{formatDateTime(data.created_at)}</Descriptions.Item>
              <Descriptions.Item label="投诉人">
                {data.author.nickname}
                {data.is_anonymous ? <Tag style={{ marginInlineStart: 8 }}>匿名</Tag> : null}
              </Descriptions.Item>
              <Descriptions.Item label="联系电话">{data.author.phone_masked ?? "—"}</Descriptions.Item>
              <Descriptions.Item label="真实姓名">
                {data.author.real_name ?? "—"}
                {data.author.is_real_name_verified ? (
                  <Tag color="success" style={{ marginInlineStart: 8 }}>
                    已实名
                  </Tag>
                ) : null}
              </Descriptions.Item>
              <Descriptions.Item label="身份证号">{data.author.id_card_masked ?? "—"}</Descriptions.Item>
              <Descriptions.Item label="诉求" span="filled">
                {data.appeals.join("、") || "—"}
              </Descriptions.Item>
              <Descriptions.Item label="投诉问题" span="filled">
                {data.problems.join("、") || "—"}
              </Descriptions.Item>
              {data.attributes.map((attribute) => (
                <Descriptions.Item key={attribute.name} label={attribute.name}>
                  <PersonalDataText text={attribute.value} />
                </Descriptions.Item>
              ))}
            </Descriptions>
            <Typography.Title level={5} style={{ marginTop: 20 }}>
              投诉内容
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }}>
              <PersonalDataText text={data.content} />
            </Typography.Paragraph>
            <ImageGallery images={data.images} size={104} alt="投诉凭证" />
          </Card>

          {data.pending_application ? (
            <Card title={`待审核的商家${APPLICATION_KIND_LABELS[data.pending_application.kind]}`}>
              <Typography.Paragraph>{data.pending_application.reason}</Typography.Paragraph>
              <div style={{ marginBottom: 12 }}>
                <ImageGallery
                  images={urlsToGalleryImages(data.pending_application.evidence_urls)}
                  size={80}
                  alt="申请凭证"
                />
              </div>
              <ApplicationDecision applicationId={data.pending_application.id} onDecided={complaint.reload} />
            </Card>
          ) : null}

          <Card title="处理进度（含非公开记录）">
            {data.timeline.length === 0 ? (
              <Empty description="暂无记录" />
            ) : (
              <Timeline
                items={data.timeline.map((entry) => ({
                  key: entry.id,
                  color: entry.is_public ? "blue" : "gray",
                  children: (
                    <div>
                      <Space size={4} wrap>
                        <strong>{TIMELINE_ACTION_LABELS[entry.action] ?? entry.action}</strong>
                        <Tag>{ACTOR_TYPE_LABELS[entry.actor_type] ?? entry.actor_type}</Tag>
                        {entry.is_public ? null : <Tag color="warning">仅内部</Tag>}
                        <Typography.Text type="secondary">{formatDateTime(entry.created_at)}</Typography.Text>
                      </Space>
                      {entry.content ? (
                        <div style={{ whiteSpace: "pre-wrap" }}>
                          <PersonalDataText text={entry.content} />
                        </div>
                      ) : null}
                    </div>
                  ),
                }))}
              />
            )}
          </Card>
        </Space>
      </Col>

      <Col xs={24} xl={7}>
        <Space direction="vertical" size={16} style={{ width: "100%", position: "sticky", top: 24 }}>
          <Card title="审核操作">
            <Space direction="vertical" style={{ width: "100%" }}>
              {can("approve") ? (
                <ReasonButton
                  label="通过"
                  title="审核通过并派发商家"
                  minLength={0}
                  buttonProps={{ type: "primary", block: true }}
                  onSubmit={(note) =>
                    decide(
                      () => send(approveComplaint, { params, body: { note: note || undefined } }),
                      "已通过并派发商家",
                    )
                  }
                />
              ) : null}
              {can("reject") ? (
                <ReasonButton
                  label="驳回"
                  title="驳回投诉"
                  choices={REJECT_CHOICES}
                  choicePlaceholder="请选择驳回原因"
                  minLength={0}
                  placeholder="给投诉人的说明（选填）"
                  buttonProps={{ danger: true, block: true }}
                  onSubmit={(note, reason) =>
                    decide(
                      () =>
                        send(rejectComplaint, {
                          params,
                          body: {
                            reason_code: reason as (typeof REJECT_REASONS)[number],
                            note: note || undefined,
                          },
                        }),
                      "已驳回",
                    )
                  }
                />
              ) : null}
              {can("request_info") ? (
                <ReasonButton
                  label="要求补充"
                  title="请投诉人补充材料"
                  minLength={INFO_REQUEST_MIN}
                  placeholder={`需要补充的内容（至少${INFO_REQUEST_MIN}个字），投诉人会看到`}
                  buttonProps={{ block: true }}
                  onSubmit={(content) =>
                    decide(
                      () => send(requestInfoForReview, { params, body: { content } }),
                      "已通知投诉人补充",
                    )
                  }
                />
              ) : null}
              {can("moderator_close") ? (
                <ReasonButton
                  label="关闭"
                  title="关闭投诉"
                  choices={CLOSE_CHOICES}
                  choicePlaceholder="请选择关闭原因"
                  minLength={CLOSE_NOTE_MIN}
                  placeholder={`关闭说明（至少${CLOSE_NOTE_MIN}个字）`}
                  buttonProps={{ block: true }}
                  onSubmit={(note, reason) =>
                    decide(
                      () =>
                        send(closeComplaintByModerator, {
                          params,
                          body: { reason: reason as "duplicate" | "rule_breach", note },
                        }),
                      "投诉已关闭",
                    )
                  }
                />
              ) : null}
              {data.is_hidden ? (
                <ReasonButton
                  label="恢复公开"
                  buttonProps={{ block: true }}
                  onSubmit={(reason) =>
                    decide(() => send(restoreComplaint, { params, body: { reason } }), "已恢复")
                  }
                />
              ) : (
                <ReasonButton
                  label="隐藏"
                  title="隐藏投诉（从公开页面撤下）"
                  buttonProps={{ block: true }}
                  onSubmit={(reason) =>
                    decide(() => send(hideComplaint, { params, body: { reason } }), "已隐藏")
                  }
                />
              )}
              {data.moderator_actions.length === 0 ? (
                <Typography.Text type="secondary">当前状态（{data.status_label}）无需审核。</Typography.Text>
              ) : null}
            </Space>
          </Card>
          <Card title="操作日志" size="small">
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.staff_actions}
              locale={{ emptyText: "暂无记录" }}
              columns={[
                { title: "操作", dataIndex: "action", render: (action: string) => staffActionLabel(action) },
                {
                  title: "人员",
                  dataIndex: "staff",
                  render: (staff: { name: string } | null) => staff?.name ?? "—",
                },
                { title: "时间", dataIndex: "created_at", render: (value: string) => formatDateTime(value) },
              ]}
            />
          </Card>
        </Space>
      </Col>
    </Row>
  );
}

/** Approve or refuse a company's archive/end application (served by the lifecycle module). */
export function ApplicationDecision({
  applicationId,
  onDecided,
}: {
  applicationId: number;
  onDecided(): void;
}) {
  const send = useBackofficeAction();
  const settle = useConsoleMutation(onDecided);
  const review = (decision: "approve" | "refuse", note: string, done: string) =>
    settle(
      () =>
        send(reviewCompanyApplication, {
          params: { id: applicationId },
          body: { decision, note: note || undefined },
        }),
      done,
    );
  return (
    <Space>
      <ReasonButton
        label="通过申请"
        minLength={0}
        buttonProps={{ type: "primary", size: "small" }}
        onSubmit={(note) => review("approve", note, "已通过申请，投诉已关闭")}
      />
      <ReasonButton
        label="驳回申请"
        buttonProps={{ danger: true, size: "small" }}
        onSubmit={(note) => review("refuse", note, "已驳回申请")}
      />
    </Space>
  );
}
