import { describe, expect, it } from "vitest";
import { joinedCollectivePatch } from "./collective-choice";

describe("joinedCollectivePatch", () => {
  const brand = { id: 12, name: "云杉优选", logo: "/logo.png" };

  it("chooses the brand of an open collective, replacing another brand or a typed custom one", () => {
    const chosen = { brand: { id: 12, name: "云杉优选" }, custom_brand_name: "" };
    expect(joinedCollectivePatch({ status: "open", brand }, null)).toEqual(chosen);
    expect(joinedCollectivePatch({ status: "open", brand }, 30)).toEqual(chosen);
  });

  it("changes nothing when the draft already complains about the collective's brand", () => {
    expect(joinedCollectivePatch({ status: "open", brand }, 12)).toEqual({});
  });

  it("leaves a collective that stopped collecting out of the draft", () => {
    expect(joinedCollectivePatch({ status: "processing", brand }, 12)).toEqual({ collective_id: null });
    expect(joinedCollectivePatch({ status: "closed", brand }, null)).toEqual({ collective_id: null });
  });
});
