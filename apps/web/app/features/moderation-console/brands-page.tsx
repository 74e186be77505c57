import {
  createAdminEnterprise,
  listAdminBrands,
  listAdminEnterprises,
  updateAdminBrand,
  updateAdminEnterprise,
} from "@tousu/contracts";
import {
  BRAND_DESCRIPTION_MAX,
  BRAND_INDUSTRY_MAX,
  CREDIT_CODE_LENGTH,
  ENTERPRISE_DESCRIPTION_MAX,
  ENTERPRISE_NAME_MAX,
  formatDateTime,
} from "@tousu/domain";
import { App, Button, Card, Form, Input, InputNumber, Modal, Space, Switch, Tabs, Tag } from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { ConsoleTable } from "./console-table";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

/** Brands (their sector, description and owning enterprise) and the enterprises themselves. Admin only. */
export function BrandsPage() {
  return (
    <Card>
      <Tabs
        items={[
          { key: "brands", label: "品牌", children: <BrandTable /> },
          { key: "enterprises", label: "企业", children: <EnterpriseTable /> },
        ]}
      />
    </Card>
  );
}

type BrandRow = ReturnType<typeof useBrandList>["rows"][number];

function useBrandList(keyword: string) {
  return usePagedList(`brands:${keyword}`, (api, page, signal) =>
    api.call(listAdminBrands, {
      query: { page, page_size: CONSOLE_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
      signal,
    }),
  );
}

function BrandTable() {
  const [keyword, setKeyword] = useState("");
  const [editing, setEditing] = useState<BrandRow | null>(null);
  const brands = useBrandList(keyword);
  return (
    <>
      <Input.Search
        aria-label="查找品牌"
        allowClear
        placeholder="品牌名或拼音"
        style={{ width: 260, marginBottom: 16 }}
        onSearch={(value) => setKeyword(value.trim())}
      />
      <ConsoleTable
        list={brands}
        columns={[
          { title: "品牌", dataIndex: "name" },
          { title: "行业", dataIndex: "industry", width: 120 },
          {
            title: "所属企业",
            dataIndex: "enterprise",
            render: (enterprise: BrandRow["enterprise"]) =>
              enterprise ? `${enterprise.name}（#${enterprise.id}）` : <Tag>未认领</Tag>,
          },
          { title: "投诉量", dataIndex: "complaint_count", width: 100 },
          {
            title: "操作",
            key: "edit",
            width: 90,
            render: (_, row) => (
              <Button size="small" onClick={() => setEditing(row)}>
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing ? (
        <BrandDialog
          brand={editing}
          onClose={(changed) => {
            setEditing(null);
            if (changed) brands.reload();
          }}
        />
      ) : null}
    </>
  );
}

interface BrandForm {
  industry: string;
  description: string;
  enterprise_id: number | null;
}

function BrandDialog({ brand, onClose }: { brand: BrandRow; onClose(changed: boolean): void }) {
  const [form] = Form.useForm<BrandForm>();
  const send = useBackofficeAction();
  const { message } = App.useApp();
  const [isSaving, setIsSaving] = useState(false);

  async function save(values: BrandForm) {
    setIsSaving(true);
    const saved = await send(updateAdminBrand, {
      params: { id: brand.id },
      body: {
        industry: values.industry,
        description: values.description?.trim() ? values.description : null,
        enterprise_id: values.enterprise_id ?? null,
      },
    }).finally(() => setIsSaving(false));
    if (saved === null) return;
    message.success("品牌已保存");
    onClose(true);
  }

  return (
    <Modal
      open
      title={`编辑品牌：${brand.name}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          industry: brand.industry,
          description: brand.description ?? "",
          enterprise_id: brand.enterprise?.id ?? null,
        }}
        onFinish={save}
      >
        <Form.Item name="industry" label="所属行业" rules={[{ required: true, message: "请填写所属行业" }]}>
          <Input maxLength={BRAND_INDUSTRY_MAX} />
        </Form.Item>
        <Form.Item name="description" label="品牌简介">
          <Input.TextArea rows={3} maxLength={BRAND_DESCRIPTION_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="enterprise_id"
          label="所属企业编号"
          extra="留空表示不归属任何企业（企业编号见“企业”页）"
        >
          <InputNumber min={1} style={{ width: "100%" }} placeholder="企业编号" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function EnterpriseTable() {
  const [keyword, setKeyword] = useState("");
  const [isCreating, setIsCreating] = useState(false);
  const send = useBackofficeAction();
  const enterprises = usePagedList(`enterprises:${keyword}`, (api, page, signal) =>
    api.call(listAdminEnterprises, {
      query: { page, page_size: CONSOLE_PAGE_SIZE, ...(keyword ? { keyword } : {}) },
      signal,
    }),
  );

  const settle = useConsoleMutation(enterprises.reload);
  const setVerified = (id: number, isVerified: boolean) =>
    settle(
      () => send(updateAdminEnterprise, { params: { id }, body: { is_verified: isVerified } }),
      isVerified ? "企业已认证" : "已取消认证",
    );

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="查找企业"
          allowClear
          placeholder="企业名称或信用代码"
          style={{ width: 260 }}
          onSearch={(value) => setKeyword(value.trim())}
        />
        <Button type="primary" onClick={() => setIsCreating(true)}>
          新建企业
        </Button>
      </Space>
      <ConsoleTable
        list={enterprises}
        columns={[
          { title: "编号", dataIndex: "id", width: 80 },
          { title: "企业名称", dataIndex: "name" },
          { title: "统一社会信用代码", dataIndex: "credit_code", width: 200 },
          { title: "品牌数", dataIndex: "brand_count", width: 80 },
          { title: "成员数", dataIndex: "member_count", width: 80 },
          {
            title: "登记时间",
            dataIndex: "created_at",
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: "认证",
            dataIndex: "is_verified",
            width: 90,
            render: (isVerified: boolean, row) => (
              <Switch
                checked={isVerified}
                checkedChildren="已认证"
                unCheckedChildren="未认证"
                onChange={(checked) => setVerified(row.id, checked)}
              />
            ),
          },
        ]}
      />
      {isCreating ? (
        <EnterpriseDialog
          onClose={(changed) => {
            setIsCreating(false);
            if (changed) enterprises.reload();
          }}
        />
      ) : null}
    </>
  );
}

interface EnterpriseForm {
  name: string;
  credit_code: string;
  description?: string;
}

function EnterpriseDialog({ onClose }: { onClose(changed: boolean): void }) {
  const [form] = Form.useForm<EnterpriseForm>();
  const send = useBackofficeAction();
  const { message } = App.useApp();
  const [isSaving, setIsSaving] = useState(false);

  async function save(values: EnterpriseForm) {
    setIsSaving(true);
    const created = await send(createAdminEnterprise, { body: values }).finally(() => setIsSaving(false));
    if (created === null) return;
    message.success("企业已登记");
    onClose(true);
  }

  return (
    <Modal
      open
      title="新建企业"
      okText="登记"
      cancelText="取消"
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form form={form} layout="vertical" onFinish={save}>
        <Form.Item name="name" label="企业名称" rules={[{ required: true, message: "请填写企业名称" }]}>
          <Input maxLength={ENTERPRISE_NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="credit_code"
          label="统一社会信用代码"
          rules={[
            { required: true, message: "请填写统一社会信用代码" },
            { len: CREDIT_CODE_LENGTH, message: `统一社会信用代码为${CREDIT_CODE_LENGTH}位` },
          ]}
        >
          <Input maxLength={CREDIT_CODE_LENGTH} style={{ textTransform: "uppercase" }} />
        </Form.Item>
        <Form.Item name="description" label="企业简介">
          <Input.TextArea rows={3} maxLength={ENTERPRISE_DESCRIPTION_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
