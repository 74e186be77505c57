import {
  type AdminCampaign,
  CAMPAIGN_SLUG_PATTERN,
  type ContractInput,
  type createCampaign,
} from "@tousu/contracts";
import { CAMPAIGN_MAX_VOTES_PER_DAY, CAMPAIGN_TALLY_VISIBILITY_TEXTS } from "@tousu/domain";
import { App, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Switch } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";

type CampaignBody = ContractInput<typeof createCampaign, "body">;

interface CampaignForm {
  slug: string;
  title: string;
  summary: string;
  cover_url: string;
  rules: string;
  period: [Dayjs, Dayjs];
  votes_per_day: number;
  votes_per_player_per_day: number;
  tally_visibility: CampaignBody["tally_visibility"];
  visible: boolean;
}

const VISIBILITY_LABELS = {
  rank_and_share: "公开名次和票数比例",
  exact: "公开准确票数",
  hidden_until_close: "截止前不公开",
} as const;

/** A campaign's fields, new or edited; the rules are one per line, as the page lists them. */
export function CampaignDialog({
  campaign,
  onSave,
  onClose,
}: {
  campaign: AdminCampaign | null;
  onSave(body: CampaignBody): Promise<{ id: number } | null>;
  onClose(saved: { id: number } | null): void;
}) {
  const [form] = Form.useForm<CampaignForm>();
  const { message } = App.useApp();
  const [isSaving, setIsSaving] = useState(false);

  async function save(values: CampaignForm) {
    setIsSaving(true);
    const saved = await onSave({
      slug: values.slug,
      title: values.title,
      summary: values.summary ?? "",
      cover_url: values.cover_url?.trim() ? values.cover_url.trim() : null,
      rules: values.rules
        .split("\n")
        .map((rule) => rule.trim())
        .filter(Boolean),
      voting_starts_at: values.period[0].toISOString(),
      voting_ends_at: values.period[1].toISOString(),
      votes_per_day: values.votes_per_day,
      votes_per_player_per_day: values.votes_per_player_per_day,
      tally_visibility: values.tally_visibility,
      visible: values.visible,
    }).finally(() => setIsSaving(false));
    if (saved === null) return;
    message.success(campaign ? "活动已保存" : "活动已新建");
    onClose(saved);
  }

  return (
    <Modal
      open
      width={720}
      title={campaign ? `编辑活动：${campaign.title}` : "新建活动"}
      okText="保存"
      cancelText="取消"
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={() => onClose(null)}
    >
      <Form<CampaignForm>
        form={form}
        layout="vertical"
        initialValues={
          campaign
            ? {
                ...campaign,
                cover_url: campaign.cover_url ?? "",
                rules: campaign.rules.join("\n"),
                period: [dayjs(campaign.voting_starts_at), dayjs(campaign.voting_ends_at)],
              }
            : {
                votes_per_day: 3,
                votes_per_player_per_day: 1,
                tally_visibility: "rank_and_share",
                visible: false,
              }
        }
        onFinish={save}
      >
        <Space size={16} style={{ display: "flex" }} align="start">
          <Form.Item
            name="slug"
            label="地址（/activity/…）"
            rules={[
              { required: true, message: "请填写地址" },
              { pattern: CAMPAIGN_SLUG_PATTERN, message: "小写字母开头，3–40 个小写字母、数字或连字符" },
            ]}
          >
            <Input placeholder="act2027315" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="title"
            label="标题"
            rules={[{ required: true, whitespace: true, message: "请填写标题" }]}
          >
            <Input maxLength={60} style={{ width: 420 }} />
          </Form.Item>
        </Space>
        <Form.Item name="summary" label="简介">
          <Input.TextArea maxLength={300} autoSize={{ minRows: 2 }} />
        </Form.Item>
        <Form.Item name="cover_url" label="封面图片地址">
          <Input placeholder="https://…" />
        </Form.Item>
        <Form.Item
          name="rules"
          label="活动规则（每行一条：谁可以投票、投票次数、作废情形、不设分享奖励；并列规则由页面统一说明）"
          rules={[{ required: true, whitespace: true, message: "请填写活动规则" }]}
        >
          <Input.TextArea autoSize={{ minRows: 4 }} />
        </Form.Item>
        <Form.Item name="period" label="投票时间" rules={[{ required: true, message: "请选择投票时间" }]}>
          <DatePicker.RangePicker showTime={{ format: "HH:mm" }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Space size={16} style={{ display: "flex" }} align="start">
          <Form.Item
            name="votes_per_day"
            label="每账号每日票数"
            rules={[{ required: true, message: "请填写" }]}
          >
            <InputNumber min={1} max={CAMPAIGN_MAX_VOTES_PER_DAY} precision={0} />
          </Form.Item>
          <Form.Item
            name="votes_per_player_per_day"
            label="同一选手每日票数"
            rules={[{ required: true, message: "请填写" }]}
          >
            <InputNumber min={1} max={CAMPAIGN_MAX_VOTES_PER_DAY} precision={0} />
          </Form.Item>
          <Form.Item name="tally_visibility" label="投票期间的票数公开方式">
            <Select
              style={{ width: 220 }}
              options={Object.entries(VISIBILITY_LABELS).map(([value, label]) => ({
                value,
                label,
                title: CAMPAIGN_TALLY_VISIBILITY_TEXTS[value as keyof typeof VISIBILITY_LABELS],
              }))}
            />
          </Form.Item>
          <Form.Item name="visible" label="公开" valuePropName="checked">
            <Switch checkedChildren="公开" unCheckedChildren="隐藏" />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
