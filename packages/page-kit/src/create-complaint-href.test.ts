import { describe, expect, it } from "vitest";
import { createComplaintHref } from "./create-complaint-href";

describe("createComplaintHref (linkId, docs/product/routes.md#filing-links-linkid)", () => {
  it("keeps the linkId of the current page", () => {
    expect(createComplaintHref(new URLSearchParams("linkId=abc123&utm=x"))).toBe(
      "/complaint/create?linkId=abc123",
    );
  });

  it("escapes it", () => {
    expect(createComplaintHref(new URLSearchParams({ linkId: "a&b=c d" }))).toBe(
      "/complaint/create?linkId=a%26b%3Dc+d",
    );
  });

  it("leads to the bare form without one", () => {
    expect(createComplaintHref(new URLSearchParams(""))).toBe("/complaint/create");
    expect(createComplaintHref(new URLSearchParams("linkId=%20"))).toBe("/complaint/create");
  });
});

describe("createComplaintHref from a brand", () => {
  it("names the brand, and keeps the linkId", () => {
    expect(createComplaintHref(new URLSearchParams(""), 42)).toBe("/complaint/create?brand_id=42");
    expect(createComplaintHref(new URLSearchParams("linkId=abc"), 42)).toBe(
      "/complaint/create?brand_id=42&linkId=abc",
    );
  });
});
