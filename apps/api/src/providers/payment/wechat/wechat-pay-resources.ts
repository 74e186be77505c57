import type { BillLine } from "../payment-gateway";
import { fenToYuan, parseBeijingBillTime, yuanToFen } from "./wechat-pay-protocol";

/** A transaction as WeChat Pay answers a query and encrypts a `TRANSACTION.SUCCESS` resource. */
export interface WechatTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_type?: "NATIVE" | "JSAPI" | "MWEB";
  trade_state: "SUCCESS" | "REFUND" | "NOTPAY" | "CLOSED" | "REVOKED" | "USERPAYING" | "PAYERROR";
  trade_state_desc: string;
  success_time?: string;
  payer?: { openid?: string };
  amount: { total: number; payer_total?: number; currency: string; payer_currency?: string };
}

/** A refund as WeChat Pay answers it; its notification's resource has `refund_status` instead of `status`. */
export interface WechatRefund {
  refund_id: string;
  out_refund_no: string;
  transaction_id: string;
  out_trade_no: string;
  status: "SUCCESS" | "CLOSED" | "PROCESSING" | "ABNORMAL";
  success_time?: string;
  create_time: string;
  amount: { total: number; refund: number; payer_total: number; payer_refund: number; currency: string };
}

export interface WechatRefundResource extends Omit<WechatRefund, "status" | "create_time"> {
  mchid: string;
  refund_status: "SUCCESS" | "CLOSED" | "ABNORMAL";
}

/** The trade bill's columns (bill_type ALL), in WeChat Pay's order. */
export const TRADE_BILL_COLUMNS = [
  "交易时间",
  "公众账号ID",
  "商户号",
  "特约商户号",
  "设备号",
  "微信订单号",
  "商户订单号",
  "用户标识",
  "交易类型",
  "交易状态",
  "付款银行",
  "货币种类",
  "应结订单金额",
  "代金券金额",
  "微信退款单号",
  "商户退款单号",
  "退款金额",
  "充值券退款金额",
  "退款类型",
  "退款状态",
  "商品名称",
  "商户数据包",
  "手续费",
  "费率",
  "订单金额",
  "申请退款金额",
  "费率备注",
] as const;

type TradeBillColumn = (typeof TRADE_BILL_COLUMNS)[number];
export type TradeBillRow = Partial<Record<TradeBillColumn, string>>;

const SUMMARY_HEADER =
  "总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额";

/**
 * The bill's text: the header, one line per payment and per refund, each field behind a backquote
 * (so spreadsheets keep long numbers), then the summary.
 */
export function formatTradeBill(rows: TradeBillRow[]): string {
  const lines = rows.map((row) => TRADE_BILL_COLUMNS.map((column) => `\`${row[column] ?? ""}`).join(","));
  const total = (column: TradeBillColumn) =>
    fenToYuan(rows.reduce((sum, row) => sum + (row[column] ? yuanToFen(row[column]) : 0), 0));
  const summary = [
    rows.length,
    total("应结订单金额"),
    total("退款金额"),
    "0.00",
    "0.00",
    total("订单金额"),
    total("申请退款金额"),
  ].map((value) => `\`${value}`);
  return `${[TRADE_BILL_COLUMNS.join(","), ...lines, SUMMARY_HEADER, summary.join(",")].join("\r\n")}\r\n`;
}

/** A paid or refunded line of the bill (`交易状态` SUCCESS or REFUND); other lines are not money moved. */
export function parseTradeBill(text: string): BillLine[] {
  const lines = text.split(/\r?\n/);
  const header = (lines[0] ?? "").replace(/^\uFEFF/, "").split(",");
  const at = (row: string[], column: TradeBillColumn) => {
    const index = header.indexOf(column);
    return index === -1 ? "" : (row[index] ?? "").replace(/^`/, "").trim();
  };
  const billLines: BillLine[] = [];
  for (const line of lines.slice(1)) {
    if (line.startsWith("总交易单数")) break;
    if (!line.trim()) continue;
    const row = line.split(",");
    const state = at(row, "交易状态");
    if (state !== "SUCCESS" && state !== "REFUND") continue;
    const refund = state === "REFUND";
    billLines.push({
      orderNo: at(row, "商户订单号"),
      channelTradeNo: at(row, "微信订单号"),
      kind: refund ? "refund" : "payment",
      refundNo: refund ? at(row, "商户退款单号") : null,
      amountFen: yuanToFen(refund ? at(row, "退款金额") : at(row, "订单金额") || at(row, "应结订单金额")),
      at: parseBeijingBillTime(at(row, "交易时间")),
    });
  }
  return billLines;
}
