import { describe, expect, it } from "vitest";
import { collectiveArrivalPatch } from "./read-arrival-params";

describe("collectiveArrivalPatch", () => {
  const brand = { id: 12, name: "云杉优选", logo: "/logo.png" };

  it("chooses the brand of an open collective, replacing a typed custom brand", () => {
    expect(collectiveArrivalPatch({ status: "open", brand })).toEqual({
      brand: { id: 12, name: "云杉优选" },
      custom_brand_name: "",
    });
  });

  it("leaves a collective that stopped collecting out of the draft", () => {
    expect(collectiveArrivalPatch({ status: "processing", brand })).toEqual({ collective_id: null });
    expect(collectiveArrivalPatch({ status: "closed", brand })).toEqual({ collective_id: null });
  });
});
