import { createHash } from "node:crypto";
import {
  type ChannelRefund,
  type ChannelTransaction,
  PaymentChannelError,
  type PaymentGateway,
  PaymentNotificationRefused,
  type PaymentProviderName,
  type RefundInput,
} from "../../providers/payment/payment-gateway";

/**
 * A payment channel in memory for the membership's tests, kept to the `PaymentGateway` interface so
 * the WeChat Pay gateway and its sandbox can take its place: it holds the transactions it created,
 * lets a test pay, close or fail them, and signs its notifications over the exact bytes it sends.
 */
export function createTestChannel(provider: PaymentProviderName = "wechat") {
  const transactions = new Map<string, ChannelTransaction>();
  const closed: string[] = [];
  const refunds: RefundInput[] = [];
  // How each refund ended at the channel (`endRefund`); one not in here is still processing.
  const refundEnds = new Map<string, { state: "succeeded" | "failed"; at: Date }>();
  const failures = { create: false, refund: 0 };
  // Verified notifications held back until this many have arrived, so they settle all at once.
  let gathering: { count: number; arrived: number; release: () => void; released: Promise<void> } | null =
    null;
  let tradeNumber = 4200000000;

  const signatureOf = (rawBody: string) =>
    createHash("sha256").update(`test-channel-key\n${rawBody}`).digest("hex");

  const known = (orderNo: string) => {
    const transaction = transactions.get(orderNo);
    if (!transaction) throw new Error(`ORDER_NOT_EXIST ${orderNo}`);
    return transaction;
  };

  const gateway: PaymentGateway = {
    provider,
    async create(input) {
      if (failures.create) throw new Error("channel unavailable");
      transactions.set(input.orderNo, {
        orderNo: input.orderNo,
        channelTradeNo: null,
        state: "paying",
        amountFen: input.amountFen,
        currency: "CNY",
        paidAt: null,
      });
      if (input.channel === "wechat_jsapi") {
        return {
          kind: "jsapi",
          params: {
            appId: "wxtestofficial0001",
            timeStamp: "1780000000",
            nonceStr: "nonce",
            package: `prepay_id=wx${input.orderNo}`,
            signType: "RSA",
            paySign: `signed-for-${input.payerOpenid}`,
          },
        };
      }
      return { kind: "code_url", codeUrl: `weixin://wxpay/bizpayurl?pr=${input.orderNo}` };
    },
    async query(orderNo) {
      return { ...known(orderNo) };
    },
    async close(orderNo) {
      closed.push(orderNo);
      known(orderNo).state = "closed";
    },
    async refund(input): Promise<ChannelRefund> {
      refunds.push(input);
      if (failures.refund > 0) {
        failures.refund -= 1;
        throw new PaymentChannelError("WeChat Pay 403 NOT_ENOUGH: 基本账户余额不足");
      }
      return {
        orderNo: input.orderNo,
        refundNo: input.refundNo,
        state: "processing",
        refundFen: input.refundFen,
        succeededAt: null,
      };
    },
    async queryRefund(refundNo) {
      return refundOf(refundNo);
    },
    async verifyNotification(headers, rawBody) {
      if (headers["x-test-signature"] !== signatureOf(rawBody)) {
        throw new PaymentNotificationRefused("signature does not match the body");
      }
      if (gathering) {
        gathering.arrived += 1;
        if (gathering.arrived >= gathering.count) gathering.release();
        await gathering.released;
      }
      if (rawBody.includes('"refundNo"')) {
        const refund = JSON.parse(rawBody) as Omit<ChannelRefund, "succeededAt"> & {
          succeededAt: string | null;
        };
        return {
          kind: "refund",
          refund: { ...refund, succeededAt: refund.succeededAt ? new Date(refund.succeededAt) : null },
        };
      }
      const sent = JSON.parse(rawBody) as Omit<ChannelTransaction, "paidAt"> & { paidAt: string | null };
      return {
        kind: "payment",
        transaction: { ...sent, paidAt: sent.paidAt ? new Date(sent.paidAt) : null },
      };
    },
    answerNotification(accepted) {
      return accepted
        ? { status: 204, contentType: "application/json", body: "" }
        : {
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ code: "FAIL", message: "失败" }),
          };
    },
    async downloadBill() {
      return [];
    },
  };

  /** The payer pays: the channel's transaction is paid (for `amountFen`, by default the order's). */
  function pay(orderNo: string, paidAt: Date, overrides: Partial<ChannelTransaction> = {}) {
    const transaction = known(orderNo);
    tradeNumber += 1;
    Object.assign(transaction, {
      state: "paid",
      channelTradeNo: `${tradeNumber}`,
      paidAt,
      ...overrides,
    });
    return notificationOf(transaction);
  }

  /** The refund as the channel knows it: processing until `endRefund` ends it. */
  function refundOf(refundNo: string): ChannelRefund {
    const refund = refunds.find((candidate) => candidate.refundNo === refundNo);
    if (!refund) throw new Error(`REFUND_NOT_EXIST ${refundNo}`);
    const end = refundEnds.get(refundNo);
    return {
      orderNo: refund.orderNo,
      refundNo,
      state: end?.state ?? "processing",
      refundFen: refund.refundFen,
      succeededAt: end?.state === "succeeded" ? end.at : null,
    };
  }

  /** The channel ends a refund it was sent; answers the notification it sends of that. */
  function endRefund(refundNo: string, state: "succeeded" | "failed", at: Date) {
    refundEnds.set(refundNo, { state, at });
    return refundNotificationOf(refundOf(refundNo));
  }

  /** The notification the channel sends of a transaction: its body and signed headers. */
  function notificationOf(transaction: ChannelTransaction) {
    const rawBody = JSON.stringify({ ...transaction, paidAt: transaction.paidAt?.toISOString() ?? null });
    return {
      rawBody,
      headers: { "content-type": "application/json", "x-test-signature": signatureOf(rawBody) },
    };
  }

  /** The refund notification the channel sends: its body and signed headers. */
  function refundNotificationOf(refund: ChannelRefund) {
    const rawBody = JSON.stringify({ ...refund, succeededAt: refund.succeededAt?.toISOString() ?? null });
    return {
      rawBody,
      headers: { "content-type": "application/json", "x-test-signature": signatureOf(rawBody) },
    };
  }

  /** Holds verified notifications until `count` have arrived, then lets them all settle at once. */
  function gatherNotifications(count: number): void {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    gathering = { count, arrived: 0, release, released };
  }

  function stopGathering(): void {
    gathering = null;
  }

  return {
    gateway,
    transactions,
    closed,
    refunds,
    failures,
    pay,
    notificationOf,
    refundNotificationOf,
    endRefund,
    gatherNotifications,
    stopGathering,
  };
}
