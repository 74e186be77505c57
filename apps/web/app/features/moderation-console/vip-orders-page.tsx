import { listBlockedConsoleVipRefunds, listConsoleVipOrders } from "@tousu/contracts";
import {
  formatDateTime,
  VIP_ORDER_ANOMALIES,
  VIP_ORDER_ANOMALY_LABELS,
  VIP_ORDER_STATUS_LABELS,
  VIP_ORDER_STATUSES,
  VIP_PAYMENT_CHANNEL_LABELS,
  VIP_PAYMENT_CHANNELS,
  type VipOrderAnomaly,
  type VipOrderStatus,
  type VipPaymentChannel,
} from "@tousu/domain";
import { Alert, Card, Input, Select, Space } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useBackofficeQuery } from "../../shared/backoffice/use-backoffice-query";
import { WideTable } from "../../shared/backoffice/wide-table";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";
import { VipAnomalyTag, VipOrderStatusTag } from "./vip-order-tags";

interface OrderFilter {
  status?: VipOrderStatus;
  channel?: VipPaymentChannel;
  anomaly?: VipOrderAnomaly;
  order_no?: string;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The membership's orders for finance staff: filtered by state, channel, anomaly or number, newest first. */
export function VipOrdersPage() {
  const [filter, setFilter] = useState<OrderFilter>({});
  const orders = usePagedList(`vip-orders:${JSON.stringify(filter)}`, (api, page, signal) =>
    api.call(listConsoleVipOrders, { query: { page, page_size: CONSOLE_PAGE_SIZE, ...filter }, signal }),
  );
  const blocked = useBackofficeQuery("vip-refunds:blocked", (api, signal) =>
    api.call(listBlockedConsoleVipRefunds, { signal }),
  );
  const set = (changes: OrderFilter) => setFilter((current) => ({ ...current, ...changes }));
  type Row = (typeof orders.rows)[number];

  return (
    <Card title="会员订单">
      {blocked.data?.length ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          message={`${blocked.data.length} 笔退款被支付渠道连续拒绝，需要处理`}
          description={
            <Space direction="vertical" size={2}>
              {blocked.data.map((refund) => (
                <span key={refund.refund_no}>
                  <Link to={`/admin/vip/orders/${refund.order_no}`}>{refund.order_no}</Link> 退款 ¥
                  {refund.amount_yuan}：{refund.last_failure}
                </span>
              ))}
            </Space>
          }
        />
      ) : null}
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label="订单状态"
          allowClear
          placeholder="全部状态"
          style={{ width: 150 }}
          options={options(VIP_ORDER_STATUSES, VIP_ORDER_STATUS_LABELS)}
          onChange={(status?: VipOrderStatus) => set({ status })}
        />
        <Select
          aria-label="支付方式"
          allowClear
          placeholder="全部支付方式"
          style={{ width: 190 }}
          options={options(VIP_PAYMENT_CHANNELS, VIP_PAYMENT_CHANNEL_LABELS)}
          onChange={(channel?: VipPaymentChannel) => set({ channel })}
        />
        <Select
          aria-label="异常标记"
          allowClear
          placeholder="全部订单"
          style={{ width: 150 }}
          options={options(VIP_ORDER_ANOMALIES, VIP_ORDER_ANOMALY_LABELS)}
          onChange={(anomaly?: VipOrderAnomaly) => set({ anomaly })}
        />
        <Input.Search
          aria-label="订单号"
          allowClear
          placeholder="订单号"
          style={{ width: 300 }}
          onSearch={(value) => set({ order_no: value.trim() || undefined })}
        />
      </Space>
      <WideTable<Row>
        rowKey="order_no"
        loading={orders.isLoading}
        dataSource={orders.rows}
        pagination={orders.pagination}
        columns={[
          {
            title: "订单号",
            dataIndex: "order_no",
            width: 270,
            render: (orderNo: string) => <Link to={`/admin/vip/orders/${orderNo}`}>{orderNo}</Link>,
          },
          {
            title: "会员",
            dataIndex: "buyer",
            width: 150,
            render: (buyer: Row["buyer"]) => `${buyer.nickname}（#${buyer.id}）`,
          },
          { title: "套餐", dataIndex: "plan_name", width: 110 },
          { title: "金额", dataIndex: "amount_yuan", width: 100, render: (yuan: string) => `¥${yuan}` },
          {
            title: "支付方式",
            dataIndex: "channel",
            width: 160,
            render: (channel: VipPaymentChannel) => VIP_PAYMENT_CHANNEL_LABELS[channel],
          },
          {
            title: "状态",
            dataIndex: "status",
            width: 150,
            render: (status: VipOrderStatus, row) => (
              <Space size={4} wrap>
                <VipOrderStatusTag status={status} />
                {row.anomaly ? <VipAnomalyTag anomaly={row.anomaly} /> : null}
              </Space>
            ),
          },
          {
            title: "下单时间",
            dataIndex: "created_at",
            width: 170,
            render: (value: string) => formatDateTime(value),
          },
        ]}
      />
    </Card>
  );
}
