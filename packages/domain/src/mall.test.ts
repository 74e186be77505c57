import { describe, expect, it } from "vitest";
import {
  canAfford,
  canFulfil,
  initialRedemptionStatus,
  MALL_BENEFIT_KINDS,
  MALL_CATALOGUE,
  MALL_REDEMPTION_STATUSES,
  mallBenefitOf,
} from "./mall";
import { paymentNumber } from "./vip-order";

describe("the points mall's catalogue", () => {
  it("offers one benefit of each kind, at a whole positive number of points, under unique codes", () => {
    expect(MALL_CATALOGUE.map((benefit) => benefit.kind)).toEqual([...MALL_BENEFIT_KINDS]);
    expect(new Set(MALL_CATALOGUE.map((benefit) => benefit.code)).size).toBe(MALL_CATALOGUE.length);
    for (const benefit of MALL_CATALOGUE) {
      expect(Number.isInteger(benefit.pricePoints) && benefit.pricePoints > 0).toBe(true);
    }
  });

  it("finds a benefit by its code, and nothing for a code it lacks or an object's own names", () => {
    expect(mallBenefitOf("vip_day")?.kind).toBe("vip_day");
    expect(mallBenefitOf("free_iphone")).toBeNull();
    expect(mallBenefitOf("toString")).toBeNull();
  });
});

describe("a redemption's rules", () => {
  it("is affordable only when the balance covers the whole price", () => {
    expect(canAfford(30, 30)).toBe(true);
    expect(canAfford(29, 30)).toBe(false);
    expect(canAfford(0, 30)).toBe(false);
    expect(canAfford(-5, 30)).toBe(false);
    // A price of nothing is no purchase: the ledger would record a spend of zero.
    expect(canAfford(10, 0)).toBe(false);
  });

  it("starts each kind in its own status", () => {
    expect(MALL_BENEFIT_KINDS.map(initialRedemptionStatus)).toEqual(["granted", "issued", "requested"]);
  });

  it("lets staff send only a package still waiting", () => {
    expect(MALL_REDEMPTION_STATUSES.filter(canFulfil)).toEqual(["requested"]);
  });

  it("numbers a redemption with its own letter", () => {
    const number = paymentNumber("redemption", new Date("2026-12-07T16:00:00.000Z"), new Uint8Array(10));
    expect(number).toBe("M202612080000000000000000000");
  });
});
