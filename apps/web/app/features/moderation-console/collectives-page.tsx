import {
  COLLECTIVE_STATUS_LABELS,
  type CollectiveStatus,
  closeAdminCollective,
  createAdminCollective,
  listAdminCollectives,
  setCollectiveReplyVisibility,
} from "@tousu/contracts";
import {
  COLLECTIVE_DESCRIPTION_MAX,
  COLLECTIVE_DESCRIPTION_MIN,
  COLLECTIVE_TITLE_MAX,
  COLLECTIVE_TITLE_MIN,
  formatCount,
  formatDateTime,
} from "@tousu/domain";
import { Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBrandSearch } from "../brand";
import { ConsoleTable } from "./console-table";
import { ReasonButton } from "./reason-button";
import { StatusTabs } from "./status-tabs";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

type StatusFilter = CollectiveStatus | "all";
const FILTER_LABELS: Record<StatusFilter, string> = { all: "全部", ...COLLECTIVE_STATUS_LABELS };
const STATUS_COLOURS: Record<CollectiveStatus, string> = {
  open: "success",
  processing: "blue",
  closed: "default",
};

interface CreateValues {
  title: string;
  description: string;
  brand_id: number;
}

/**
 * Moderators open a collective complaint for a brand, end collection when it is done, and hide a
 * company's collective reply that breaks the rules (the company still sees it, marked hidden).
 */
export function CollectivesPage() {
  const [status, setStatus] = useState<StatusFilter>("open");
  const [isCreating, setIsCreating] = useState(false);
  const send = useBackofficeAction();
  const collectives = usePagedList(`collectives:${status}`, (api, page, signal) =>
    api.call(listAdminCollectives, {
      query: { page, page_size: CONSOLE_PAGE_SIZE, ...(status === "all" ? {} : { status }) },
      signal,
    }),
  );
  const settle = useConsoleMutation(collectives.reload);

  const create = async (values: CreateValues) => {
    const isCreated = await settle(
      () => send(createAdminCollective, { body: values }),
      (created) => `已发起集体投诉“${created.title}”`,
    );
    if (isCreated) setIsCreating(false);
  };
  const close = (id: number) =>
    settle(() => send(closeAdminCollective, { params: { id }, body: {} }), "已结束征集");
  const setReplyHidden = (id: number, hidden: boolean, note?: string) =>
    settle(
      () =>
        send(setCollectiveReplyVisibility, {
          params: { id },
          body: { hidden, ...(note ? { note } : {}) },
        }),
      hidden ? "已隐藏企业回复" : "已恢复企业回复",
    );

  return (
    <Card>
      <Space wrap style={{ width: "100%", justifyContent: "space-between" }} align="start">
        <StatusTabs labels={FILTER_LABELS} value={status} onChange={setStatus} />
        <Button type="primary" onClick={() => setIsCreating(true)}>
          发起集体投诉
        </Button>
      </Space>
      <ConsoleTable
        list={collectives}
        columns={[
          {
            title: "标题",
            dataIndex: "title",
            width: 240,
            render: (title: string, row) => (
              <a href={`/tousu/collective/${row.id}`} target="_blank" rel="noreferrer">
                {title}
              </a>
            ),
          },
          { title: "品牌", key: "brand", width: 160, render: (_, row) => row.brand.name },
          {
            title: "状态",
            dataIndex: "status",
            width: 100,
            render: (value: CollectiveStatus, row) => (
              <Tag color={STATUS_COLOURS[value]}>{row.status_label}</Tag>
            ),
          },
          {
            title: "参与人数",
            dataIndex: "member_count",
            width: 100,
            render: (value: number) => formatCount(value),
          },
          {
            title: "企业回复",
            key: "reply",
            width: 360,
            render: (_, row) =>
              row.reply ? (
                <Space direction="vertical" size={4}>
                  <Typography.Paragraph
                    ellipsis={{ rows: 2, tooltip: row.reply.content }}
                    style={{ margin: 0 }}
                  >
                    {row.reply.content}
                  </Typography.Paragraph>
                  <Space size={8}>
                    {row.reply.is_hidden ? <Tag color="red">已隐藏</Tag> : null}
                    {row.reply.is_hidden ? (
                      <Popconfirm
                        title="恢复后，企业回复重新公开展示。确定恢复？"
                        okText="恢复"
                        cancelText="取消"
                        onConfirm={() => setReplyHidden(row.id, false)}
                      >
                        <Button size="small">恢复回复</Button>
                      </Popconfirm>
                    ) : (
                      <ReasonButton
                        label="隐藏回复"
                        title="隐藏企业的集体回复"
                        placeholder="备注（选填，仅记入操作日志）"
                        minLength={0}
                        buttonProps={{ size: "small", danger: true }}
                        onSubmit={(note) => setReplyHidden(row.id, true, note)}
                      />
                    )}
                  </Space>
                </Space>
              ) : (
                <Typography.Text type="secondary">尚未回复</Typography.Text>
              ),
          },
          {
            title: "发起时间",
            dataIndex: "created_at",
            width: 190,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: "操作",
            key: "close",
            width: 100,
            render: (_, row) =>
              row.status === "closed" ? null : (
                <Popconfirm
                  title="结束征集后，消费者不能再加入。确定结束？"
                  okText="结束"
                  cancelText="取消"
                  onConfirm={() => close(row.id)}
                >
                  <Button size="small" danger>
                    结束征集
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <CreateCollectiveDialog open={isCreating} onCancel={() => setIsCreating(false)} onSubmit={create} />
    </Card>
  );
}

function CreateCollectiveDialog({
  open,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  onCancel(): void;
  onSubmit(values: CreateValues): Promise<void>;
}) {
  const [form] = Form.useForm<CreateValues>();
  const [brandKeyword, setBrandKeyword] = useState("");
  const brandSearch = useBrandSearch(brandKeyword);
  return (
    <Modal
      title="发起集体投诉"
      open={open}
      okText="发起"
      cancelText="取消"
      destroyOnHidden
      onCancel={onCancel}
      onOk={() => form.submit()}
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={onSubmit}>
        <Form.Item name="brand_id" label="投诉品牌" rules={[{ required: true, message: "请选择品牌" }]}>
          <Select
            showSearch
            filterOption={false}
            placeholder="输入品牌名称、拼音或首字母"
            options={brandSearch.options.map((brand) => ({
              value: brand.id,
              label: `${brand.name}（${brand.industry}）`,
            }))}
            onSearch={setBrandKeyword}
            notFoundContent={null}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label="标题"
          rules={[
            {
              required: true,
              whitespace: true,
              min: COLLECTIVE_TITLE_MIN,
              max: COLLECTIVE_TITLE_MAX,
              message: `标题需为${COLLECTIVE_TITLE_MIN}到${COLLECTIVE_TITLE_MAX}个字`,
            },
          ]}
        >
          <Input maxLength={COLLECTIVE_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="description"
          label="说明"
          rules={[
            {
              required: true,
              whitespace: true,
              min: COLLECTIVE_DESCRIPTION_MIN,
              max: COLLECTIVE_DESCRIPTION_MAX,
              message: `说明需为${COLLECTIVE_DESCRIPTION_MIN}到${COLLECTIVE_DESCRIPTION_MAX}个字`,
            },
          ]}
        >
          <Input.TextArea rows={5} maxLength={COLLECTIVE_DESCRIPTION_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
