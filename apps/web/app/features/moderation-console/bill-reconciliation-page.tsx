import {
  listVipBillMismatches,
  listVipReconciliations,
  rerunVipReconciliation,
  resolveVipBillMismatch,
  type VipBillMismatch,
  type VipReconciliationRun,
} from "@tousu/contracts";
import {
  formatDateTime,
  formatYuan,
  VIP_BILL_MISMATCH_KINDS,
  VIP_BILL_MISMATCH_LABELS,
  VIP_ORDER_STATUS_LABELS,
  VIP_PROVIDER_LABELS,
  VIP_RECONCILED_PROVIDERS,
  type VipBillMismatchKind,
  type VipOrderStatus,
  type VipPaymentProvider,
} from "@tousu/domain";
import { Button, Card, DatePicker, Select, Space, Tag, Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useBackofficeAction } from "../../shared/backoffice/use-backoffice-action";
import { WideTable } from "../../shared/backoffice/wide-table";
import { ConsoleTable } from "./console-table";
import { ReasonButton } from "./reason-button";
import { useConsoleMutation } from "./use-console-mutation";
import { CONSOLE_PAGE_SIZE, usePagedList } from "./use-paged-list";

// The daily reconciliation of the channels' bills (decision 094): the runs by day and channel, the
// mismatches they found, resolving one with a note, running a day again.

const PROVIDER_OPTIONS = VIP_RECONCILED_PROVIDERS.map((value) => ({
  value,
  label: VIP_PROVIDER_LABELS[value],
}));
const KIND_OPTIONS = VIP_BILL_MISMATCH_KINDS.map((value) => ({
  value,
  label: VIP_BILL_MISMATCH_LABELS[value],
}));
// Only the colours whose text passes on its tint (backoffice-theme.ts).
const KIND_COLORS: Record<VipBillMismatchKind, string> = {
  channel_only: "error",
  platform_only: "warning",
  amount_differs: "geekblue",
  refund_differs: "purple",
  unknown_order: "blue",
};
const REFUND_STATUS_LABELS: Record<string, string> = {
  pending: "退款待发起",
  processing: "退款处理中",
  succeeded: "退款成功",
  failed: "退款失败",
};
type ResolvedFilter = "unresolved" | "resolved" | "all";
const RESOLVED_OPTIONS: { value: ResolvedFilter; label: string }[] = [
  { value: "unresolved", label: "未处理" },
  { value: "resolved", label: "已处理" },
  { value: "all", label: "全部" },
];

const yuan = (fen: number | null) => (fen === null ? "—" : `¥${formatYuan(fen)}`);

/** The platform's side in words: a refund's state when the line is a refund, the order's otherwise. */
function platformStatusLabel(mismatch: VipBillMismatch): string {
  if (mismatch.platform_status === null) return "本站无记录";
  if (mismatch.refund_no !== null)
    return REFUND_STATUS_LABELS[mismatch.platform_status] ?? mismatch.platform_status;
  return VIP_ORDER_STATUS_LABELS[mismatch.platform_status as VipOrderStatus] ?? mismatch.platform_status;
}

export function BillReconciliationPage() {
  const send = useBackofficeAction();
  const [runProvider, setRunProvider] = useState<VipPaymentProvider>();
  const [filters, setFilters] = useState<{
    billDate?: string;
    provider?: VipPaymentProvider;
    kind?: VipBillMismatchKind;
    resolved: ResolvedFilter;
  }>({ resolved: "unresolved" });
  const [rerunDay, setRerunDay] = useState(() => dayjs().subtract(1, "day").format("YYYY-MM-DD"));
  const [rerunProvider, setRerunProvider] = useState<VipPaymentProvider>("wechat");

  const runs = usePagedList(`runs:${runProvider ?? ""}`, (api, page, signal) =>
    api.call(listVipReconciliations, {
      query: { page, page_size: CONSOLE_PAGE_SIZE, ...(runProvider ? { provider: runProvider } : {}) },
      signal,
    }),
  );
  const mismatches = usePagedList(
    `mismatches:${filters.billDate ?? ""}:${filters.provider ?? ""}:${filters.kind ?? ""}:${filters.resolved}`,
    (api, page, signal) =>
      api.call(listVipBillMismatches, {
        query: {
          page,
          page_size: CONSOLE_PAGE_SIZE,
          ...(filters.billDate ? { bill_date: filters.billDate } : {}),
          ...(filters.provider ? { provider: filters.provider } : {}),
          ...(filters.kind ? { kind: filters.kind } : {}),
          ...(filters.resolved === "all"
            ? {}
            : { resolved: filters.resolved === "resolved" ? "true" : "false" }),
        },
        signal,
      }),
  );
  const reloadBoth = () => {
    runs.reload();
    mismatches.reload();
  };
  const afterRerun = useConsoleMutation(runs.reload);
  const afterResolve = useConsoleMutation(reloadBoth);

  const rerun = (billDate: string, provider: VipPaymentProvider) =>
    afterRerun(
      () => send(rerunVipReconciliation, { body: { bill_date: billDate, provider } }),
      `已将${VIP_PROVIDER_LABELS[provider]} ${billDate} 的账单加入对账队列，稍后点“刷新”查看结果`,
    );

  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Card
        title="每日对账"
        extra={
          <Button onClick={reloadBoth} aria-label="刷新对账结果">
            刷新
          </Button>
        }
      >
        <Space wrap style={{ marginBottom: 16 }}>
          <Select
            aria-label="支付渠道"
            allowClear
            placeholder="全部渠道"
            style={{ width: 140 }}
            value={runProvider}
            onChange={setRunProvider}
            options={PROVIDER_OPTIONS}
          />
          <Typography.Text type="secondary">
            每日自动对账：支付宝 09:30、微信支付 10:30 对前一日账单。
          </Typography.Text>
        </Space>
        <Space wrap style={{ marginBottom: 16 }}>
          <DatePicker
            aria-label="重新对账的账单日期"
            allowClear={false}
            value={dayjs(rerunDay)}
            disabledDate={(day) => day.isAfter(dayjs(), "day")}
            onChange={(day) => day && setRerunDay(day.format("YYYY-MM-DD"))}
          />
          <Select
            aria-label="重新对账的支付渠道"
            style={{ width: 140 }}
            value={rerunProvider}
            onChange={setRerunProvider}
            options={PROVIDER_OPTIONS}
          />
          <Button type="primary" onClick={() => rerun(rerunDay, rerunProvider)}>
            重新对账
          </Button>
        </Space>
        <WideTable<VipReconciliationRun>
          rowKey={(run) => `${run.bill_date}:${run.provider}`}
          loading={runs.isLoading}
          dataSource={runs.rows}
          pagination={runs.pagination}
          columns={[
            { title: "账单日期", dataIndex: "bill_date", width: 110 },
            {
              title: "渠道",
              dataIndex: "provider",
              width: 90,
              render: (provider: VipPaymentProvider) => VIP_PROVIDER_LABELS[provider],
            },
            {
              title: "状态",
              key: "status",
              width: 80,
              render: (_, run) =>
                run.status === "done" ? (
                  <Tag color="success">已完成</Tag>
                ) : (
                  <Tooltip title={run.failure}>
                    <Tag color="red">失败</Tag>
                  </Tooltip>
                ),
            },
            {
              title: "收款 / 退款笔数",
              key: "lines",
              width: 130,
              render: (_, run) => `${run.bill_payments} / ${run.bill_refunds}`,
            },
            {
              title: "账单净额",
              dataIndex: "bill_net_fen",
              width: 100,
              align: "right",
              render: (fen: number) => yuan(fen),
            },
            {
              title: "差异 / 未处理",
              key: "mismatches",
              width: 120,
              render: (_, run) => (
                <Space size={4}>
                  <span>{run.mismatches}</span>
                  <span>/</span>
                  {run.unresolved > 0 ? <Tag color="red">{run.unresolved}</Tag> : <span>0</span>}
                </Space>
              ),
            },
            {
              title: "最近对账（次数）",
              key: "ran_at",
              render: (_, run) => `${formatDateTime(run.ran_at)}（第 ${run.runs} 次）`,
            },
            {
              title: "操作",
              key: "actions",
              width: 180,
              render: (_, run) => (
                <Space size={4}>
                  <Button
                    size="small"
                    onClick={() =>
                      setFilters({ billDate: run.bill_date, provider: run.provider, resolved: "all" })
                    }
                  >
                    查看差异
                  </Button>
                  <Button size="small" onClick={() => rerun(run.bill_date, run.provider)}>
                    重新对账
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </Card>

      <Card title="对账差异">
        <Space wrap style={{ marginBottom: 16 }}>
          <DatePicker
            aria-label="账单日期"
            placeholder="全部日期"
            value={filters.billDate ? dayjs(filters.billDate) : null}
            onChange={(day) =>
              setFilters({ ...filters, billDate: day ? day.format("YYYY-MM-DD") : undefined })
            }
          />
          <Select
            aria-label="差异的支付渠道"
            allowClear
            placeholder="全部渠道"
            style={{ width: 140 }}
            value={filters.provider}
            onChange={(provider) => setFilters({ ...filters, provider })}
            options={PROVIDER_OPTIONS}
          />
          <Select
            aria-label="差异类型"
            allowClear
            placeholder="全部类型"
            style={{ width: 200 }}
            value={filters.kind}
            onChange={(kind) => setFilters({ ...filters, kind })}
            options={KIND_OPTIONS}
          />
          <Select
            aria-label="处理状态"
            style={{ width: 110 }}
            value={filters.resolved}
            onChange={(resolved) => setFilters({ ...filters, resolved })}
            options={RESOLVED_OPTIONS}
          />
        </Space>
        <ConsoleTable<VipBillMismatch>
          list={mismatches}
          columns={[
            {
              title: "账单日期",
              key: "day",
              width: 110,
              render: (_, row) => (
                <Space direction="vertical" size={0}>
                  <span>{row.bill_date}</span>
                  <Typography.Text type="secondary">{VIP_PROVIDER_LABELS[row.provider]}</Typography.Text>
                </Space>
              ),
            },
            {
              title: "差异类型",
              dataIndex: "kind",
              width: 150,
              render: (kind: VipBillMismatchKind) => (
                <Tag color={KIND_COLORS[kind]}>{VIP_BILL_MISMATCH_LABELS[kind]}</Tag>
              ),
            },
            {
              title: "订单 / 退款",
              key: "numbers",
              render: (_, row) => (
                <Space direction="vertical" size={0} style={{ whiteSpace: "nowrap" }}>
                  <Typography.Text copyable>{row.order_no}</Typography.Text>
                  {row.refund_no ? (
                    <Typography.Text type="secondary" copyable>
                      退款 {row.refund_no}
                    </Typography.Text>
                  ) : null}
                  {row.channel_trade_no ? (
                    <Typography.Text type="secondary">渠道单号 {row.channel_trade_no}</Typography.Text>
                  ) : null}
                </Space>
              ),
            },
            {
              title: "金额",
              key: "amounts",
              width: 130,
              render: (_, row) => (
                <Space direction="vertical" size={0}>
                  <span>渠道 {yuan(row.channel_fen)}</span>
                  <span>本站 {yuan(row.platform_fen)}</span>
                </Space>
              ),
            },
            {
              title: "本站状态",
              key: "platform_status",
              width: 100,
              render: (_, row) => platformStatusLabel(row),
            },
            {
              title: "处理",
              key: "resolution",
              width: 180,
              render: (_, row) =>
                row.resolved ? (
                  <Space direction="vertical" size={0}>
                    <Tag color="success">已处理</Tag>
                    <Typography.Text>{row.resolution_note}</Typography.Text>
                    <Typography.Text type="secondary">
                      {row.resolved_by?.name ?? "—"} ·{" "}
                      {row.resolved_at ? formatDateTime(row.resolved_at) : ""}
                    </Typography.Text>
                  </Space>
                ) : (
                  <ReasonButton
                    label="标记已处理"
                    title={`处理对账差异：${row.order_no}`}
                    placeholder="处理说明，例如：已与渠道核对，补登到账"
                    minLength={1}
                    buttonProps={{ size: "small", type: "primary" }}
                    onSubmit={(note) =>
                      afterResolve(
                        () => send(resolveVipBillMismatch, { params: { id: row.id }, body: { note } }),
                        "已标记为已处理",
                      )
                    }
                  />
                ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
