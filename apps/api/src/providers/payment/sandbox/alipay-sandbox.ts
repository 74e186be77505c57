import { generateKeyPair, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { shanghaiDay } from "@tousu/domain";
import { type TradeBillRow, writeTradeBill } from "../alipay/alipay-bill";
import type { AlipayMerchant } from "../alipay/alipay-gateway";
import {
  ALIPAY_SUCCESS_CODE,
  exactFen,
  responseKey,
  rsa2Sign,
  rsa2Verify,
  signContent,
} from "../alipay/alipay-protocol";
import { beijingBillTime, fenToYuan, parseBeijingBillTime, unixSeconds } from "../wechat/wechat-pay-protocol";
import { htmlAnswer, payerPage, payerResultPage, redirect, safeReturnUrl } from "./payer-page";
import type { SandboxAnswer, SandboxRequest } from "./sandbox-http";
import { createUnrefTimers, type SandboxOptions } from "./sandbox-timers";

/** Where the sandbox is served in the app (decision 090). */
export const ALIPAY_SANDBOX_PATH = "/pay-sandbox/alipay";

/**
 * Alipay's notification retry schedule after a first attempt not answered with `success`:
 * 4m, 10m, 10m, 1h, 2h, 6h, 15h (8 attempts in 25 hours).
 */
export const ALIPAY_NOTIFICATION_RETRY_SECONDS = [240, 600, 600, 3600, 7200, 21600, 54000];

const ALIPAY_NAME = "支付宝";
const MAX_DELIVERIES_KEPT = 1000;

/** Alipay waits this long for the merchant to answer a notification. */
const NOTIFICATION_TIMEOUT_MS = 5_000;

export interface AlipaySandboxOptions extends SandboxOptions {
  /** Keys made beforehand (tests share one set: making RSA keys takes a while); new ones otherwise. */
  keys?: Promise<AlipaySandboxKeys>;
  /** Posts a form-encoded notification and answers the HTTP status and body (0 and "" when none). */
  deliver?: (url: string, body: string) => Promise<{ status: number; body: string }>;
}

/** What the sandbox did with a notification, for tests and for someone watching a local run. */
export interface AlipaySandboxDelivery {
  notifyId: string;
  orderNo: string;
  refundNo: string | null;
  /** 0 for the first attempt, then the index in the retry schedule plus one. */
  attempt: number;
  kind: "sent" | "duplicate" | "dropped";
  /** Whether the merchant answered `success`; null when dropped. */
  answeredSuccess: boolean | null;
}

export interface AlipaySandbox {
  /** The application the sandbox knows, for the sdk: its keys are made on first use. */
  merchant(): Promise<AlipayMerchant>;
  handle(request: SandboxRequest): Promise<SandboxAnswer>;
  readonly deliveries: readonly AlipaySandboxDelivery[];
  /** Resolves when every notification attempt under way has been answered (retries still scheduled). */
  settled(): Promise<void>;
  stop(): void;
}

interface SandboxTrade {
  method: "alipay.trade.page.pay" | "alipay.trade.wap.pay";
  outTradeNo: string;
  subject: string;
  amountFen: number;
  expiresAt: Date;
  notifyUrl: string | null;
  returnUrl: string | null;
  state: "WAIT_BUYER_PAY" | "TRADE_SUCCESS" | "TRADE_CLOSED";
  tradeNo: string;
  createdAt: Date;
  paidAt: Date | null;
  refunds: Map<string, { refundFen: number; at: Date }>;
}

const generateRsaKeyPair = promisify(generateKeyPair);

/** The sandbox's application key pair and Alipay's, made per start. */
export async function makeAlipaySandboxKeys() {
  const [app, alipay] = await Promise.all([
    generateRsaKeyPair("rsa", { modulusLength: 2048 }),
    generateRsaKeyPair("rsa", { modulusLength: 2048 }),
  ]);
  const merchant: AlipayMerchant = {
    appId: "9021000000000001",
    sellerId: "2088000000000001",
    appPrivateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
  };
  return { merchant, appPublicKey: app.publicKey, alipayPrivateKey: alipay.privateKey };
}

export type AlipaySandboxKeys = Awaited<ReturnType<typeof makeAlipaySandboxKeys>>;
type Keys = AlipaySandboxKeys;

/** A business refusal, answered as Alipay does: HTTP 200, the method's key, code and sub_code. */
class SandboxRefusal extends Error {
  constructor(
    readonly code: string,
    readonly subCode: string,
    message: string,
  ) {
    super(message);
  }
}

const PAY_METHODS = new Set(["alipay.trade.page.pay", "alipay.trade.wap.pay"]);

/** Where the bill's file is served, as Alipay's bill centre names it. */
const BILL_FILE_PATH = "/downloadBillFile.resource";

/**
 * A local stand-in for Alipay's open platform gateway (`/gateway.do`), answering the sdk with signed
 * answers and showing the payer a 确认支付 / 取消 page; its state lives in this process (decision 090).
 */
export function createAlipaySandbox(options: AlipaySandboxOptions): AlipaySandbox {
  const random = options.random ?? Math.random;
  const timers = options.timers ?? createUnrefTimers();
  const deliver = options.deliver ?? deliverOverHttp;
  // Made on first use: most apps a test builds never pay, and two RSA keys take a while.
  let keysMade: Promise<Keys> | null = null;
  const sandboxKeys = () => {
    keysMade ??= options.keys ?? makeAlipaySandboxKeys();
    return keysMade;
  };
  const trades = new Map<string, SandboxTrade>();
  // Bills asked for and not yet downloaded, by the token in their address.
  const bills = new Map<string, Buffer>();
  const deliveries: AlipaySandboxDelivery[] = [];
  const underWay = new Set<Promise<void>>();
  let stopped = false;
  let sequence = 0;
  const compressed = (seconds: number) => (seconds * 1000) / options.retryCompression;
  const nextNumber = () => `${unixSeconds(options.now())}${String(++sequence).padStart(6, "0")}`;
  const payAction = (trade: SandboxTrade) =>
    `${options.publicBase}/pay/${encodeURIComponent(trade.outTradeNo)}`;

  /** Sends a notification as Alipay does: maybe dropped, maybe twice, retried until answered `success`. */
  async function notify(trade: SandboxTrade, fields: Record<string, string>, refundNo: string | null) {
    if (!trade.notifyUrl) return;
    const url = trade.notifyUrl;
    const keys = await sandboxKeys();
    const notifyId = randomBytes(16).toString("hex");
    const params: Record<string, string> = {
      notify_time: beijingBillTime(options.now()),
      notify_type: "trade_status_sync",
      notify_id: notifyId,
      app_id: keys.merchant.appId,
      charset: "utf-8",
      version: "1.0",
      sign_type: "RSA2",
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      seller_id: keys.merchant.sellerId,
      total_amount: fenToYuan(trade.amountFen),
      subject: trade.subject,
      gmt_create: beijingBillTime(trade.createdAt),
      ...fields,
    };
    // Notifications are signed without `sign_type`, over the decoded values.
    params.sign = rsa2Sign(keys.alipayPrivateKey, signContent(params, { withSignType: false }));
    const body = new URLSearchParams(params).toString();
    const record = (
      attempt: number,
      kind: AlipaySandboxDelivery["kind"],
      answeredSuccess: boolean | null,
    ) => {
      // A long local run keeps the latest only.
      if (deliveries.length >= MAX_DELIVERIES_KEPT) deliveries.shift();
      deliveries.push({ notifyId, orderNo: trade.outTradeNo, refundNo, attempt, kind, answeredSuccess });
    };
    if (random() < options.dropRate) {
      record(0, "dropped", null);
      return;
    }
    const send = async () =>
      deliver(url, body)
        .then((answer) => answer.body.trim() === "success")
        .catch(() => false);
    const attempt = async (index: number): Promise<void> => {
      if (stopped) return;
      const taken = await send();
      record(index, "sent", taken);
      if (random() < options.duplicateRate && !stopped) record(index, "duplicate", await send());
      if (taken) return;
      const delay = ALIPAY_NOTIFICATION_RETRY_SECONDS[index];
      if (delay !== undefined && !stopped) timers.after(compressed(delay), () => attempt(index + 1));
    };
    await attempt(0);
  }

  /** Starts a notification without holding up the answer to the payer or the sdk; `settled` waits for it. */
  function notifyLater(trade: SandboxTrade, fields: Record<string, string>, refundNo: string | null) {
    const sending = notify(trade, fields, refundNo);
    underWay.add(sending);
    const done = () => void underWay.delete(sending);
    sending.then(done, done);
  }

  /** The request's parameters (query and form body), checked as Alipay does: our app, RSA2 over the rest. */
  function signedParams(keys: Keys, request: SandboxRequest, query: URLSearchParams) {
    const params: Record<string, string> = Object.fromEntries(query);
    if (request.method === "POST")
      Object.assign(params, Object.fromEntries(new URLSearchParams(request.body)));
    const signed =
      params.app_id === keys.merchant.appId &&
      params.sign_type === "RSA2" &&
      typeof params.sign === "string" &&
      rsa2Verify(keys.appPublicKey, signContent(params, { withSignType: true }), params.sign);
    return { params, signed };
  }

  function bizContent(params: Record<string, string>): Record<string, unknown> {
    try {
      const value: unknown = JSON.parse(params.biz_content ?? "");
      if (typeof value === "object" && value !== null) return value as Record<string, unknown>;
    } catch {}
    throw new SandboxRefusal("40002", "isv.invalid-parameter", "biz_content 不是 JSON");
  }

  function findTrade(content: Record<string, unknown>) {
    const trade = trades.get(String(content.out_trade_no ?? ""));
    if (!trade) throw new SandboxRefusal("40004", "ACQ.TRADE_NOT_EXIST", "交易不存在");
    return trade;
  }

  /** The trade a page or wap pay URL describes, made when the payer first opens it, as Alipay does. */
  function openTrade(params: Record<string, string>): SandboxTrade {
    const content = bizContent(params);
    const outTradeNo = content.out_trade_no;
    const amountFen = typeof content.total_amount === "string" ? exactFen(content.total_amount) : null;
    const expiresAt =
      typeof content.time_expire === "string"
        ? parseBeijingBillTime(content.time_expire)
        : new Date(Number.NaN);
    if (
      typeof outTradeNo !== "string" ||
      !/^[0-9A-Za-z_]{1,64}$/.test(outTradeNo) ||
      typeof content.subject !== "string" ||
      !content.subject ||
      amountFen === null ||
      amountFen < 1 ||
      Number.isNaN(expiresAt.getTime())
    )
      throw new SandboxRefusal("40002", "isv.invalid-parameter", "参数错误");
    const existing = trades.get(outTradeNo);
    if (existing) {
      if (existing.amountFen !== amountFen || existing.subject !== content.subject)
        throw new SandboxRefusal("40004", "ACQ.CONTEXT_INCONSISTENT", "交易信息被篡改");
      return existing;
    }
    const trade: SandboxTrade = {
      method: params.method as SandboxTrade["method"],
      outTradeNo,
      subject: content.subject,
      amountFen,
      expiresAt,
      notifyUrl: safeReturnUrl(params.notify_url ?? null),
      returnUrl: safeReturnUrl(params.return_url ?? null),
      state: "WAIT_BUYER_PAY",
      tradeNo: `2026${nextNumber()}`,
      createdAt: options.now(),
      paidAt: null,
      refunds: new Map(),
    };
    trades.set(outTradeNo, trade);
    return trade;
  }

  function refundedFen(trade: SandboxTrade) {
    return [...trade.refunds.values()].reduce((sum, refund) => sum + refund.refundFen, 0);
  }

  /** The methods the sdk's `exec` calls; each answer signed with Alipay's key. */
  async function answerMethod(
    keys: Keys,
    method: string,
    content: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    switch (method) {
      case "alipay.trade.query": {
        const trade = findTrade(content);
        return {
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          trade_status: trade.state,
          total_amount: fenToYuan(trade.amountFen),
          ...(trade.paidAt ? { send_pay_date: beijingBillTime(trade.paidAt) } : {}),
        };
      }
      case "alipay.trade.close": {
        const trade = findTrade(content);
        if (trade.state === "TRADE_SUCCESS")
          throw new SandboxRefusal("40004", "ACQ.TRADE_STATUS_ERROR", "交易状态不合法");
        trade.state = "TRADE_CLOSED";
        return { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo };
      }
      case "alipay.trade.refund": {
        const trade = findTrade(content);
        const refundNo =
          typeof content.out_request_no === "string" ? content.out_request_no : trade.outTradeNo;
        const refundFen = typeof content.refund_amount === "string" ? exactFen(content.refund_amount) : null;
        if (refundFen === null || refundFen < 1)
          throw new SandboxRefusal("40002", "isv.invalid-parameter", "退款金额不合法");
        const existing = trade.refunds.get(refundNo);
        if (existing) {
          // A retry with the same request number: refunded once, answered again without moving money.
          return refundAnswer(trade, "N", existing.at);
        }
        if (trade.state !== "TRADE_SUCCESS")
          throw new SandboxRefusal("40004", "ACQ.TRADE_STATUS_ERROR", "交易状态不合法");
        if (refundedFen(trade) + refundFen > trade.amountFen)
          throw new SandboxRefusal("40004", "ACQ.REFUND_AMT_NOT_EQUAL_TOTAL", "退款金额超限");
        const at = options.now();
        trade.refunds.set(refundNo, { refundFen, at });
        const fullyRefunded = refundedFen(trade) === trade.amountFen;
        if (fullyRefunded) trade.state = "TRADE_CLOSED";
        notifyLater(
          trade,
          {
            trade_status: fullyRefunded ? "TRADE_CLOSED" : "TRADE_SUCCESS",
            out_biz_no: refundNo,
            refund_fee: fenToYuan(refundedFen(trade)),
            gmt_refund: `${beijingBillTime(at)}.000`,
            ...(trade.paidAt ? { gmt_payment: beijingBillTime(trade.paidAt) } : {}),
            ...(fullyRefunded ? { gmt_close: beijingBillTime(at) } : {}),
          },
          refundNo,
        );
        return refundAnswer(trade, "Y", at);
      }
      case "alipay.trade.fastpay.refund.query": {
        const trade = findTrade(content);
        const refundNo = String(content.out_request_no ?? "");
        const refund = trade.refunds.get(refundNo);
        // As Alipay: an unknown refund is a success code without a refund in it.
        if (!refund)
          return { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, out_request_no: refundNo };
        return {
          trade_no: trade.tradeNo,
          out_trade_no: trade.outTradeNo,
          out_request_no: refundNo,
          total_amount: fenToYuan(trade.amountFen),
          refund_amount: fenToYuan(refund.refundFen),
          refund_status: "REFUND_SUCCESS",
          gmt_refund_pay: beijingBillTime(refund.at),
        };
      }
      case "alipay.data.dataservice.bill.downloadurl.query": {
        const day = String(content.bill_date ?? "");
        if (content.bill_type !== "trade" || !/^\d{4}-\d{2}-\d{2}$/.test(day))
          throw new SandboxRefusal("40002", "isv.invalid-parameter", "参数错误");
        // As Alipay: a day's bill exists once the day is over.
        if (day >= shanghaiDay(options.now()))
          throw new SandboxRefusal("40004", "isp.bill_not_exist", "账单不存在");
        const token = randomBytes(16).toString("hex");
        bills.set(token, tradeBill(keys, day));
        const query = new URLSearchParams({ bizType: "trade", bizDates: day.replaceAll("-", ""), token });
        return { bill_download_url: `${options.publicBase}${BILL_FILE_PATH}?${query}` };
      }
      default:
        throw new SandboxRefusal("40004", "isv.invalid-method", "不存在的方法名");
    }
  }

  /** The day's bill, from the sandbox's own trades: each payment and each refund finished that day. */
  function tradeBill(keys: Keys, day: string): Buffer {
    const rows: TradeBillRow[] = [];
    for (const trade of trades.values()) {
      const line = {
        tradeNo: trade.tradeNo,
        orderNo: trade.outTradeNo,
        subject: trade.subject,
        createdAt: trade.createdAt,
      };
      if (trade.paidAt && shanghaiDay(trade.paidAt) === day)
        rows.push({
          ...line,
          kind: "payment",
          finishedAt: trade.paidAt,
          amountFen: trade.amountFen,
          refundNo: null,
        });
      for (const [refundNo, refund] of trade.refunds) {
        if (shanghaiDay(refund.at) === day)
          rows.push({
            ...line,
            kind: "refund",
            finishedAt: refund.at,
            amountFen: refund.refundFen,
            refundNo,
          });
      }
    }
    rows.sort((a, b) => a.finishedAt.getTime() - b.finishedAt.getTime());
    return writeTradeBill({ partnerId: keys.merchant.sellerId, day, exportedAt: options.now(), rows });
  }

  function refundAnswer(trade: SandboxTrade, fundChange: "Y" | "N", at: Date) {
    return {
      trade_no: trade.tradeNo,
      out_trade_no: trade.outTradeNo,
      fund_change: fundChange,
      refund_fee: fenToYuan(refundedFen(trade)),
      gmt_refund_pay: beijingBillTime(at),
    };
  }

  /** An answer as Alipay writes it: `{"<method>_response":{…},"sign":"…"}`, signed over the inner JSON. */
  function signedAnswer(keys: Keys, method: string, content: Record<string, unknown>): SandboxAnswer {
    const json = JSON.stringify(content);
    const sign = rsa2Sign(keys.alipayPrivateKey, json);
    return {
      status: 200,
      headers: { "content-type": "text/html;charset=utf-8" },
      body: `{"${responseKey(method)}":${json},"sign":"${sign}"}`,
    };
  }

  async function answerGateway(keys: Keys, request: SandboxRequest, query: URLSearchParams) {
    const { params, signed } = signedParams(keys, request, query);
    const method = params.method ?? "";
    if (request.method === "GET" && PAY_METHODS.has(method)) {
      if (!signed)
        return htmlAnswer(400, payerResultPage(ALIPAY_NAME, "签名错误", "请回到商户页面重新下单。", null));
      try {
        return payerAnswer(openTrade(params));
      } catch (error) {
        if (!(error instanceof SandboxRefusal)) throw error;
        return htmlAnswer(400, payerResultPage(ALIPAY_NAME, error.message, "请回到商户页面重新下单。", null));
      }
    }
    if (!signed)
      return signedAnswer(keys, method || "error", {
        code: "40002",
        msg: "Invalid Arguments",
        sub_code: "isv.invalid-signature",
        sub_msg: "验签出错",
      });
    try {
      const content = await answerMethod(keys, method, bizContent(params));
      return signedAnswer(keys, method, { code: ALIPAY_SUCCESS_CODE, msg: "Success", ...content });
    } catch (error) {
      if (!(error instanceof SandboxRefusal)) throw error;
      const msg = error.code === "40002" ? "Invalid Arguments" : "Business Failed";
      return signedAnswer(keys, method, {
        code: error.code,
        msg,
        sub_code: error.subCode,
        sub_msg: error.message,
      });
    }
  }

  function payerAnswer(trade: SandboxTrade): SandboxAnswer {
    const refusal = payRefusal(trade, options.now());
    if (refusal)
      return htmlAnswer(
        409,
        payerResultPage(ALIPAY_NAME, refusal, "请回到商户页面查看订单。", trade.returnUrl),
      );
    return htmlAnswer(
      200,
      payerPage({
        channelName: ALIPAY_NAME,
        merchantName: options.merchantName,
        description: trade.subject,
        amountFen: trade.amountFen,
        action: payAction(trade),
        returnUrl: null,
      }),
    );
  }

  /** The payer's decision, posted from the page. */
  async function answerDecision(keys: Keys, request: SandboxRequest, outTradeNo: string) {
    const trade = trades.get(outTradeNo);
    if (!trade || request.method !== "POST")
      return htmlAnswer(404, payerResultPage(ALIPAY_NAME, "订单不存在", "请回到商户页面重新下单。", null));
    const form = new URLSearchParams(request.body);
    if (form.get("decision") !== "confirm")
      return htmlAnswer(
        200,
        payerResultPage(ALIPAY_NAME, "已取消支付", "订单仍可在有效期内支付。", trade.returnUrl),
      );
    const refusal = payRefusal(trade, options.now());
    if (refusal)
      return htmlAnswer(409, payerResultPage(ALIPAY_NAME, refusal, "这笔订单不能再支付。", trade.returnUrl));
    trade.state = "TRADE_SUCCESS";
    trade.paidAt = options.now();
    const amount = fenToYuan(trade.amountFen);
    notifyLater(
      trade,
      {
        trade_status: "TRADE_SUCCESS",
        buyer_id: "2088000000000099",
        receipt_amount: amount,
        buyer_pay_amount: amount,
        invoice_amount: amount,
        gmt_payment: beijingBillTime(trade.paidAt),
      },
      null,
    );
    if (!trade.returnUrl)
      return htmlAnswer(
        200,
        payerResultPage(ALIPAY_NAME, "支付成功", `已向${options.merchantName}支付 ${amount} 元。`, null),
      );
    // The browser goes back with Alipay's signed synchronous return parameters.
    const back: Record<string, string> = {
      charset: "utf-8",
      out_trade_no: trade.outTradeNo,
      method: `${trade.method}.return`,
      total_amount: amount,
      trade_no: trade.tradeNo,
      auth_app_id: keys.merchant.appId,
      version: "1.0",
      app_id: keys.merchant.appId,
      sign_type: "RSA2",
      seller_id: keys.merchant.sellerId,
      timestamp: beijingBillTime(options.now()),
    };
    back.sign = rsa2Sign(keys.alipayPrivateKey, signContent(back, { withSignType: false }));
    const url = new URL(trade.returnUrl);
    for (const [name, value] of Object.entries(back)) url.searchParams.set(name, value);
    return redirect(url.toString());
  }

  async function handle(request: SandboxRequest): Promise<SandboxAnswer> {
    const keys = await sandboxKeys();
    const url = new URL(request.url, "http://sandbox");
    if (url.pathname === "/gateway.do") return answerGateway(keys, request, url.searchParams);
    if (url.pathname === BILL_FILE_PATH && request.method === "GET") {
      // The address is the credential, valid once (Alipay's for thirty seconds).
      const token = url.searchParams.get("token") ?? "";
      const bill = bills.get(token);
      bills.delete(token);
      if (!bill)
        return htmlAnswer(404, payerResultPage(ALIPAY_NAME, "账单不存在", "请重新获取下载地址。", null));
      return { status: 200, headers: { "content-type": "application/oct-stream" }, body: bill };
    }
    const decision = /^\/pay\/([^/]+)$/.exec(url.pathname);
    if (decision) return answerDecision(keys, request, decodeURIComponent(decision[1] as string));
    return htmlAnswer(404, payerResultPage(ALIPAY_NAME, "页面不存在", "请回到商户页面。", null));
  }

  return {
    merchant: () => sandboxKeys().then((keys) => keys.merchant),
    handle,
    deliveries,
    async settled() {
      await Promise.all(underWay);
    },
    stop() {
      stopped = true;
      timers.stop();
    },
  };
}

/** Why the payer cannot pay this trade now, or null when they can. */
function payRefusal(trade: SandboxTrade, now: Date): string | null {
  if (trade.state === "TRADE_CLOSED") return "交易已关闭";
  if (trade.state !== "WAIT_BUYER_PAY") return "交易已支付";
  if (now.getTime() > trade.expiresAt.getTime()) return "交易已超时";
  return null;
}

async function deliverOverHttp(url: string, body: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
    body,
    signal: AbortSignal.timeout(NOTIFICATION_TIMEOUT_MS),
  });
  return { status: response.status, body: await response.text() };
}
