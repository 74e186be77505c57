import { createHash, generateKeyPair, randomBytes, randomUUID } from "node:crypto";
import { promisify } from "node:util";
import type { Fetch, WechatPayMerchant } from "../wechat/wechat-pay-gateway";
import {
  beijingBillTime,
  beijingTime,
  encryptResource,
  fenToYuan,
  lowerCaseHeaders,
  parseAuthorizationHeader,
  requestMessage,
  shanghaiDay,
  signatureHeaders,
  unixSeconds,
  verifyMessage,
  WECHAT_PAY_TIMESTAMP_TOLERANCE_SECONDS,
} from "../wechat/wechat-pay-protocol";
import {
  formatTradeBill,
  type TradeBillRow,
  type WechatRefund,
  type WechatRefundResource,
  type WechatTransaction,
} from "../wechat/wechat-pay-resources";
import { htmlAnswer, payerPage, payerResultPage, redirect, safeReturnUrl } from "./payer-page";
import type { SandboxAnswer, SandboxRequest } from "./sandbox-http";
import { createUnrefTimers, type SandboxOptions } from "./sandbox-timers";

/** Where the sandbox is served in the app (decision 086). */
export const WECHAT_PAY_SANDBOX_PATH = "/pay-sandbox/wechat";

const WECHAT_PAY_NAME = "微信支付";

/**
 * WeChat Pay's notification retry schedule after a first attempt that was not answered with
 * success: 15s, 15s, 30s, 3m, 10m, 20m, 30m, 30m, 30m, 60m, 3h, 3h, 3h, 6h, 6h.
 */
export const WECHAT_NOTIFICATION_RETRY_SECONDS = [
  15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600,
];

/** How long WeChat Pay takes to complete a refund in the sandbox's story, before compression. */
const REFUND_COMPLETION_SECONDS = 60;

const MAX_DELIVERIES_KEPT = 1000;

/** WeChat Pay waits this long for the merchant to answer a notification. */
const NOTIFICATION_TIMEOUT_MS = 5_000;

export interface WechatPaySandboxOptions extends SandboxOptions {
  /** Keys made beforehand (tests share one set: making RSA keys takes a while); new ones otherwise. */
  keys?: Promise<SandboxKeys>;
  /** Posts a notification and answers the HTTP status (0 when nothing answered). */
  deliver?: (url: string, headers: Record<string, string>, body: string) => Promise<number>;
}

/** What the sandbox did with a notification, for tests and for someone watching a local run. */
export interface SandboxDelivery {
  eventId: string;
  eventType: string;
  orderNo: string;
  refundNo: string | null;
  /** 0 for the first attempt, then the index in the retry schedule plus one. */
  attempt: number;
  kind: "sent" | "duplicate" | "dropped";
  /** The merchant's HTTP status; 0 when it did not answer; null when dropped. */
  status: number | null;
}

export interface WechatPaySandbox {
  /** The merchant the sandbox knows, for the client: its keys are made on first use. */
  merchant(): Promise<WechatPayMerchant>;
  handle(request: SandboxRequest): Promise<SandboxAnswer>;
  /** The client's transport into `handle` without a socket, for addresses under `publicBase`. */
  readonly fetch: Fetch;
  readonly deliveries: readonly SandboxDelivery[];
  /**
   * The payer's page of a prepay: what `code_url` and `h5_url` hold, and where the H5 site sends a
   * browser for JSAPI's `prepay_id`, which outside WeChat has no bridge to open.
   */
  payerPageUrl(prepayId: string): string;
  /** Resolves when every notification attempt under way has been answered (retries still scheduled). */
  settled(): Promise<void>;
  stop(): void;
}

type TradeType = NonNullable<WechatTransaction["trade_type"]>;

interface SandboxTransaction {
  tradeType: TradeType;
  appid: string;
  outTradeNo: string;
  description: string;
  amountFen: number;
  expiresAt: Date;
  notifyUrl: string;
  prepayId: string;
  payerOpenid: string | null;
  state: "NOTPAY" | "SUCCESS" | "CLOSED" | "REFUND";
  transactionId: string | null;
  paidAt: Date | null;
}

interface SandboxRefund {
  refundId: string;
  outRefundNo: string;
  outTradeNo: string;
  refundFen: number;
  notifyUrl: string;
  status: "PROCESSING" | "SUCCESS";
  createdAt: Date;
  succeededAt: Date | null;
}

const generateRsaKeyPair = promisify(generateKeyPair);

/** The sandbox's merchant and WeChat Pay's side: two RSA key pairs and an APIv3 key, made per start. */
export async function makeSandboxKeys() {
  const [merchantKeys, platformKeys] = await Promise.all([
    generateRsaKeyPair("rsa", { modulusLength: 2048 }),
    generateRsaKeyPair("rsa", { modulusLength: 2048 }),
  ]);
  const publicKeyId = `PUB_KEY_ID_${randomBytes(12).toString("hex").toUpperCase()}`;
  const merchant: WechatPayMerchant = {
    mchId: "1900009191",
    appId: "wxd0sandbox0000001",
    certificateSerial: randomBytes(20).toString("hex").toUpperCase(),
    privateKey: merchantKeys.privateKey,
    apiV3Key: Buffer.from(randomBytes(16).toString("hex"), "utf8"),
    platformKeys: new Map([[publicKeyId, platformKeys.publicKey]]),
  };
  return {
    merchant,
    merchantPublicKey: merchantKeys.publicKey,
    platformPrivateKey: platformKeys.privateKey,
    publicKeyId,
  };
}

export type SandboxKeys = Awaited<ReturnType<typeof makeSandboxKeys>>;
type Keys = SandboxKeys;

class SandboxRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const TRADE_TYPES: Record<string, TradeType> = { native: "NATIVE", jsapi: "JSAPI", h5: "MWEB" };

/**
 * A local stand-in for WeChat Pay API v3, answering the client with the same signed protocol and
 * showing the payer a 确认支付 / 取消 page; its state lives in this process (decision 086).
 */
export function createWechatPaySandbox(options: WechatPaySandboxOptions): WechatPaySandbox {
  const random = options.random ?? Math.random;
  const timers = options.timers ?? createUnrefTimers();
  const deliver = options.deliver ?? deliverOverHttp;
  // Made on first use: most apps a test builds never pay, and two RSA keys take a while.
  let keysMade: Promise<SandboxKeys> | null = null;
  const sandboxKeys = () => {
    keysMade ??= options.keys ?? makeSandboxKeys();
    return keysMade;
  };
  const transactions = new Map<string, SandboxTransaction>();
  const byPrepayId = new Map<string, SandboxTransaction>();
  const refunds = new Map<string, SandboxRefund>();
  const bills = new Map<string, string>();
  const deliveries: SandboxDelivery[] = [];
  const underWay = new Set<Promise<void>>();
  let stopped = false;
  let sequence = 0;
  const payerPageUrl = (prepayId: string) => `${options.publicBase}/pay/${prepayId}`;
  const compressed = (seconds: number) => (seconds * 1000) / options.retryCompression;
  const nextNumber = () => `${unixSeconds(options.now())}${String(++sequence).padStart(6, "0")}`;

  function transactionJson(keys: Keys, transaction: SandboxTransaction): WechatTransaction {
    const paid = transaction.state === "SUCCESS" || transaction.state === "REFUND";
    return {
      appid: transaction.appid,
      mchid: keys.merchant.mchId,
      out_trade_no: transaction.outTradeNo,
      ...(transaction.transactionId ? { transaction_id: transaction.transactionId } : {}),
      ...(paid ? { trade_type: transaction.tradeType } : {}),
      trade_state: transaction.state,
      trade_state_desc: { NOTPAY: "未支付", SUCCESS: "支付成功", CLOSED: "订单已关闭", REFUND: "转入退款" }[
        transaction.state
      ],
      ...(transaction.paidAt ? { success_time: beijingTime(transaction.paidAt) } : {}),
      ...(paid && transaction.payerOpenid ? { payer: { openid: transaction.payerOpenid } } : {}),
      amount: {
        total: transaction.amountFen,
        ...(paid ? { payer_total: transaction.amountFen, payer_currency: "CNY" } : {}),
        currency: "CNY",
      },
    };
  }

  function refundJson(refund: SandboxRefund): WechatRefund {
    const transaction = transactions.get(refund.outTradeNo) as SandboxTransaction;
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: transaction.transactionId ?? "",
      out_trade_no: refund.outTradeNo,
      status: refund.status,
      ...(refund.succeededAt ? { success_time: beijingTime(refund.succeededAt) } : {}),
      create_time: beijingTime(refund.createdAt),
      amount: {
        total: transaction.amountFen,
        refund: refund.refundFen,
        payer_total: transaction.amountFen,
        payer_refund: refund.refundFen,
        currency: "CNY",
      },
    };
  }

  /** Sends a notification as WeChat Pay does: maybe dropped, maybe twice, retried until answered. */
  async function notify(
    event: { type: string; summary: string; orderNo: string; refundNo: string | null },
    url: string,
    originalType: "transaction" | "refund",
    resource: object,
  ) {
    const keys = await sandboxKeys();
    const eventId = randomUUID();
    const body = JSON.stringify({
      id: eventId,
      create_time: beijingTime(options.now()),
      resource_type: "encrypt-resource",
      event_type: event.type,
      summary: event.summary,
      resource: encryptResource(keys.merchant.apiV3Key, originalType, JSON.stringify(resource), originalType),
    });
    const record = (attempt: number, kind: SandboxDelivery["kind"], status: number | null) => {
      // A long local run keeps the latest only.
      if (deliveries.length >= MAX_DELIVERIES_KEPT) deliveries.shift();
      deliveries.push({
        eventId,
        eventType: event.type,
        orderNo: event.orderNo,
        refundNo: event.refundNo,
        attempt,
        kind,
        status,
      });
    };
    if (random() < options.dropRate) {
      record(0, "dropped", null);
      return;
    }
    const send = async () =>
      deliver(
        url,
        signatureHeaders(keys.platformPrivateKey, keys.publicKeyId, body, options.now()),
        body,
      ).catch(() => 0);
    const attempt = async (index: number): Promise<void> => {
      if (stopped) return;
      const status = await send();
      record(index, "sent", status);
      if (random() < options.duplicateRate && !stopped) record(index, "duplicate", await send());
      if (status === 200 || status === 204) return;
      const delay = WECHAT_NOTIFICATION_RETRY_SECONDS[index];
      if (delay !== undefined && !stopped) timers.after(compressed(delay), () => attempt(index + 1));
    };
    await attempt(0);
  }

  /** Checks the request's `Authorization` as WeChat Pay does: our merchant, its serial, a fresh signature. */
  function checkSignature(keys: Keys, request: SandboxRequest) {
    const headers = lowerCaseHeaders(request.headers as Record<string, string | undefined>);
    const fields = parseAuthorizationHeader(headers.authorization);
    const signed =
      fields &&
      fields.mchid === keys.merchant.mchId &&
      fields.serial_no === keys.merchant.certificateSerial &&
      Math.abs(unixSeconds(options.now()) - Number(fields.timestamp)) <=
        WECHAT_PAY_TIMESTAMP_TOLERANCE_SECONDS &&
      verifyMessage(
        keys.merchantPublicKey,
        requestMessage(request.method, request.url, fields.timestamp, fields.nonce_str, request.body),
        fields.signature,
      );
    if (!signed) throw new SandboxRefusal(401, "SIGN_ERROR", "签名错误");
  }

  function createTransaction(keys: Keys, tradeType: TradeType, body: Record<string, unknown>) {
    const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
    const total = amount?.total;
    const outTradeNo = body.out_trade_no;
    const expiresAt =
      typeof body.time_expire === "string" ? new Date(body.time_expire) : new Date(Number.NaN);
    const payer = body.payer as { openid?: unknown } | undefined;
    const scene = body.scene_info as { payer_client_ip?: unknown } | undefined;
    if (
      body.mchid !== keys.merchant.mchId ||
      body.appid !== keys.merchant.appId ||
      typeof outTradeNo !== "string" ||
      !/^[0-9A-Za-z_\-|*]{6,32}$/.test(outTradeNo) ||
      typeof body.description !== "string" ||
      !body.description ||
      typeof body.notify_url !== "string" ||
      !Number.isInteger(total) ||
      (total as number) < 1 ||
      (amount?.currency ?? "CNY") !== "CNY" ||
      Number.isNaN(expiresAt.getTime()) ||
      (tradeType === "JSAPI" && typeof payer?.openid !== "string") ||
      (tradeType === "MWEB" && typeof scene?.payer_client_ip !== "string")
    )
      throw new SandboxRefusal(400, "PARAM_ERROR", "参数错误");
    const existing = transactions.get(outTradeNo);
    if (existing) {
      const same =
        existing.tradeType === tradeType &&
        existing.amountFen === total &&
        existing.description === body.description;
      if (!same) throw new SandboxRefusal(400, "INVALID_REQUEST", "201 商户订单号重复");
      if (existing.state === "CLOSED") throw new SandboxRefusal(400, "ORDER_CLOSED", "订单已关闭");
      if (existing.state !== "NOTPAY") throw new SandboxRefusal(400, "ORDER_PAID", "订单已支付");
      return existing;
    }
    const transaction: SandboxTransaction = {
      tradeType,
      appid: keys.merchant.appId,
      outTradeNo,
      description: body.description,
      amountFen: total as number,
      expiresAt,
      notifyUrl: body.notify_url,
      prepayId: `wx${randomBytes(16).toString("hex")}`,
      payerOpenid: typeof payer?.openid === "string" ? payer.openid : null,
      state: "NOTPAY",
      transactionId: null,
      paidAt: null,
    };
    transactions.set(outTradeNo, transaction);
    byPrepayId.set(transaction.prepayId, transaction);
    return transaction;
  }

  function findTransaction(outTradeNo: string) {
    const transaction = transactions.get(outTradeNo);
    if (!transaction) throw new SandboxRefusal(404, "ORDER_NOT_EXIST", "订单不存在");
    return transaction;
  }

  function createRefund(body: Record<string, unknown>) {
    const amount = body.amount as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
    const outRefundNo = body.out_refund_no;
    if (typeof outRefundNo !== "string" || typeof body.out_trade_no !== "string")
      throw new SandboxRefusal(400, "PARAM_ERROR", "参数错误");
    const existing = refunds.get(outRefundNo);
    if (existing) return existing;
    const transaction = transactions.get(body.out_trade_no);
    if (!transaction || (transaction.state !== "SUCCESS" && transaction.state !== "REFUND"))
      throw new SandboxRefusal(404, "RESOURCE_NOT_EXISTS", "订单不存在或未支付");
    const refunded = [...refunds.values()]
      .filter((refund) => refund.outTradeNo === transaction.outTradeNo)
      .reduce((sum, refund) => sum + refund.refundFen, 0);
    const refundFen = amount?.refund;
    if (
      !Number.isInteger(refundFen) ||
      (refundFen as number) < 1 ||
      amount?.total !== transaction.amountFen ||
      (amount?.currency ?? "CNY") !== "CNY"
    )
      throw new SandboxRefusal(400, "PARAM_ERROR", "参数错误");
    if (refunded + (refundFen as number) > transaction.amountFen)
      throw new SandboxRefusal(403, "NOT_ENOUGH", "可退金额不足");
    const refund: SandboxRefund = {
      refundId: `50${nextNumber()}`,
      outRefundNo,
      outTradeNo: transaction.outTradeNo,
      refundFen: refundFen as number,
      notifyUrl: typeof body.notify_url === "string" ? body.notify_url : transaction.notifyUrl,
      status: "PROCESSING",
      createdAt: options.now(),
      succeededAt: null,
    };
    refunds.set(outRefundNo, refund);
    transaction.state = "REFUND";
    timers.after(compressed(REFUND_COMPLETION_SECONDS), async () => {
      if (stopped) return;
      refund.status = "SUCCESS";
      refund.succeededAt = options.now();
      const keys = await sandboxKeys();
      const { status: _status, create_time: _created, ...json } = refundJson(refund);
      const resource: WechatRefundResource = {
        ...json,
        mchid: keys.merchant.mchId,
        refund_status: "SUCCESS",
      };
      await notify(
        { type: "REFUND.SUCCESS", summary: "退款成功", orderNo: refund.outTradeNo, refundNo: outRefundNo },
        refund.notifyUrl,
        "refund",
        resource,
      );
    });
    return refund;
  }

  function tradeBill(keys: Keys, day: string): string {
    const rows: TradeBillRow[] = [];
    for (const transaction of transactions.values()) {
      if (!transaction.paidAt || shanghaiDay(transaction.paidAt) !== day) continue;
      rows.push({
        交易时间: beijingBillTime(transaction.paidAt),
        公众账号ID: transaction.appid,
        商户号: keys.merchant.mchId,
        微信订单号: transaction.transactionId ?? "",
        商户订单号: transaction.outTradeNo,
        交易类型: transaction.tradeType,
        交易状态: "SUCCESS",
        货币种类: "CNY",
        应结订单金额: fenToYuan(transaction.amountFen),
        代金券金额: "0.00",
        退款金额: "0.00",
        充值券退款金额: "0.00",
        商品名称: transaction.description,
        手续费: "0.00",
        费率: "0.60%",
        订单金额: fenToYuan(transaction.amountFen),
        申请退款金额: "0.00",
      });
    }
    for (const refund of refunds.values()) {
      if (!refund.succeededAt || shanghaiDay(refund.succeededAt) !== day) continue;
      const transaction = transactions.get(refund.outTradeNo) as SandboxTransaction;
      rows.push({
        交易时间: beijingBillTime(refund.succeededAt),
        公众账号ID: transaction.appid,
        商户号: keys.merchant.mchId,
        微信订单号: transaction.transactionId ?? "",
        商户订单号: transaction.outTradeNo,
        交易类型: transaction.tradeType,
        交易状态: "REFUND",
        货币种类: "CNY",
        应结订单金额: "0.00",
        代金券金额: "0.00",
        微信退款单号: refund.refundId,
        商户退款单号: refund.outRefundNo,
        退款金额: fenToYuan(refund.refundFen),
        充值券退款金额: "0.00",
        退款类型: "ORIGINAL",
        退款状态: "SUCCESS",
        商品名称: transaction.description,
        手续费: "0.00",
        费率: "0.60%",
        订单金额: "0.00",
        申请退款金额: fenToYuan(refund.refundFen),
      });
    }
    // As WeChat Pay: a day without a payment or refund has no bill at all.
    if (rows.length === 0) throw new SandboxRefusal(400, "NO_STATEMENT_EXIST", "指定日期的账单文件不存在");
    return formatTradeBill(rows);
  }

  /** The v3 endpoints the client calls; each answer signed with the platform key. */
  async function answerApi(keys: Keys, request: SandboxRequest, path: string, query: URLSearchParams) {
    checkSignature(keys, request);
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    const create = /^\/v3\/pay\/transactions\/(native|jsapi|h5)$/.exec(path);
    if (create && request.method === "POST") {
      const transaction = createTransaction(keys, TRADE_TYPES[create[1] as string] as TradeType, body);
      const payUrl = payerPageUrl(transaction.prepayId);
      if (transaction.tradeType === "NATIVE") return { code_url: payUrl };
      if (transaction.tradeType === "MWEB") return { h5_url: payUrl };
      return { prepay_id: transaction.prepayId };
    }
    const byOrder = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (byOrder && request.method === "GET" && !byOrder[2]) {
      if (query.get("mchid") !== keys.merchant.mchId)
        throw new SandboxRefusal(400, "PARAM_ERROR", "参数错误");
      return transactionJson(keys, findTransaction(decodeURIComponent(byOrder[1] as string)));
    }
    if (byOrder && request.method === "POST" && byOrder[2]) {
      const transaction = findTransaction(decodeURIComponent(byOrder[1] as string));
      if (transaction.state === "SUCCESS" || transaction.state === "REFUND")
        throw new SandboxRefusal(400, "ORDER_PAID", "订单已支付");
      transaction.state = "CLOSED";
      return null;
    }
    if (path === "/v3/refund/domestic/refunds" && request.method === "POST")
      return refundJson(createRefund(body));
    const refundQuery = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (refundQuery && request.method === "GET") {
      const refund = refunds.get(decodeURIComponent(refundQuery[1] as string));
      if (!refund) throw new SandboxRefusal(404, "RESOURCE_NOT_EXISTS", "退款单不存在");
      return refundJson(refund);
    }
    if (path === "/v3/bill/tradebill" && request.method === "GET") {
      const day = query.get("bill_date") ?? "";
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new SandboxRefusal(400, "PARAM_ERROR", "参数错误");
      const text = tradeBill(keys, day);
      const token = randomBytes(16).toString("hex");
      bills.set(token, text);
      return {
        hash_type: "SHA1",
        hash_value: createHash("sha1").update(text).digest("hex"),
        download_url: `${options.publicBase}/v3/billdownload/file?token=${token}`,
      };
    }
    throw new SandboxRefusal(404, "NOT_FOUND", "接口不存在");
  }

  async function answerPayer(request: SandboxRequest, prepayId: string, query: URLSearchParams) {
    const transaction = byPrepayId.get(prepayId);
    if (!transaction)
      return htmlAnswer(
        404,
        payerResultPage(WECHAT_PAY_NAME, "订单不存在", "请回到商户页面重新下单。", null),
      );
    const form = new URLSearchParams(request.method === "POST" ? request.body : "");
    const returnUrl = safeReturnUrl(form.get("redirect_url") ?? query.get("redirect_url"));
    const view = {
      channelName: WECHAT_PAY_NAME,
      merchantName: options.merchantName,
      description: transaction.description,
      amountFen: transaction.amountFen,
    };
    const refusal = payRefusal(transaction, options.now());
    if (request.method !== "POST") {
      if (refusal)
        return htmlAnswer(
          409,
          payerResultPage(WECHAT_PAY_NAME, refusal, "请回到商户页面查看订单。", returnUrl),
        );
      return htmlAnswer(
        200,
        payerPage({ ...view, action: `${options.publicBase}/pay/${prepayId}`, returnUrl }),
      );
    }
    if (form.get("decision") !== "confirm") {
      return returnUrl
        ? redirect(returnUrl)
        : htmlAnswer(200, payerResultPage(WECHAT_PAY_NAME, "已取消支付", "订单仍可在有效期内支付。", null));
    }
    if (refusal)
      return htmlAnswer(409, payerResultPage(WECHAT_PAY_NAME, refusal, "这笔订单不能再支付。", returnUrl));
    transaction.state = "SUCCESS";
    transaction.paidAt = options.now();
    transaction.transactionId = `42${nextNumber()}`;
    transaction.payerOpenid ??= `o${randomBytes(14).toString("hex")}`;
    const keys = await sandboxKeys();
    const sending = notify(
      { type: "TRANSACTION.SUCCESS", summary: "支付成功", orderNo: transaction.outTradeNo, refundNo: null },
      transaction.notifyUrl,
      "transaction",
      transactionJson(keys, transaction),
    );
    underWay.add(sending);
    const done = () => void underWay.delete(sending);
    sending.then(done, done);
    return returnUrl
      ? redirect(returnUrl)
      : htmlAnswer(
          200,
          payerResultPage(
            WECHAT_PAY_NAME,
            "支付成功",
            `已向${options.merchantName}支付 ${fenToYuan(transaction.amountFen)} 元。`,
            null,
          ),
        );
  }

  async function handle(request: SandboxRequest): Promise<SandboxAnswer> {
    const keys = await sandboxKeys();
    const url = new URL(request.url, "http://sandbox");
    const payer = /^\/pay\/([0-9a-z]+)$/.exec(url.pathname);
    if (payer) return answerPayer(request, payer[1] as string, url.searchParams);
    try {
      if (url.pathname === "/v3/billdownload/file" && request.method === "GET") {
        checkSignature(keys, request);
        const text = bills.get(url.searchParams.get("token") ?? "");
        if (text === undefined) throw new SandboxRefusal(404, "NOT_FOUND", "账单不存在");
        return { status: 200, headers: { "content-type": "text/plain; charset=utf-8" }, body: text };
      }
      const answer = await answerApi(keys, request, url.pathname, url.searchParams);
      const body = answer === null ? "" : JSON.stringify(answer);
      return signedAnswer(keys, answer === null ? 204 : 200, body);
    } catch (error) {
      if (error instanceof SyntaxError)
        return signedAnswer(keys, 400, refusalBody("PARAM_ERROR", "请求体不是 JSON"));
      if (!(error instanceof SandboxRefusal)) throw error;
      return signedAnswer(keys, error.status, refusalBody(error.code, error.message));
    }
  }

  function signedAnswer(keys: Keys, status: number, body: string): SandboxAnswer {
    return {
      status,
      headers: {
        ...(body ? { "content-type": "application/json; charset=utf-8" } : {}),
        ...signatureHeaders(keys.platformPrivateKey, keys.publicKeyId, body, options.now()),
      },
      body,
    };
  }

  const inProcessFetch: Fetch = async (url, init) => {
    if (!url.startsWith(options.publicBase)) throw new TypeError(`not a sandbox address: ${url}`);
    const answer = await handle({
      method: init.method ?? "GET",
      url: url.slice(options.publicBase.length),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === "string" ? init.body : "",
    });
    return new Response(answer.status === 204 ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  };

  return {
    merchant: () => sandboxKeys().then((keys) => keys.merchant),
    handle,
    fetch: inProcessFetch,
    deliveries,
    payerPageUrl,
    async settled() {
      await Promise.all(underWay);
    },
    stop() {
      stopped = true;
      timers.stop();
    },
  };
}

/** Why the payer cannot pay this transaction now, or null when they can. */
function payRefusal(transaction: SandboxTransaction, now: Date): string | null {
  if (transaction.state === "CLOSED") return "订单已关闭";
  if (transaction.state !== "NOTPAY") return "订单已支付";
  if (now.getTime() > transaction.expiresAt.getTime()) return "订单已过期";
  return null;
}

const refusalBody = (code: string, message: string) => JSON.stringify({ code, message });

async function deliverOverHttp(url: string, headers: Record<string, string>, body: string): Promise<number> {
  const response = await fetch(url, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body,
    signal: AbortSignal.timeout(NOTIFICATION_TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return response.status;
}
