import type { VipPaymentChannel, VipPaymentProvider } from "@tousu/domain";

/**
 * A payment channel's provider (WeChat Pay API v3, Alipay), as the membership orders use it. Each
 * provider has a real implementation against its merchant API and is answered offline by the
 * local sandbox gateway, which speaks the same protocol (signatures, encryption, notifications),
 * so the verification code under test is the code that runs in production.
 *
 * Amounts are integer fen; currency is always checked against `CNY`.
 */

/** The channels are the domain's (`VIP_PAYMENT_CHANNELS`): orders, contracts and the schema name them too. */
export type PaymentChannel = VipPaymentChannel;
export type PaymentProviderName = VipPaymentProvider;

export interface CreatePaymentInput {
  channel: PaymentChannel;
  /** The platform's order number, unique per channel; the channel's `out_trade_no`. */
  orderNo: string;
  amountFen: number;
  /** What the payer sees on the channel's page and bill. */
  description: string;
  /** After this the channel must refuse payment (WeChat `time_expire`, Alipay `time_expire`). */
  expiresAt: Date;
  /** Where the browser returns after paying (page and wap pay, WeChat H5 pay's `redirect_url`). */
  returnUrl: string;
  /** The payer's openid under the official account, required by `wechat_jsapi`. */
  payerOpenid?: string;
  /** The payer's address, required by `wechat_h5` (`scene_info.payer_client_ip`). */
  payerClientIp?: string;
}

/** What the browser needs to pay: a QR code's content, an address to open, or JSAPI's parameters. */
export type PayInstruction =
  | { kind: "code_url"; codeUrl: string }
  | { kind: "url"; url: string }
  | {
      kind: "jsapi";
      params: {
        appId: string;
        timeStamp: string;
        nonceStr: string;
        package: string;
        signType: "RSA";
        paySign: string;
      };
    };

/** A transaction as the channel knows it (its query answer or a verified notification). */
export interface ChannelTransaction {
  orderNo: string;
  /** The channel's own number (`transaction_id`, `trade_no`); absent before the payer acts. */
  channelTradeNo: string | null;
  state: "paying" | "paid" | "closed" | "failed";
  amountFen: number;
  currency: string;
  paidAt: Date | null;
}

export interface RefundInput {
  orderNo: string;
  /** The platform's refund number: a retry sends the same one, so the channel refunds once. */
  refundNo: string;
  refundFen: number;
  totalFen: number;
  reason: string;
}

export interface ChannelRefund {
  orderNo: string;
  refundNo: string;
  state: "processing" | "succeeded" | "failed";
  refundFen: number;
  succeededAt: Date | null;
}

/** A notification whose signature (and, for WeChat, ciphertext) checked out. */
export type VerifiedNotification =
  | { kind: "payment"; transaction: ChannelTransaction }
  | { kind: "refund"; refund: ChannelRefund };

/** What the channel must be answered with: WeChat wants a status and JSON, Alipay the text `success`. */
export interface NotificationAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** One line of the channel's daily bill, for reconciliation. */
export interface BillLine {
  orderNo: string;
  channelTradeNo: string;
  kind: "payment" | "refund";
  refundNo: string | null;
  amountFen: number;
  at: Date;
}

export interface PaymentGateway {
  readonly provider: PaymentProviderName;
  create(input: CreatePaymentInput): Promise<PayInstruction>;
  query(orderNo: string): Promise<ChannelTransaction>;
  /** Closes an unpaid transaction at the channel, so its code or page can no longer be paid. */
  close(orderNo: string): Promise<void>;
  refund(input: RefundInput): Promise<ChannelRefund>;
  /** Alipay finds a refund by its trade and request numbers; WeChat Pay by the refund number alone. */
  queryRefund(refundNo: string, orderNo: string): Promise<ChannelRefund>;
  /**
   * Verifies a notification on its raw body and headers exactly as received. Throws
   * `PaymentNotificationRefused` (with the reason) for a forged signature, an unknown key serial,
   * a stale timestamp or a ciphertext that does not decrypt.
   */
  verifyNotification(
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<VerifiedNotification>;
  answerNotification(accepted: boolean): NotificationAnswer;
  downloadBill(day: string): Promise<BillLine[]>;
}

/**
 * A channel refused a call or answered what cannot be trusted; the message is the channel's code and
 * words (never a payer's data), which finance staff read on a refund the channel keeps refusing.
 */
export class PaymentChannelError extends Error {}

export class PaymentNotificationRefused extends Error {
  constructor(readonly reason: string) {
    super(`payment notification refused: ${reason}`);
    this.name = "PaymentNotificationRefused";
  }
}

/** The gateways of the providers that can take payments; a provider without one cannot be offered. */
export type PaymentGateways = Partial<Record<PaymentProviderName, PaymentGateway>>;
