import { applyToCampaign, type CompanyCampaigns, getCompanyCampaigns } from "@tousu/contracts";
import { formatDate, formatDateTime } from "@tousu/domain";
import { App, Button, Card, Flex, Form, Input, List, Modal, type TableProps, Tag, Typography } from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { WideTable } from "../../shared/backoffice/wide-table";
import { useEnterpriseScope } from "./portal-context";

type Entry = CompanyCampaigns["entries"][number];
type OpenSection = CompanyCampaigns["open_sections"][number];

const STATUS_TAGS: Record<Entry["status"], { label: string; color: string }> = {
  pending: { label: "待平台审核", color: "warning" },
  approved: { label: "已入选", color: "success" },
  refused: { label: "未通过", color: "default" },
  withdrawn: { label: "已撤下", color: "default" },
};
const SOURCE_LABELS: Record<Entry["source"], string> = {
  staff: "平台提名",
  company_application: "企业报名",
  consumer_nomination: "消费者报名",
};
const STATEMENT_MIN = 10;
const STATEMENT_MAX = 300;

/** 维权活动: the enterprise's nominations and applications, and the company sections it may still apply to. */
export default function CampaignsPage() {
  const scope = useEnterpriseScope();
  const campaigns = useBackofficeQuery(`campaigns:${scope.enterprise_id}`, (api, signal) =>
    api.call(getCompanyCampaigns, { query: scope, signal }),
  );
  const [applyingTo, setApplyingTo] = useState<OpenSection | null>(null);

  const columns: TableProps<Entry>["columns"] = [
    {
      title: "活动",
      key: "campaign",
      render: (_, entry) => (
        <a href={`/activity/${entry.campaign.slug}`} target="_blank" rel="noreferrer">
          {entry.campaign.title}
        </a>
      ),
    },
    { title: "单元", dataIndex: "section_title" },
    { title: "活动状态", key: "state", render: (_, entry) => entry.campaign.state_label },
    { title: "来源", dataIndex: "source", render: (source: Entry["source"]) => SOURCE_LABELS[source] },
    {
      title: "状态",
      dataIndex: "status",
      render: (status: Entry["status"]) => (
        <Tag color={STATUS_TAGS[status].color}>{STATUS_TAGS[status].label}</Tag>
      ),
    },
    { title: "参评承诺", dataIndex: "statement", ellipsis: true },
    { title: "审核意见", key: "review_note", render: (_, entry) => entry.review_note ?? "—" },
    { title: "提交时间", key: "created_at", render: (_, entry) => formatDateTime(entry.created_at) },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title="可报名的活动">
        <Typography.Paragraph type="secondary">
          报名服务之星后由平台审核，通过后展示在活动页面，接受消费者投票。活动不设任何分享或拉票奖励，请勿组织刷票：异常票数经核查会被作废并公开。
        </Typography.Paragraph>
        <List
          dataSource={campaigns.data?.open_sections ?? []}
          loading={campaigns.isLoading}
          locale={{ emptyText: "目前没有可报名的活动" }}
          renderItem={(section) => (
            <List.Item
              actions={[
                <Button key="apply" type="primary" onClick={() => setApplyingTo(section)}>
                  报名
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`${section.campaign.title} · ${section.section_title}`}
                description={`${section.campaign.state_label}，投票时间 ${formatDate(section.voting_starts_at)} 至 ${formatDate(section.voting_ends_at)}`}
              />
            </List.Item>
          )}
        />
      </Card>
      <Card title="我的提名与报名">
        <WideTable<Entry>
          rowKey="player_id"
          loading={campaigns.isLoading}
          dataSource={campaigns.data?.entries ?? []}
          columns={columns}
          pagination={false}
          locale={{ emptyText: "还没有参加过活动" }}
        />
      </Card>
      {applyingTo ? (
        <ApplyDialog
          section={applyingTo}
          onClose={(applied) => {
            setApplyingTo(null);
            if (applied) campaigns.reload();
          }}
        />
      ) : null}
    </Flex>
  );
}

function ApplyDialog({ section, onClose }: { section: OpenSection; onClose(applied: boolean): void }) {
  const scope = useEnterpriseScope();
  const run = useBackofficeAction();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ statement: string }>();
  async function apply({ statement }: { statement: string }) {
    const applied = await run(applyToCampaign, {
      query: scope,
      body: { section_id: section.section_id, statement },
    });
    if (!applied) return;
    message.success("报名已提交，请等待平台审核");
    onClose(true);
  }
  return (
    <Modal
      open
      title={`报名：${section.campaign.title} · ${section.section_title}`}
      okText="提交报名"
      cancelText="取消"
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onFinish={apply}>
        <Form.Item
          name="statement"
          label="参评承诺"
          rules={[
            { required: true, whitespace: true, message: "请填写参评承诺" },
            { min: STATEMENT_MIN, message: `参评承诺至少${STATEMENT_MIN}个字` },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={STATEMENT_MAX}
            showCount
            placeholder="向消费者说明企业在处理投诉上的承诺，如首次回应时限、处理流程等；将展示在活动页面"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
