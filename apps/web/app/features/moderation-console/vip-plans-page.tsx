import {
  createConsoleVipPlan,
  listConsoleVipPlans,
  updateConsoleVipPlan,
  withdrawConsoleVipPlan,
} from "@tousu/contracts";
import {
  fenOfYuan,
  formatDateTime,
  VIP_PLAN_BENEFIT_MAX,
  VIP_PLAN_BENEFITS_MAX,
  VIP_PLAN_DURATION_DAYS_MAX,
  VIP_PLAN_NAME_MAX,
  VIP_PLAN_PRICE_MAX_FEN,
} from "@tousu/domain";
import {
  App,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Tag,
} from "antd";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { WideTable } from "../../shared/backoffice/wide-table";
import { useConsoleMutation } from "./use-console-mutation";

/** The membership's plans for finance staff: add, edit, order and take off sale. An order keeps what it bought. */
export function VipPlansPage() {
  const plans = useBackofficeQuery("vip-plans", (api, signal) => api.call(listConsoleVipPlans, { signal }));
  const send = useBackofficeAction();
  const settle = useConsoleMutation(plans.reload);
  const [editing, setEditing] = useState<Plan | "new" | null>(null);
  type Plan = NonNullable<typeof plans.data>["list"][number];

  return (
    <Card
      title="会员套餐"
      extra={
        <Button type="primary" onClick={() => setEditing("new")}>
          新增套餐
        </Button>
      }
    >
      <WideTable<Plan>
        rowKey="id"
        loading={plans.isLoading}
        dataSource={plans.data?.list ?? []}
        pagination={false}
        columns={[
          { title: "排序", dataIndex: "sort_order", width: 70 },
          { title: "名称", dataIndex: "name", width: 130 },
          { title: "价格", dataIndex: "price", width: 100, render: (yuan: string) => `¥${yuan}` },
          { title: "天数", dataIndex: "duration_days", width: 80 },
          {
            title: "会员权益",
            dataIndex: "benefits",
            render: (benefits: string[]) => (
              <Space size={[4, 4]} wrap>
                {benefits.map((benefit) => (
                  <Tag key={benefit}>{benefit}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: "状态",
            dataIndex: "on_sale",
            width: 90,
            render: (onSale: boolean) => (onSale ? <Tag color="success">在售</Tag> : <Tag>已下架</Tag>),
          },
          {
            title: "更新时间",
            dataIndex: "updated_at",
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
          {
            title: "操作",
            key: "actions",
            width: 150,
            render: (_, plan) => (
              <Space>
                <Button size="small" onClick={() => setEditing(plan)}>
                  编辑
                </Button>
                {plan.on_sale ? (
                  <Popconfirm
                    title={`下架“${plan.name}”？`}
                    description="不再出售；已购会员不受影响。"
                    okText="下架"
                    cancelText="取消"
                    onConfirm={() =>
                      settle(() => send(withdrawConsoleVipPlan, { params: { id: plan.id } }), "套餐已下架")
                    }
                  >
                    <Button size="small" danger>
                      下架
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {editing ? (
        <PlanDialog
          plan={editing === "new" ? null : editing}
          onClose={(changed) => {
            setEditing(null);
            if (changed) plans.reload();
          }}
        />
      ) : null}
    </Card>
  );
}

interface PlanForm {
  name: string;
  yuan: number;
  duration_days: number;
  benefits: string[];
  on_sale: boolean;
  sort_order: number;
}

interface EditedPlan {
  id: number;
  name: string;
  price_fen: number;
  duration_days: number;
  benefits: string[];
  on_sale: boolean;
  sort_order: number;
}

function PlanDialog({ plan, onClose }: { plan: EditedPlan | null; onClose(changed: boolean): void }) {
  const [form] = Form.useForm<PlanForm>();
  const send = useBackofficeAction();
  const { message } = App.useApp();
  const [isSaving, setIsSaving] = useState(false);

  async function save({ yuan, ...values }: PlanForm) {
    setIsSaving(true);
    const body = { ...values, price_fen: fenOfYuan(yuan) };
    const saved = await (plan
      ? send(updateConsoleVipPlan, { params: { id: plan.id }, body })
      : send(createConsoleVipPlan, { body })
    ).finally(() => setIsSaving(false));
    if (saved === null) return;
    message.success(plan ? "套餐已保存" : "套餐已新增");
    onClose(true);
  }

  return (
    <Modal
      open
      title={plan ? `编辑套餐：${plan.name}` : "新增套餐"}
      okText="保存"
      cancelText="取消"
      confirmLoading={isSaving}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form<PlanForm>
        form={form}
        layout="vertical"
        initialValues={
          plan
            ? { ...plan, yuan: plan.price_fen / 100 }
            : { benefits: [], on_sale: true, sort_order: 0, duration_days: 30 }
        }
        onFinish={save}
      >
        <Form.Item
          name="name"
          label="套餐名称"
          rules={[{ required: true, whitespace: true, message: "请填写套餐名称" }]}
        >
          <Input maxLength={VIP_PLAN_NAME_MAX} showCount />
        </Form.Item>
        <Space size={16} style={{ display: "flex" }} align="start">
          <Form.Item name="yuan" label="价格（元）" rules={[{ required: true, message: "请填写价格" }]}>
            <InputNumber
              min={0.01}
              max={VIP_PLAN_PRICE_MAX_FEN / 100}
              precision={2}
              prefix="¥"
              style={{ width: 160 }}
            />
          </Form.Item>
          <Form.Item
            name="duration_days"
            label="会员天数"
            rules={[{ required: true, message: "请填写会员天数" }]}
          >
            <InputNumber min={1} max={VIP_PLAN_DURATION_DAYS_MAX} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item
            name="sort_order"
            label="排序（小的在前）"
            rules={[{ required: true, message: "请填写排序" }]}
          >
            <InputNumber min={0} max={9999} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Form.Item
          name="benefits"
          label="会员权益"
          extra={`每条不超过${VIP_PLAN_BENEFIT_MAX}个字，最多${VIP_PLAN_BENEFITS_MAX}条；输入后按回车添加`}
          rules={[
            {
              validator: (_, benefits: string[] = []) =>
                benefits.length > VIP_PLAN_BENEFITS_MAX
                  ? Promise.reject(new Error(`会员权益最多${VIP_PLAN_BENEFITS_MAX}条`))
                  : benefits.some((benefit) => benefit.length > VIP_PLAN_BENEFIT_MAX)
                    ? Promise.reject(new Error(`每条会员权益不能超过${VIP_PLAN_BENEFIT_MAX}个字`))
                    : Promise.resolve(),
            },
          ]}
        >
          <Select mode="tags" open={false} suffixIcon={null} placeholder="如：投诉加急审核" />
        </Form.Item>
        <Form.Item name="on_sale" label="在售" valuePropName="checked">
          <Switch checkedChildren="在售" unCheckedChildren="下架" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
