import { VIP_PAYMENT_CHANNELS } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { PAYMENT_CHANNELS } from "../../providers/payment/payment-gateway";

describe("payment channels", () => {
  it("are the same list in the domain (orders, contracts, schema) and in the payment providers", () => {
    expect([...VIP_PAYMENT_CHANNELS]).toEqual([...PAYMENT_CHANNELS]);
  });
});
