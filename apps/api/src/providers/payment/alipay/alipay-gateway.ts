import type { KeyObject } from "node:crypto";
import { AlipaySdk, type AlipaySdkCommonResult } from "alipay-sdk";
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
import { beijingBillTime, fenToYuan, parseBeijingBillTime, yuanToFen } from "../wechat/wechat-pay-protocol";
import { readTradeBill } from "./alipay-bill";
import { ALIPAY_SUCCESS_CODE, exactFen } from "./alipay-protocol";

/** An Alipay application's credentials (public-key mode), as the settings (or the sandbox) give them. */
export interface AlipayMerchant {
  appId: string;
  /** The merchant's partner id (`2088…`): notifications must name it as `seller_id`. */
  sellerId: string;
  /** The application's private key, which signs our requests. */
  appPrivateKey: KeyObject;
  /** Alipay's public key (支付宝公钥), which verifies its answers and notifications. */
  alipayPublicKey: KeyObject;
}

export interface AlipayGatewayOptions {
  /** The settings' merchant, or the sandbox's, whose keys are made on first use. */
  merchant: AlipayMerchant | (() => Promise<AlipayMerchant>);
  /** `https://openapi.alipay.com`, or the sandbox's address: the sdk calls `/gateway.do` on it. */
  gatewayOrigin: string;
  /** Where Alipay posts payment (and refund) notifications. */
  notifyUrl: string;
}

/** Alipay refused a call (its `code` and `sub_code`), or answered what we cannot trust. */
export class AlipayError extends PaymentChannelError {
  override name = "AlipayError";
  constructor(
    readonly code: string,
    readonly subCode: string,
    message: string,
  ) {
    super(`Alipay ${code} ${subCode}: ${message}`);
  }
}

/** Alipay is called inside a buyer's request and answers within seconds when well. */
const ALIPAY_TIMEOUT_MS = 10_000;

const PRODUCT_CODES = { alipay_page: "FAST_INSTANT_TRADE_PAY", alipay_wap: "QUICK_WAP_WAY" } as const;
const PAY_METHODS = { alipay_page: "alipay.trade.page.pay", alipay_wap: "alipay.trade.wap.pay" } as const;

const TRADE_STATES: Record<string, ChannelTransaction["state"]> = {
  WAIT_BUYER_PAY: "paying",
  TRADE_SUCCESS: "paid",
  // Paid and past its refund period: still paid.
  TRADE_FINISHED: "paid",
  TRADE_CLOSED: "closed",
};

/** Alipay's answer when a trade was never opened by a payer (page and wap pay make it then). */
const TRADE_NOT_EXIST = "ACQ.TRADE_NOT_EXIST";

/**
 * Alipay's page and wap pay, query, close, refund and its query, and the trade bill, through the
 * official `alipay-sdk` in public-key mode: every answer's signature checked by the sdk, notifications
 * verified with `checkNotifySignV2` on the form-decoded body (decision 090).
 */
export class AlipayGateway implements PaymentGateway {
  readonly provider = "alipay" as const;
  readonly #options: AlipayGatewayOptions;
  #client: Promise<{ merchant: AlipayMerchant; sdk: AlipaySdk }> | null = null;

  constructor(options: AlipayGatewayOptions) {
    this.#options = options;
  }

  async create(input: CreatePaymentInput): Promise<PayInstruction> {
    if (input.channel !== "alipay_page" && input.channel !== "alipay_wap")
      throw new Error(`${input.channel} is not an Alipay channel`);
    const { sdk } = await this.#sdk();
    // Nothing is sent now: the URL is Alipay's gateway with the signed order, which the browser
    // opens; Alipay makes the trade when the payer arrives.
    const url = sdk.pageExecute(PAY_METHODS[input.channel], "GET", {
      bizContent: {
        out_trade_no: input.orderNo,
        total_amount: fenToYuan(input.amountFen),
        subject: input.description,
        product_code: PRODUCT_CODES[input.channel],
        time_expire: beijingBillTime(input.expiresAt),
        ...(input.channel === "alipay_wap" ? { quit_url: input.returnUrl } : {}),
      },
      returnUrl: input.returnUrl,
      notifyUrl: this.#options.notifyUrl,
    });
    return { kind: "url", url };
  }

  async query(orderNo: string): Promise<ChannelTransaction> {
    const trade = await this.#call("alipay.trade.query", { out_trade_no: orderNo });
    const state = TRADE_STATES[trade.trade_status] ?? "paying";
    return {
      orderNo: trade.out_trade_no,
      channelTradeNo: trade.trade_no || null,
      state,
      amountFen: yuanToFen(trade.total_amount),
      currency: trade.trans_currency ?? "CNY",
      paidAt: state === "paid" && trade.send_pay_date ? parseBeijingBillTime(trade.send_pay_date) : null,
    };
  }

  async close(orderNo: string): Promise<void> {
    await this.#call("alipay.trade.close", { out_trade_no: orderNo }).catch((error: unknown) => {
      // No payer opened the page yet, so there is nothing to close; `time_expire` still bounds it.
      if (error instanceof AlipayError && error.subCode === TRADE_NOT_EXIST) return;
      throw error;
    });
  }

  async refund(input: RefundInput): Promise<ChannelRefund> {
    // The same `out_request_no` on a retry: Alipay refunds it once and answers the first result.
    const refund = await this.#call("alipay.trade.refund", {
      out_trade_no: input.orderNo,
      refund_amount: fenToYuan(input.refundFen),
      out_request_no: input.refundNo,
      refund_reason: input.reason,
    });
    return {
      orderNo: input.orderNo,
      refundNo: input.refundNo,
      // A refund Alipay accepts is done when it answers.
      state: "succeeded",
      refundFen: input.refundFen,
      succeededAt: refund.gmt_refund_pay ? parseBeijingBillTime(refund.gmt_refund_pay) : null,
    };
  }

  async queryRefund(refundNo: string, orderNo: string): Promise<ChannelRefund> {
    const refund = await this.#call("alipay.trade.fastpay.refund.query", {
      out_trade_no: orderNo,
      out_request_no: refundNo,
      query_options: ["gmt_refund_pay"],
    });
    // Without `REFUND_SUCCESS` Alipay never took the refund (or refused it): the same number may be sent again.
    const succeeded = refund.refund_status === "REFUND_SUCCESS";
    return {
      orderNo,
      refundNo,
      state: succeeded ? "succeeded" : "failed",
      refundFen: succeeded ? yuanToFen(refund.refund_amount) : 0,
      succeededAt: succeeded && refund.gmt_refund_pay ? parseBeijingBillTime(refund.gmt_refund_pay) : null,
    };
  }

  async verifyNotification(
    _headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<VerifiedNotification> {
    const { merchant, sdk } = await this.#sdk();
    const params = Object.fromEntries(new URLSearchParams(rawBody));
    if (!params.sign) throw new PaymentNotificationRefused("not signed");
    if (!sdk.checkNotifySignV2(params)) throw new PaymentNotificationRefused("signature does not verify");
    if (params.app_id !== merchant.appId)
      throw new PaymentNotificationRefused("another application's notification");
    if (params.seller_id !== merchant.sellerId)
      throw new PaymentNotificationRefused("another seller's notification");
    if (params.notify_type !== "trade_status_sync")
      throw new PaymentNotificationRefused(`unexpected notify type ${params.notify_type}`);
    const orderNo = params.out_trade_no;
    if (!orderNo) throw new PaymentNotificationRefused("no order number");
    const amount = (name: string) => {
      const fen = exactFen(params[name]);
      if (fen === null) throw new PaymentNotificationRefused(`${name} is not an amount in yuan`);
      return fen;
    };
    // A refund is told by its request number; `refund_fee` is the trade's refunded total so far.
    if (params.out_biz_no && params.refund_fee !== undefined) {
      const refundedAt = params.gmt_refund ?? params.gmt_close;
      return {
        kind: "refund",
        refund: {
          orderNo,
          refundNo: params.out_biz_no,
          state: "succeeded",
          refundFen: amount("refund_fee"),
          succeededAt: refundedAt ? parseBeijingBillTime(refundedAt) : null,
        },
      };
    }
    const state = TRADE_STATES[params.trade_status ?? ""];
    if (!state) throw new PaymentNotificationRefused(`unexpected trade status ${params.trade_status}`);
    return {
      kind: "payment",
      transaction: {
        orderNo,
        channelTradeNo: params.trade_no || null,
        state,
        amountFen: amount("total_amount"),
        currency: "CNY",
        paidAt: state === "paid" && params.gmt_payment ? parseBeijingBillTime(params.gmt_payment) : null,
      },
    };
  }

  answerNotification(accepted: boolean): NotificationAnswer {
    // Alipay reads the body: `success` ends its retries, anything else is retried later.
    return { status: 200, contentType: "text/plain; charset=utf-8", body: accepted ? "success" : "fail" };
  }

  /** The address of the day's trade bill (a zip of GBK CSV files), or null when Alipay has none. */
  async billDownloadUrl(day: string): Promise<string | null> {
    const answer = await this.#call("alipay.data.dataservice.bill.downloadurl.query", {
      bill_type: "trade",
      bill_date: day,
    }).catch((error: unknown) => {
      if (error instanceof AlipayError && error.subCode === "isp.bill_not_exist") return null;
      throw error;
    });
    return answer?.bill_download_url ?? null;
  }

  async downloadBill(day: string): Promise<BillLine[]> {
    const url = await this.billDownloadUrl(day);
    if (url === null) return [];
    // The address came in a signed answer and is itself signed by Alipay, valid for 30 seconds.
    const response = await fetch(url, { signal: AbortSignal.timeout(ALIPAY_TIMEOUT_MS) });
    if (!response.ok)
      throw new AlipayError(String(response.status), "BILL_DOWNLOAD", "the bill did not download");
    return readTradeBill(Buffer.from(await response.arrayBuffer()));
  }

  /** One call through the sdk, its answer's signature checked; a refusal thrown with Alipay's codes. */
  async #call(method: string, bizContent: Record<string, unknown>): Promise<AlipaySdkCommonResult> {
    const { sdk } = await this.#sdk();
    const answer = await sdk.exec(method, { bizContent }, { validateSign: true });
    if (answer.code !== ALIPAY_SUCCESS_CODE)
      throw new AlipayError(answer.code, answer.sub_code ?? "", answer.sub_msg ?? answer.msg ?? "");
    return answer;
  }

  #sdk() {
    this.#client ??= (async () => {
      const { merchant: given } = this.#options;
      const merchant = typeof given === "function" ? await given() : given;
      const sdk = new AlipaySdk({
        appId: merchant.appId,
        privateKey: merchant.appPrivateKey.export({ type: "pkcs8", format: "pem" }).toString(),
        keyType: "PKCS8",
        alipayPublicKey: merchant.alipayPublicKey.export({ type: "spki", format: "pem" }).toString(),
        gateway: `${this.#options.gatewayOrigin}/gateway.do`,
        signType: "RSA2",
        timeout: ALIPAY_TIMEOUT_MS,
        // Alipay's own field names, as its documentation and the sandbox write them.
        camelcase: false,
      });
      return { merchant, sdk };
    })();
    return this.#client;
  }
}
