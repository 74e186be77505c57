import { describe, expect, it } from "vitest";
import {
  beginPaying,
  beginRefund,
  closeUnpaid,
  failPayment,
  finishRefund,
  isLatePayment,
  isRefundBlocked,
  type OrderTransition,
  offeredChannels,
  paymentNumber,
  paymentProviderOf,
  refundableFen,
  refundFollowUpMinutes,
  settlePaid,
  VIP_ORDER_NO_PATTERN,
  VIP_ORDER_STATUSES,
  VIP_REFUND_BLOCKED_AFTER_FAILURES,
  type VipOrderStatus,
} from "./vip-order";

const next = (transition: OrderTransition) => (transition.ok ? transition.next : null);

/** Every state each transition accepts, and where it leads; every other state is refused. */
const ALLOWED: Record<string, Partial<Record<VipOrderStatus, VipOrderStatus>>> = {
  beginPaying: { created: "paying" },
  settlePaid: { paying: "paid" },
  closeUnpaid: { paying: "closed" },
  failPayment: { created: "failed", paying: "failed" },
  beginRefund: { paid: "refunding", partially_refunded: "refunding", refunding: "refunding" },
};
const TRANSITIONS: Record<string, (status: VipOrderStatus) => OrderTransition> = {
  beginPaying,
  settlePaid,
  closeUnpaid,
  failPayment,
  beginRefund,
};

describe("the membership order's state machine", () => {
  for (const [name, transition] of Object.entries(TRANSITIONS)) {
    it(`${name} leaves only the states it names`, () => {
      const taken = Object.fromEntries(
        VIP_ORDER_STATUSES.flatMap((status) => {
          const to = next(transition(status));
          return to ? [[status, to]] : [];
        }),
      );
      expect(taken).toEqual(ALLOWED[name]);
    });
  }

  it("finishes a refund whole, partial or undone only from refunding, once no other refund is open", () => {
    const ended = (refundedFen: number, openRefunds = 0) =>
      next(finishRefund("refunding", { refundedFen, amountFen: 2990, openRefunds }));
    expect(ended(2990)).toBe("refunded");
    expect(ended(2989)).toBe("partially_refunded");
    expect(ended(0)).toBe("paid");
    expect(ended(1000, 1)).toBe("refunding");
    for (const status of VIP_ORDER_STATUSES.filter((status) => status !== "refunding")) {
      expect(finishRefund(status, { refundedFen: 1, amountFen: 1, openRefunds: 0 }).ok).toBe(false);
    }
  });

  it("leaves refundable what no refund has taken or may still take", () => {
    expect(refundableFen(2990, [])).toBe(2990);
    expect(
      refundableFen(2990, [
        { amountFen: 1000, status: "succeeded" },
        { amountFen: 500, status: "pending" },
        { amountFen: 300, status: "processing" },
        { amountFen: 2000, status: "failed" },
      ]),
    ).toBe(1190);
    expect(refundableFen(2990, [{ amountFen: 2990, status: "succeeded" }])).toBe(0);
  });

  it("says in Chinese why a transition is refused", () => {
    expect(settlePaid("closed")).toEqual({ ok: false, reason: "订单已关闭，不能确认支付" });
  });

  it("treats a payment for a closed or failed order as late, and no other", () => {
    expect(VIP_ORDER_STATUSES.filter(isLatePayment)).toEqual(["closed", "failed"]);
  });
});

describe("channels", () => {
  it("belong to WeChat Pay or Alipay by their prefix", () => {
    expect(paymentProviderOf("wechat_jsapi")).toBe("wechat");
    expect(paymentProviderOf("wechat_native")).toBe("wechat");
    expect(paymentProviderOf("alipay_wap")).toBe("alipay");
  });
});

describe("order and refund numbers", () => {
  const random = Uint8Array.from([0, 1, 61, 62, 63, 255, 10, 36, 35, 9]);

  it("carry the Shanghai time to the millisecond and ten base-62 characters", () => {
    const number = paymentNumber("order", new Date("2026-12-06T16:05:09.007Z"), random);
    expect(number).toBe("V20261207000509007" + "01z017AaZ9");
    expect(number).toHaveLength(28);
    expect(number).toMatch(VIP_ORDER_NO_PATTERN);
    expect(paymentNumber("refund", new Date("2026-12-06T16:05:09.007Z"), random)).toMatch(/^R2026120700/);
  });

  it("sort by time", () => {
    const earlier = paymentNumber("order", new Date("2026-12-31T15:59:59.999Z"), random.fill(255));
    const later = paymentNumber("order", new Date("2026-12-31T16:00:00.000Z"), new Uint8Array(10));
    expect(earlier < later).toBe(true);
  });

  it("need ten random bytes", () => {
    expect(() => paymentNumber("order", new Date(), new Uint8Array(9))).toThrow();
  });
});

describe("the channels a device offers", () => {
  it("offers a device's own channels that the platform takes, in the device's order", () => {
    const all = ["alipay_wap", "alipay_page", "wechat_h5", "wechat_jsapi", "wechat_native"] as const;
    expect(offeredChannels("pc", all)).toEqual(["wechat_native", "alipay_page"]);
    expect(offeredChannels("wechat", all)).toEqual(["wechat_jsapi"]);
    expect(offeredChannels("phone", all)).toEqual(["wechat_h5", "alipay_wap"]);
  });

  it("leaves out a channel whose provider is not configured", () => {
    expect(offeredChannels("phone", ["alipay_wap", "alipay_page"])).toEqual(["alipay_wap"]);
    expect(offeredChannels("wechat", ["alipay_wap", "alipay_page"])).toEqual([]);
  });
});

describe("a refund the channel keeps refusing", () => {
  it("is blocked for staff from the third refusal in a row", () => {
    expect(isRefundBlocked(VIP_REFUND_BLOCKED_AFTER_FAILURES - 1)).toBe(false);
    expect(isRefundBlocked(VIP_REFUND_BLOCKED_AFTER_FAILURES)).toBe(true);
  });

  it("is followed up hourly for a day of refusals, then every six hours, never given up", () => {
    expect(refundFollowUpMinutes(0)).toBe(60);
    expect(refundFollowUpMinutes(23)).toBe(60);
    expect(refundFollowUpMinutes(24)).toBe(360);
    expect(refundFollowUpMinutes(500)).toBe(360);
  });
});
