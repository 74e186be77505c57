import { createHash, type KeyObject } from "node:crypto";
import {
  type BillLine,
  type ChannelRefund,
  type ChannelTransaction,
  type CreatePaymentInput,
  type NotificationAnswer,
  type PayInstruction,
  PaymentChannelError,
  type PaymentGateway,
  PaymentNotificationRefused,
  type RefundInput,
  type VerifiedNotification,
} from "../payment-gateway";
import {
  authorizationHeader,
  beijingTime,
  decryptResource,
  type EncryptedResource,
  jsapiMessage,
  lowerCaseHeaders,
  requestMessage,
  signatureProblem,
  signMessage,
  unixSeconds,
  wechatPayNonce,
} from "./wechat-pay-protocol";
import {
  parseTradeBill,
  type WechatRefund,
  type WechatRefundResource,
  type WechatTransaction,
} from "./wechat-pay-resources";

/** A merchant's credentials, as the settings (or the sandbox) give them. */
export interface WechatPayMerchant {
  mchId: string;
  /** The official account's app id JSAPI and H5 pay are made under. */
  appId: string;
  /** The serial of the merchant API certificate whose key signs our requests. */
  certificateSerial: string;
  privateKey: KeyObject;
  /** 32 bytes: the key notifications' resources are encrypted with. */
  apiV3Key: Buffer;
  /**
   * The keys WeChat Pay signs answers and notifications with, by the serial its `Wechatpay-Serial`
   * header names (upper case): platform certificates' serials and 微信支付公钥 ids (`PUB_KEY_ID_…`).
   */
  platformKeys: ReadonlyMap<string, KeyObject>;
}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface WechatPayGatewayOptions {
  /** The settings' merchant, or the sandbox's, whose keys are made on first use. */
  merchant: WechatPayMerchant | (() => Promise<WechatPayMerchant>);
  /** `https://api.mch.weixin.qq.com`, or the sandbox's address. */
  apiOrigin: string;
  /** Where WeChat Pay posts payment and refund notifications. */
  notifyUrl: string;
  now: () => Date;
  /** The sandbox's in-process transport; the network otherwise. */
  fetch?: Fetch;
}

/** WeChat Pay refused a call (its `code` and `message`), or answered what we cannot trust. */
export class WechatPayError extends PaymentChannelError {
  override name = "WechatPayError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`WeChat Pay ${status} ${code}: ${message}`);
  }
}

/** WeChat Pay is called inside a buyer's request and answers within seconds when well. */
const WECHAT_PAY_TIMEOUT_MS = 10_000;

const WECHAT_TRANSACTION_STATES: Record<WechatTransaction["trade_state"], ChannelTransaction["state"]> = {
  SUCCESS: "paid",
  // A refunded transaction was paid; its refunds are followed on their own.
  REFUND: "paid",
  NOTPAY: "paying",
  USERPAYING: "paying",
  CLOSED: "closed",
  REVOKED: "closed",
  PAYERROR: "failed",
};

const WECHAT_REFUND_STATES: Record<WechatRefund["status"], ChannelRefund["state"]> = {
  SUCCESS: "succeeded",
  PROCESSING: "processing",
  CLOSED: "failed",
  ABNORMAL: "failed",
};

const NOTIFICATION_EVENTS = ["TRANSACTION.SUCCESS", "REFUND.SUCCESS", "REFUND.ABNORMAL", "REFUND.CLOSED"];

/**
 * WeChat Pay API v3 (Native, JSAPI and H5 pay, refunds, the trade bill) with Node's own crypto:
 * requests signed with the merchant key, every answer's signature checked against the platform keys,
 * notifications verified on their raw body and decrypted (decision 086).
 */
export class WechatPayGateway implements PaymentGateway {
  readonly provider = "wechat" as const;
  readonly #options: WechatPayGatewayOptions;
  readonly #fetch: Fetch;

  constructor(options: WechatPayGatewayOptions) {
    this.#options = options;
    this.#fetch = options.fetch ?? fetch;
  }

  async create(input: CreatePaymentInput): Promise<PayInstruction> {
    const merchant = await this.#merchant();
    const order = {
      appid: merchant.appId,
      mchid: merchant.mchId,
      description: input.description,
      out_trade_no: input.orderNo,
      time_expire: beijingTime(input.expiresAt),
      notify_url: this.#options.notifyUrl,
      amount: { total: input.amountFen, currency: "CNY" },
    };
    switch (input.channel) {
      case "wechat_native": {
        const { code_url } = await this.#call<{ code_url: string }>(
          "POST",
          "/v3/pay/transactions/native",
          order,
        );
        return { kind: "code_url", codeUrl: code_url };
      }
      case "wechat_jsapi": {
        if (!input.payerOpenid) throw new Error("wechat_jsapi needs the payer's openid");
        const { prepay_id } = await this.#call<{ prepay_id: string }>("POST", "/v3/pay/transactions/jsapi", {
          ...order,
          payer: { openid: input.payerOpenid },
        });
        return { kind: "jsapi", params: this.#jsapiParams(merchant, prepay_id) };
      }
      case "wechat_h5": {
        if (!input.payerClientIp) throw new Error("wechat_h5 needs the payer's address");
        const { h5_url } = await this.#call<{ h5_url: string }>("POST", "/v3/pay/transactions/h5", {
          ...order,
          scene_info: { payer_client_ip: input.payerClientIp, h5_info: { type: "Wap" } },
        });
        const separator = h5_url.includes("?") ? "&" : "?";
        return {
          kind: "url",
          url: `${h5_url}${separator}redirect_url=${encodeURIComponent(input.returnUrl)}`,
        };
      }
      default:
        throw new Error(`${input.channel} is not a WeChat Pay channel`);
    }
  }

  async query(orderNo: string): Promise<ChannelTransaction> {
    const merchant = await this.#merchant();
    const transaction = await this.#call<WechatTransaction>(
      "GET",
      `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}?mchid=${encodeURIComponent(merchant.mchId)}`,
    );
    return channelTransaction(transaction);
  }

  async close(orderNo: string): Promise<void> {
    const merchant = await this.#merchant();
    await this.#call("POST", `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNo)}/close`, {
      mchid: merchant.mchId,
    });
  }

  async refund(input: RefundInput): Promise<ChannelRefund> {
    const refund = await this.#call<WechatRefund>("POST", "/v3/refund/domestic/refunds", {
      out_trade_no: input.orderNo,
      out_refund_no: input.refundNo,
      reason: input.reason,
      notify_url: this.#options.notifyUrl,
      amount: { refund: input.refundFen, total: input.totalFen, currency: "CNY" },
    });
    return channelRefund(refund.out_trade_no, refund.out_refund_no, refund.status, refund);
  }

  async queryRefund(refundNo: string): Promise<ChannelRefund> {
    const refund = await this.#call<WechatRefund>(
      "GET",
      `/v3/refund/domestic/refunds/${encodeURIComponent(refundNo)}`,
    );
    return channelRefund(refund.out_trade_no, refund.out_refund_no, refund.status, refund);
  }

  async verifyNotification(
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<VerifiedNotification> {
    const merchant = await this.#merchant();
    const problem = signatureProblem(
      merchant.platformKeys,
      lowerCaseHeaders(headers),
      rawBody,
      this.#options.now(),
    );
    if (problem) throw new PaymentNotificationRefused(problem);
    const notification = parseJson<{ event_type?: string; resource?: Partial<EncryptedResource> }>(rawBody);
    const resource = notification?.resource;
    if (!notification || !resource?.ciphertext || !resource.nonce)
      throw new PaymentNotificationRefused("not a notification");
    if (!NOTIFICATION_EVENTS.includes(notification.event_type ?? ""))
      throw new PaymentNotificationRefused(`unexpected event type ${notification.event_type}`);
    if (resource.algorithm !== "AEAD_AES_256_GCM")
      throw new PaymentNotificationRefused(`unexpected algorithm ${resource.algorithm}`);
    const plaintext = decryptResource(merchant.apiV3Key, {
      ciphertext: resource.ciphertext,
      nonce: resource.nonce,
      associated_data: resource.associated_data ?? "",
    });
    if (plaintext === null) throw new PaymentNotificationRefused("resource does not decrypt");
    const content = parseJson<WechatTransaction | WechatRefundResource>(plaintext);
    if (!content) throw new PaymentNotificationRefused("resource is not JSON");
    if (content.mchid !== merchant.mchId)
      throw new PaymentNotificationRefused("another merchant's notification");
    if (notification.event_type === "TRANSACTION.SUCCESS") {
      return { kind: "payment", transaction: channelTransaction(content as WechatTransaction) };
    }
    const refund = content as WechatRefundResource;
    return {
      kind: "refund",
      refund: channelRefund(refund.out_trade_no, refund.out_refund_no, refund.refund_status, refund),
    };
  }

  answerNotification(accepted: boolean): NotificationAnswer {
    // WeChat Pay takes 200 or 204 without a body as received; anything else is retried later.
    return accepted
      ? { status: 204, contentType: "application/json; charset=utf-8", body: "" }
      : {
          status: 500,
          contentType: "application/json; charset=utf-8",
          body: JSON.stringify({ code: "FAIL", message: "失败" }),
        };
  }

  async downloadBill(day: string): Promise<BillLine[]> {
    type Bill = { download_url: string; hash_type: string; hash_value: string };
    const bill = await this.#call<Bill>(
      "GET",
      `/v3/bill/tradebill?bill_date=${encodeURIComponent(day)}&bill_type=ALL`,
    ).catch((error: unknown) => {
      // WeChat Pay makes no bill for a day without payments or refunds.
      if (error instanceof WechatPayError && error.code === "NO_STATEMENT_EXIST") return null;
      throw error;
    });
    if (!bill) return [];
    // The signed download goes to WeChat Pay's own host only, never where an answer points elsewhere.
    const download = new URL(bill.download_url);
    const api = new URL(this.#options.apiOrigin);
    if (download.origin !== api.origin || !download.pathname.startsWith(api.pathname.replace(/\/$/, "")))
      throw new WechatPayError(200, "BILL_URL", "download_url is not on the API's origin");
    const path = `${download.pathname.slice(api.pathname.replace(/\/$/, "").length)}${download.search}`;
    // The file itself is not signed; its hash in the signed answer vouches for it.
    const text = await this.#send("GET", path, "", { verifyAnswer: false });
    if (
      bill.hash_type !== "SHA1" ||
      createHash("sha1").update(text).digest("hex") !== bill.hash_value.toLowerCase()
    )
      throw new WechatPayError(200, "BILL_HASH", "the bill does not match its hash");
    return parseTradeBill(text);
  }

  async #merchant(): Promise<WechatPayMerchant> {
    const { merchant } = this.#options;
    return typeof merchant === "function" ? merchant() : merchant;
  }

  #jsapiParams(merchant: WechatPayMerchant, prepayId: string) {
    const timeStamp = String(unixSeconds(this.#options.now()));
    const nonceStr = wechatPayNonce();
    const packageValue = `prepay_id=${prepayId}`;
    return {
      appId: merchant.appId,
      timeStamp,
      nonceStr,
      package: packageValue,
      signType: "RSA" as const,
      paySign: signMessage(
        merchant.privateKey,
        jsapiMessage(merchant.appId, timeStamp, nonceStr, packageValue),
      ),
    };
  }

  async #call<T>(method: "GET" | "POST", path: string, body?: object): Promise<T> {
    const text = await this.#send(method, path, body === undefined ? "" : JSON.stringify(body), {
      verifyAnswer: true,
    });
    return (text ? JSON.parse(text) : {}) as T;
  }

  /** One signed request; `path` is what is signed (WeChat Pay's path and query, without the origin). */
  async #send(method: string, path: string, body: string, { verifyAnswer }: { verifyAnswer: boolean }) {
    const merchant = await this.#merchant();
    const timestamp = String(unixSeconds(this.#options.now()));
    const nonce = wechatPayNonce();
    const authorization = authorizationHeader({
      mchid: merchant.mchId,
      nonce_str: nonce,
      timestamp,
      serial_no: merchant.certificateSerial,
      signature: signMessage(merchant.privateKey, requestMessage(method, path, timestamp, nonce, body)),
    });
    const response = await this.#fetch(`${this.#options.apiOrigin}${path}`, {
      method,
      headers: {
        authorization,
        accept: "application/json",
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body } : {}),
      signal: AbortSignal.timeout(WECHAT_PAY_TIMEOUT_MS),
    });
    const answer = await response.text();
    if (!response.ok) {
      const refusal = parseJson<{ code?: string; message?: string }>(answer);
      throw new WechatPayError(response.status, refusal?.code ?? "UNKNOWN", refusal?.message ?? "");
    }
    if (verifyAnswer) {
      const answerHeaders = Object.fromEntries(response.headers.entries());
      const problem = signatureProblem(merchant.platformKeys, answerHeaders, answer, this.#options.now());
      if (problem) throw new WechatPayError(response.status, "ANSWER_SIGNATURE", problem);
    }
    return answer;
  }
}

function parseJson<T>(text: string): T | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as T) : null;
  } catch {
    return null;
  }
}

function channelTransaction(transaction: WechatTransaction): ChannelTransaction {
  const state = WECHAT_TRANSACTION_STATES[transaction.trade_state] ?? "paying";
  return {
    orderNo: transaction.out_trade_no,
    channelTradeNo: transaction.transaction_id || null,
    state,
    amountFen: transaction.amount.total,
    currency: transaction.amount.currency,
    paidAt: state === "paid" && transaction.success_time ? new Date(transaction.success_time) : null,
  };
}

function channelRefund(
  orderNo: string,
  refundNo: string,
  status: WechatRefund["status"],
  refund: Pick<WechatRefund, "amount" | "success_time">,
): ChannelRefund {
  const state = WECHAT_REFUND_STATES[status] ?? "processing";
  return {
    orderNo,
    refundNo,
    state,
    refundFen: refund.amount.refund,
    succeededAt: state === "succeeded" && refund.success_time ? new Date(refund.success_time) : null,
  };
}
