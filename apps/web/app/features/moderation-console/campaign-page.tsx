import {
  type AdminCampaign,
  type CAMPAIGN_REVIEW_DECISIONS,
  createCampaignSection,
  getAdminCampaign,
  nominateCampaignPlayer,
  publishCampaignResults,
  reviewCampaignPlayer,
  updateCampaign,
} from "@tousu/contracts";
import { CAMPAIGN_DATA_FIGURE_LABELS, CAMPAIGN_DATA_FIGURES, formatDateTime } from "@tousu/domain";
import { campaignPeriodText } from "@tousu/page-kit/campaign-texts";
import {
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Radio,
  Select,
  Space,
  Tag,
} from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { WideTable } from "../../shared/backoffice/wide-table";
import { CampaignDialog } from "./campaign-dialog";
import { CampaignNomineeSelect, type NomineeChoice, nomineeOf } from "./campaign-nominee-select";
import { ReasonButton } from "./reason-button";
import { useConsoleMutation } from "./use-console-mutation";

type Player = AdminCampaign["players"][number];
type Section = AdminCampaign["sections"][number];

const SOURCE_LABELS: Record<Player["source"], string> = {
  staff: "平台提名",
  company_application: "企业报名",
  consumer_nomination: "消费者报名",
};
const STATUS_TAGS: Record<Player["status"], { label: string; color?: string }> = {
  pending: { label: "待审核", color: "error" },
  approved: { label: "已通过", color: "success" },
  refused: { label: "未通过" },
  withdrawn: { label: "已撤下" },
};
const DECISION_LABELS: Record<(typeof CAMPAIGN_REVIEW_DECISIONS)[number], string> = {
  approve: "通过",
  refuse: "拒绝",
  withdraw: "撤下",
};
const SECTION_KIND_LABELS: Record<Section["kind"], string> = {
  company_vote: "企业投票",
  consumer_stories: "维权故事",
  data_list: "数据榜单",
};

/** One campaign: its fields, sections and players to review, and publishing its results after the close. */
export function CampaignPage({ id }: { id: number }) {
  const campaign = useBackofficeQuery(`campaign:${id}`, (api, signal) =>
    api.call(getAdminCampaign, { params: { id }, signal }),
  );
  const send = useBackofficeAction();
  const settle = useConsoleMutation(campaign.reload);
  const [isEditing, setIsEditing] = useState(false);
  const [addingSection, setAddingSection] = useState(false);
  const [nominatingTo, setNominatingTo] = useState<Section | null>(null);
  const data = campaign.data;
  if (!data) return <Card loading={campaign.isLoading} title="维权活动" />;
  const isFinal = data.state === "results_published";

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card
        title={data.title}
        extra={
          <Space>
            <Button href={`/activity/${data.slug}`} target="_blank">
              查看页面
            </Button>
            <Button disabled={isFinal} onClick={() => setIsEditing(true)}>
              编辑
            </Button>
            <Popconfirm
              title="公布结果？"
              description="按各单元有效票数冻结名次和票数（并列者同名次），公布后活动不能再修改。"
              okText="公布"
              cancelText="取消"
              disabled={data.state !== "voting_closed"}
              onConfirm={() =>
                settle(
                  () => send(publishCampaignResults, { params: { id } }),
                  (result) => `结果已公布，共 ${result.ranked} 位选手`,
                )
              }
            >
              <Button type="primary" disabled={data.state !== "voting_closed"}>
                公布结果
              </Button>
            </Popconfirm>
          </Space>
        }
      >
        <Descriptions column={2} size="small">
          <Descriptions.Item label="状态">
            <Tag>{data.state_label}</Tag>
            {data.visible ? null : <Tag color="warning">未公开</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label="地址">/activity/{data.slug}</Descriptions.Item>
          <Descriptions.Item label="投票时间">{campaignPeriodText(data)}</Descriptions.Item>
          <Descriptions.Item label="票数限制">
            每账号每日 {data.votes_per_day} 票，同一选手每日 {data.votes_per_player_per_day} 票
          </Descriptions.Item>
          {data.results_published_at ? (
            <Descriptions.Item label="结果公布">
              {formatDateTime(data.results_published_at)}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>

      {data.sections.map((section) => (
        <Card
          key={section.id}
          size="small"
          title={
            <Space>
              {section.title}
              <Tag>{SECTION_KIND_LABELS[section.kind]}</Tag>
            </Space>
          }
          extra={
            section.kind === "company_vote" && !isFinal ? (
              <Button size="small" onClick={() => setNominatingTo(section)}>
                提名企业或品牌
              </Button>
            ) : null
          }
        >
          {section.data_rule ? (
            <p>
              按近 {section.data_rule.period_days} 天的{CAMPAIGN_DATA_FIGURE_LABELS[section.data_rule.figure]}
              {section.data_rule.order === "desc" ? "从高到低" : "从低到高"}，前 {section.data_rule.limit}{" "}
              名， 至少 {section.data_rule.min_complaints} 件投诉
            </p>
          ) : (
            <WideTable<Player>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={data.players.filter((player) => player.section_id === section.id)}
              columns={[
                { title: "选手", dataIndex: "name" },
                {
                  title: "来源",
                  dataIndex: "source",
                  width: 100,
                  render: (source: Player["source"]) => SOURCE_LABELS[source],
                },
                {
                  title: "状态",
                  dataIndex: "status",
                  width: 90,
                  render: (status: Player["status"]) => (
                    <Tag color={STATUS_TAGS[status].color}>{STATUS_TAGS[status].label}</Tag>
                  ),
                },
                { title: "参评说明", dataIndex: "statement", ellipsis: true },
                { title: "审核备注", dataIndex: "review_note", width: 140, ellipsis: true },
                { title: "有效票", dataIndex: "valid_votes", width: 80 },
                { title: "作废票", dataIndex: "voided_votes", width: 80 },
                {
                  title: "操作",
                  key: "actions",
                  width: 170,
                  render: (_, player) =>
                    isFinal ? null : (
                      <Space>
                        {(player.status === "pending"
                          ? (["approve", "refuse"] as const)
                          : player.status === "approved"
                            ? (["withdraw"] as const)
                            : []
                        ).map((decision) => (
                          <ReasonButton
                            key={decision}
                            label={DECISION_LABELS[decision]}
                            title={`${DECISION_LABELS[decision]}：${player.name}`}
                            placeholder="备注（选填，报名方可见）"
                            minLength={0}
                            buttonProps={{ size: "small", danger: decision !== "approve" }}
                            onSubmit={(note) =>
                              settle(
                                () =>
                                  send(reviewCampaignPlayer, {
                                    params: { id: player.id },
                                    body: { decision, ...(note ? { note } : {}) },
                                  }),
                                `已${DECISION_LABELS[decision]}`,
                              )
                            }
                          />
                        ))}
                      </Space>
                    ),
                },
              ]}
            />
          )}
        </Card>
      ))}
      {isFinal ? null : <Button onClick={() => setAddingSection(true)}>新增单元</Button>}

      {isEditing ? (
        <CampaignDialog
          campaign={data}
          onSave={(body) => send(updateCampaign, { params: { id }, body })}
          onClose={(saved) => {
            setIsEditing(false);
            if (saved) campaign.reload();
          }}
        />
      ) : null}
      {addingSection ? (
        <SectionDialog
          campaignId={id}
          onClose={(saved) => {
            setAddingSection(false);
            if (saved) campaign.reload();
          }}
        />
      ) : null}
      {nominatingTo ? (
        <NominateDialog
          section={nominatingTo}
          onClose={(saved) => {
            setNominatingTo(null);
            if (saved) campaign.reload();
          }}
        />
      ) : null}
    </Space>
  );
}

interface SectionForm {
  kind: Section["kind"];
  title: string;
  description: string;
  sort_order: number;
  figure: (typeof CAMPAIGN_DATA_FIGURES)[number];
  order: "desc" | "asc";
  min_complaints: number;
  limit: number;
  period_days: number;
}

function SectionDialog({ campaignId, onClose }: { campaignId: number; onClose(saved: boolean): void }) {
  const [form] = Form.useForm<SectionForm>();
  const send = useBackofficeAction();
  const { message } = App.useApp();
  const kind = Form.useWatch("kind", form);
  async function save({ figure, order, min_complaints, limit, period_days, ...section }: SectionForm) {
    const saved = await send(createCampaignSection, {
      params: { id: campaignId },
      body: {
        ...section,
        data_rule:
          section.kind === "data_list" ? { figure, order, min_complaints, limit, period_days } : null,
      },
    });
    if (saved === null) return;
    message.success("单元已新增");
    onClose(true);
  }
  return (
    <Modal
      open
      title="新增单元"
      okText="保存"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form<SectionForm>
        form={form}
        layout="vertical"
        initialValues={{
          kind: "company_vote",
          sort_order: 0,
          figure: "reply_rate",
          order: "desc",
          min_complaints: 30,
          limit: 10,
          period_days: 365,
        }}
        onFinish={save}
      >
        <Form.Item name="kind" label="类型">
          <Radio.Group
            options={Object.entries(SECTION_KIND_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label="单元名称"
          rules={[{ required: true, whitespace: true, message: "请填写单元名称" }]}
        >
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="description" label="单元说明">
          <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
        </Form.Item>
        {kind === "data_list" ? (
          <Space wrap size={16} align="start">
            <Form.Item name="figure" label="指标">
              <Select
                style={{ width: 120 }}
                options={CAMPAIGN_DATA_FIGURES.map((figure) => ({
                  value: figure,
                  label: CAMPAIGN_DATA_FIGURE_LABELS[figure],
                }))}
              />
            </Form.Item>
            <Form.Item name="order" label="排序">
              <Select
                style={{ width: 120 }}
                options={[
                  { value: "desc", label: "从高到低" },
                  { value: "asc", label: "从低到高" },
                ]}
              />
            </Form.Item>
            <Form.Item name="min_complaints" label="最少投诉数">
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item name="limit" label="列出名数">
              <InputNumber min={1} max={50} precision={0} />
            </Form.Item>
            <Form.Item name="period_days" label="统计天数">
              <InputNumber min={1} max={3660} precision={0} />
            </Form.Item>
          </Space>
        ) : null}
        <Form.Item name="sort_order" label="排序（小的在前）">
          <InputNumber min={0} max={1000} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface NominateForm {
  nominee: NomineeChoice;
  statement?: string;
}

function NominateDialog({ section, onClose }: { section: Section; onClose(saved: boolean): void }) {
  const [form] = Form.useForm<NominateForm>();
  const send = useBackofficeAction();
  const { message } = App.useApp();
  async function save({ nominee, statement = "" }: NominateForm) {
    const { kind, id } = nomineeOf(nominee);
    const body = kind === "enterprise" ? { enterprise_id: id, statement } : { brand_id: id, statement };
    const saved = await send(nominateCampaignPlayer, { params: { id: section.id }, body });
    if (saved === null) return;
    message.success("已提名");
    onClose(true);
  }
  return (
    <Modal
      open
      title={`提名到“${section.title}”`}
      okText="提名"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form<NominateForm> form={form} layout="vertical" onFinish={save}>
        <Form.Item
          name="nominee"
          label="企业或品牌"
          rules={[{ required: true, message: "请选择企业或品牌" }]}
        >
          <CampaignNomineeSelect />
        </Form.Item>
        <Form.Item name="statement" label="推荐语">
          <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
