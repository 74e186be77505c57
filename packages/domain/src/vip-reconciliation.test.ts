import { describe, expect, it } from "vitest";
import {
  type BillLineFacts,
  billPublishedAt,
  dailyReconciliationAt,
  nextDailyBillDay,
  type PlatformOrderFacts,
  type PlatformRefundFacts,
  reconcileBill,
} from "./vip-reconciliation";

const payment = (orderNo: string, amountFen: number): BillLineFacts => ({
  orderNo,
  channelTradeNo: `T${orderNo}`,
  kind: "payment",
  refundNo: null,
  amountFen,
});
const refundLine = (orderNo: string, refundNo: string, amountFen: number): BillLineFacts => ({
  orderNo,
  channelTradeNo: `T${orderNo}`,
  kind: "refund",
  refundNo,
  amountFen,
});
const order = (orderNo: string, overrides: Partial<PlatformOrderFacts> = {}): PlatformOrderFacts => ({
  orderNo,
  status: "paid",
  amountFen: 1990,
  paidOnDay: true,
  ...overrides,
});
const refund = (refundNo: string, overrides: Partial<PlatformRefundFacts> = {}): PlatformRefundFacts => ({
  refundNo,
  orderNo: "V1",
  status: "succeeded",
  amountFen: 1990,
  succeededOnDay: true,
  ...overrides,
});

describe("a day's bill against the platform", () => {
  it("finds nothing when every payment and refund agrees", () => {
    expect(
      reconcileBill(
        [payment("V1", 1990), payment("V2", 500), refundLine("V1", "R1", 1990)],
        [order("V1", { status: "refunded" }), order("V2", { amountFen: 500, status: "partially_refunded" })],
        [refund("R1")],
      ),
    ).toEqual([]);
  });

  it("takes an order paid on another day but billed on this one as agreeing", () => {
    expect(reconcileBill([payment("V1", 1990)], [order("V1", { paidOnDay: false })], [])).toEqual([]);
  });

  it("names a payment the platform does not hold as paid, with the order's state", () => {
    expect(
      reconcileBill([payment("V1", 1990)], [order("V1", { status: "closed", paidOnDay: false })], []),
    ).toEqual([
      {
        kind: "channel_only",
        orderNo: "V1",
        refundNo: null,
        channelTradeNo: "TV1",
        channelFen: 1990,
        platformFen: null,
        platformStatus: "closed",
      },
    ]);
  });

  it("names an order paid here that day that the bill does not list", () => {
    expect(reconcileBill([], [order("V1")], [])).toMatchObject([
      { kind: "platform_only", orderNo: "V1", channelFen: null, platformFen: 1990 },
    ]);
  });

  it("names a payment whose amount differs, with both figures", () => {
    expect(reconcileBill([payment("V1", 1000)], [order("V1")], [])).toMatchObject([
      { kind: "amount_differs", channelFen: 1000, platformFen: 1990 },
    ]);
  });

  it("names an order number the platform never issued, payment or refund", () => {
    expect(reconcileBill([payment("V9", 100), refundLine("V9", "R9", 100)], [], [])).toMatchObject([
      { kind: "unknown_order", orderNo: "V9", refundNo: null, channelFen: 100, platformFen: null },
      { kind: "unknown_order", orderNo: "V9", refundNo: "R9", channelFen: 100, platformFen: null },
    ]);
  });

  it("names a refund that differs in amount, is not succeeded here, is unknown here, or is missing from the bill", () => {
    const mismatches = reconcileBill(
      [
        payment("V1", 1990),
        refundLine("V1", "R1", 990),
        refundLine("V1", "R2", 500),
        refundLine("V1", "R3", 10),
      ],
      [order("V1", { status: "partially_refunded" })],
      [refund("R1"), refund("R2", { status: "processing", amountFen: 500 }), refund("R4", { amountFen: 20 })],
    );
    expect(
      mismatches.map(({ kind, refundNo, channelFen, platformFen, platformStatus }) => [
        kind,
        refundNo,
        channelFen,
        platformFen,
        platformStatus,
      ]),
    ).toEqual([
      ["refund_differs", "R1", 990, 1990, "succeeded"],
      ["refund_differs", "R2", 500, 500, "processing"],
      ["refund_differs", "R3", 10, null, null],
      ["refund_differs", "R4", null, 20, "succeeded"],
    ]);
  });

  it("names a line the bill repeats once", () => {
    expect(reconcileBill([payment("V9", 100), payment("V9", 100)], [], [])).toHaveLength(1);
  });
});

describe("when a day's bill is reconciled", () => {
  it("waits for each channel's publishing hour of the next Beijing day", () => {
    expect(billPublishedAt("wechat", "2026-12-06")).toEqual(new Date("2026-12-07T02:00:00Z"));
    expect(billPublishedAt("alipay", "2026-12-06")).toEqual(new Date("2026-12-07T01:00:00Z"));
    expect(dailyReconciliationAt("wechat", "2026-12-06")).toEqual(new Date("2026-12-07T02:30:00Z"));
  });

  it("runs yesterday's bill next until its run time, then today's", () => {
    expect(nextDailyBillDay("wechat", new Date("2026-12-07T02:29:59Z"))).toBe("2026-12-06");
    expect(nextDailyBillDay("wechat", new Date("2026-12-07T02:30:00Z"))).toBe("2026-12-07");
    expect(nextDailyBillDay("alipay", new Date("2026-12-06T16:00:00Z"))).toBe("2026-12-06");
  });
});
