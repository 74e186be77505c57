import { getConsoleVipOrder, refundConsoleVipOrder, retryConsoleVipRefund } from "@tousu/contracts";
import {
  fenOfYuan,
  formatDateTime,
  formatYuan,
  VIP_ORDER_NO_PATTERN,
  VIP_PAYMENT_CHANNEL_LABELS,
  VIP_REFUND_REASON_MAX,
  type VipRefundStatus,
} from "@tousu/domain";
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Result,
  Space,
  Spin,
  Tag,
} from "antd";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { WideTable } from "../../shared/backoffice/wide-table";
import { VipAnomalyTag, VipOrderStatusTag, VipRefundStatusTag } from "./vip-order-tags";

const PROVIDER_LABELS: Record<string, string> = { wechat: "微信支付", alipay: "支付宝" };
const NOTIFICATION_KIND_LABELS: Record<string, string> = { payment: "支付", refund: "退款" };
/** What settling a channel's notification did (decision 087), in the console's words. */
const NOTIFICATION_OUTCOME_LABELS: Record<string, string> = {
  paid: "已入账",
  duplicate: "重复通知",
  still_paying: "仍在支付",
  closed: "已关闭",
  failed: "支付失败",
  unchanged: "无变化",
  unknown_order: "未知订单",
  amount_mismatch: "金额不符",
  paid_after_close: "关闭后付款，已自动退款",
  refund_recorded: "已记录退款",
  unknown_refund: "未知退款",
  refused: "验签未通过",
  error: "处理出错，待渠道重发",
};

const DAY_SECONDS = 86_400;

/** A change of the membership's end in days, signed: +30天, -15天, -12.06天. */
function signedDays(seconds: number): string {
  const days = seconds / DAY_SECONDS;
  const shown = Number.isInteger(days) ? String(Math.abs(days)) : Math.abs(days).toFixed(2);
  return `${seconds < 0 ? "-" : "+"}${shown}天`;
}

const dateTime = (value: string | null) => (value ? formatDateTime(value) : "—");

/** One membership order for finance staff: the order, its refunds, the membership it changed, the channels' word. */
export function VipOrderPage() {
  const orderNo = useParams().order_no ?? "";
  if (!VIP_ORDER_NO_PATTERN.test(orderNo)) return <Result status="404" title="订单不存在" />;
  return <VipOrder key={orderNo} orderNo={orderNo} />;
}

function VipOrder({ orderNo }: { orderNo: string }) {
  const order = useBackofficeQuery(`vip-order:${orderNo}`, (api, signal) =>
    api.call(getConsoleVipOrder, { params: { order_no: orderNo }, signal }),
  );
  const [isRefunding, setIsRefunding] = useState(false);
  const [retrying, setRetrying] = useState<string | null>(null);
  const send = useBackofficeAction();
  const { message } = App.useApp();
  const data = order.data;

  async function retry(refundNo: string) {
    setRetrying(refundNo);
    const retried = await send(retryConsoleVipRefund, { params: { refund_no: refundNo } }).finally(() =>
      setRetrying(null),
    );
    if (retried === null) return;
    if (retried.consecutive_failures > 0) message.warning(`支付渠道再次拒绝：${retried.last_failure ?? ""}`);
    else message.success(`支付渠道已受理，退款${retried.status_label}`);
    order.reload();
  }

  if (!data) {
    return order.isLoading ? (
      <Spin style={{ display: "block", margin: "80px auto" }} />
    ) : (
      <Result
        status="404"
        title="订单不存在或无法加载"
        extra={<Link to="/admin/vip/orders">返回会员订单</Link>}
      />
    );
  }
  type Refund = (typeof data.refunds)[number];
  type Entry = (typeof data.membership_entries)[number];
  type Notification = (typeof data.notifications)[number];

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card title={`会员订单 ${data.order_no}`} extra={<Link to="/admin/vip/orders">返回会员订单</Link>}>
        {data.anomaly ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message={
              data.anomaly === "amount_mismatch"
                ? "支付渠道报告的金额或币种与订单不符，未开通会员，请与渠道核对"
                : "订单关闭后收到付款，已自动发起退款"
            }
            description={data.anomaly_detail ? `渠道报告：${JSON.stringify(data.anomaly_detail)}` : undefined}
          />
        ) : null}
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label="状态">
            <Space size={4}>
              <VipOrderStatusTag status={data.status} />
              {data.anomaly ? <VipAnomalyTag anomaly={data.anomaly} /> : null}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="会员">
            {data.buyer.nickname}（#{data.buyer.id}）
          </Descriptions.Item>
          <Descriptions.Item label="套餐">
            {data.plan_name}（{data.plan_duration_days}天）
          </Descriptions.Item>
          <Descriptions.Item label="金额">¥{data.amount_yuan}</Descriptions.Item>
          <Descriptions.Item label="可退金额">¥{data.refundable_yuan}</Descriptions.Item>
          <Descriptions.Item label="支付方式">{VIP_PAYMENT_CHANNEL_LABELS[data.channel]}</Descriptions.Item>
          <Descriptions.Item label="渠道交易号">{data.channel_trade_no ?? "—"}</Descriptions.Item>
          <Descriptions.Item label="下单时间">{dateTime(data.created_at)}</Descriptions.Item>
          <Descriptions.Item label="支付时间">{dateTime(data.paid_at)}</Descriptions.Item>
          <Descriptions.Item label="支付截止">{dateTime(data.expires_at)}</Descriptions.Item>
          <Descriptions.Item label="关闭时间">{dateTime(data.closed_at)}</Descriptions.Item>
        </Descriptions>
      </Card>

      <Card
        title="退款"
        extra={
          <Button type="primary" danger disabled={data.refundable === 0} onClick={() => setIsRefunding(true)}>
            退款
          </Button>
        }
      >
        {data.refunds.some((refund) => refund.blocked) ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message="支付渠道连续拒绝退款，请按渠道给出的原因处理（如补足商户账户余额）后立即重试"
            description="未处理前，系统仍会按同一退款单号定时重试；退款不会重复。"
          />
        ) : null}
        <WideTable<Refund>
          rowKey="refund_no"
          pagination={false}
          dataSource={data.refunds}
          locale={{ emptyText: "没有退款" }}
          columns={[
            { title: "退款单号", dataIndex: "refund_no", width: 270 },
            { title: "金额", dataIndex: "amount_yuan", width: 100, render: (yuan: string) => `¥${yuan}` },
            { title: "原因", dataIndex: "reason" },
            {
              title: "状态",
              dataIndex: "status",
              width: 240,
              render: (status: VipRefundStatus, refund) => (
                <Space direction="vertical" size={4}>
                  <Space size={4} wrap>
                    <VipRefundStatusTag status={status} />
                    {refund.consecutive_failures > 0 ? (
                      <Tag color={refund.blocked ? "error" : "warning"}>
                        渠道连续拒绝{refund.consecutive_failures}次
                      </Tag>
                    ) : null}
                  </Space>
                  {refund.consecutive_failures > 0 ? (
                    <>
                      <span>
                        {dateTime(refund.last_failure_at)} {refund.last_failure}
                      </span>
                      <Button
                        size="small"
                        loading={retrying === refund.refund_no}
                        onClick={() => void retry(refund.refund_no)}
                      >
                        立即重试
                      </Button>
                    </>
                  ) : null}
                </Space>
              ),
            },
            {
              title: "经办人",
              dataIndex: "staff",
              width: 140,
              render: (staff: Refund["staff"]) => (staff ? `${staff.nickname}（#${staff.id}）` : "系统自动"),
            },
            { title: "发起时间", dataIndex: "created_at", width: 170, render: dateTime },
            { title: "退款成功时间", dataIndex: "succeeded_at", width: 170, render: dateTime },
          ]}
        />
      </Card>

      <Card title="会员期变动">
        <WideTable<Entry>
          rowKey={(entry) => `${entry.cause}:${entry.refund_no ?? ""}:${entry.created_at}`}
          pagination={false}
          dataSource={data.membership_entries}
          locale={{ emptyText: "未开通会员" }}
          columns={[
            {
              title: "原因",
              dataIndex: "cause",
              width: 200,
              render: (cause: Entry["cause"], entry) =>
                cause === "order" ? "支付开通" : `退款缩短（${entry.refund_no}）`,
            },
            { title: "变动", dataIndex: "change_seconds", width: 110, render: signedDays },
            { title: "变动前到期", dataIndex: "ends_before", width: 170, render: dateTime },
            { title: "变动后到期", dataIndex: "ends_after", width: 170, render: dateTime },
            { title: "记录时间", dataIndex: "created_at", width: 170, render: dateTime },
          ]}
        />
      </Card>

      <Card title="支付渠道通知">
        <WideTable<Notification>
          rowKey="id"
          pagination={false}
          dataSource={data.notifications}
          locale={{ emptyText: "没有收到通知" }}
          columns={[
            { title: "收到时间", dataIndex: "received_at", width: 170, render: dateTime },
            {
              title: "渠道",
              dataIndex: "provider",
              width: 100,
              render: (provider: string) => PROVIDER_LABELS[provider] ?? provider,
            },
            {
              title: "类型",
              dataIndex: "kind",
              width: 80,
              render: (kind: string | null) => (kind ? (NOTIFICATION_KIND_LABELS[kind] ?? kind) : "—"),
            },
            {
              title: "验签",
              dataIndex: "verification",
              width: 200,
              render: (verification: Notification["verification"], row) =>
                verification === "verified" ? (
                  <Tag color="success">通过</Tag>
                ) : (
                  <Space size={4}>
                    <Tag color="error">未通过</Tag>
                    {row.refusal_reason}
                  </Space>
                ),
            },
            {
              title: "处理结果",
              dataIndex: "outcome",
              render: (outcome: string | null) =>
                outcome ? (NOTIFICATION_OUTCOME_LABELS[outcome] ?? outcome) : "—",
            },
            { title: "处理时间", dataIndex: "processed_at", width: 170, render: dateTime },
          ]}
        />
      </Card>

      {isRefunding ? (
        <RefundDialog
          orderNo={data.order_no}
          refundableFen={data.refundable}
          onClose={(refunded) => {
            setIsRefunding(false);
            if (refunded) order.reload();
          }}
        />
      ) : null}
    </Space>
  );
}

interface RefundForm {
  whole: boolean;
  yuan?: number;
  reason: string;
}

/** Whole or part of what is left, and why; the server checks the amount again under the order's lock. */
function RefundDialog({
  orderNo,
  refundableFen,
  onClose,
}: {
  orderNo: string;
  refundableFen: number;
  onClose(refunded: boolean): void;
}) {
  const [form] = Form.useForm<RefundForm>();
  const whole = Form.useWatch("whole", form) ?? true;
  const send = useBackofficeAction();
  const { message } = App.useApp();
  const [isSending, setIsSending] = useState(false);

  async function refund(values: RefundForm) {
    setIsSending(true);
    const amountFen = values.whole ? refundableFen : fenOfYuan(values.yuan ?? 0);
    const refunded = await send(refundConsoleVipOrder, {
      params: { order_no: orderNo },
      body: { amount_fen: amountFen, reason: values.reason },
    }).finally(() => setIsSending(false));
    if (refunded === null) return;
    message.success(`已提交退款 ¥${refunded.amount_yuan}，等待支付渠道处理`);
    onClose(true);
  }

  return (
    <Modal
      open
      title="退款"
      okText="确认退款"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      confirmLoading={isSending}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
    >
      <Form<RefundForm> form={form} layout="vertical" initialValues={{ whole: true }} onFinish={refund}>
        <Form.Item name="whole" label="退款金额">
          <Radio.Group>
            <Radio value={true}>全额退款（¥{formatYuan(refundableFen)}）</Radio>
            <Radio value={false}>部分退款</Radio>
          </Radio.Group>
        </Form.Item>
        {whole ? null : (
          <Form.Item
            name="yuan"
            label="部分退款金额（元）"
            rules={[
              { required: true, message: "请填写退款金额" },
              {
                validator: (_, yuan?: number) =>
                  yuan === undefined || fenOfYuan(yuan) <= refundableFen
                    ? Promise.resolve()
                    : Promise.reject(new Error(`不能超过可退金额 ¥${formatYuan(refundableFen)}`)),
              },
            ]}
          >
            <InputNumber min={0.01} precision={2} step={1} prefix="¥" style={{ width: "100%" }} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label="退款原因"
          extra="记入退款记录和操作日志；支付宝会向付款人展示"
          rules={[{ required: true, whitespace: true, message: "请填写退款原因" }]}
        >
          <Input.TextArea rows={3} maxLength={VIP_REFUND_REASON_MAX} showCount />
        </Form.Item>
        <Alert
          type="info"
          showIcon
          message="退款经支付渠道原路退回；退款成功后，会员到期时间按退款比例提前。"
        />
      </Form>
    </Modal>
  );
}
