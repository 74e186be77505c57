import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readTradeBill, unzip, writeTradeBill } from "./alipay-bill";

// Alipay's layout: GBK file names without the UTF-8 flag, GBK CSV with tab-padded fields.
const zip = readFileSync(path.join(import.meta.dirname, "test-trade-bill.zip"));

describe("Alipay's trade bill", () => {
  it("opens the zip, GBK names and all", () => {
    expect([...unzip(zip).keys()]).toEqual([
      "20881000000000010156_20261207_业务明细.csv",
      "20881000000000010156_20261207_业务明细(汇总).csv",
    ]);
  });

  it("reads the payments and refunds of 业务明细 in exact fen", () => {
    expect(readTradeBill(zip)).toEqual([
      {
        orderNo: "VIP2026120700000501",
        channelTradeNo: "2026120722001400000000000001",
        kind: "payment",
        refundNo: null,
        amountFen: 1990,
        at: new Date("2026-12-07T02:00:05Z"),
      },
      {
        orderNo: "VIP2026120700000502",
        channelTradeNo: "2026120722001400000000000002",
        kind: "payment",
        refundNo: null,
        amountFen: 1,
        at: new Date("2026-12-07T03:00:09Z"),
      },
      {
        orderNo: "VIP2026120700000501",
        channelTradeNo: "2026120722001400000000000001",
        kind: "refund",
        refundNo: "RF2026120700000501",
        amountFen: 1990,
        at: new Date("2026-12-07T07:30:00Z"),
      },
    ]);
  });

  it("refuses what is not a zip", () => {
    expect(() => readTradeBill(Buffer.from("支付宝交易号,商户订单号"))).toThrow(/not a zip/);
  });

  it("writes a bill, as the sandbox serves it, that reads back line for line", () => {
    const written = writeTradeBill({
      partnerId: "2088000000000001",
      day: "2026-12-07",
      exportedAt: new Date("2026-12-08T01:05:00Z"),
      rows: [
        {
          tradeNo: "2026120722001400000000000009",
          orderNo: "V20261207100000000abcdefghij",
          kind: "payment",
          subject: "诉达会员 月卡，续费",
          createdAt: new Date("2026-12-07T01:59:00Z"),
          finishedAt: new Date("2026-12-07T02:00:05Z"),
          amountFen: 1990,
          refundNo: null,
        },
        {
          tradeNo: "2026120722001400000000000009",
          orderNo: "V20261207100000000abcdefghij",
          kind: "refund",
          subject: "诉达会员 月卡，续费",
          createdAt: new Date("2026-12-07T01:59:00Z"),
          finishedAt: new Date("2026-12-07T07:30:00Z"),
          amountFen: 990,
          refundNo: "R20261207153000000abcdefghij",
        },
      ],
    });
    expect([...unzip(written).keys()]).toEqual([
      "2088000000000001_20261207_业务明细.csv",
      "2088000000000001_20261207_业务明细(汇总).csv",
    ]);
    expect(readTradeBill(written)).toEqual([
      {
        orderNo: "V20261207100000000abcdefghij",
        channelTradeNo: "2026120722001400000000000009",
        kind: "payment",
        refundNo: null,
        amountFen: 1990,
        at: new Date("2026-12-07T02:00:05Z"),
      },
      {
        orderNo: "V20261207100000000abcdefghij",
        channelTradeNo: "2026120722001400000000000009",
        kind: "refund",
        refundNo: "R20261207153000000abcdefghij",
        amountFen: 990,
        at: new Date("2026-12-07T07:30:00Z"),
      },
    ]);
  });
});
