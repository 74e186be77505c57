import { describe, expect, it } from "vitest";
import { isWellFormedSessionToken } from "./session-token";

describe("isWellFormedSessionToken", () => {
  it("takes 43 base64url characters only", () => {
    expect(isWellFormedSessionToken("a".repeat(43))).toBe(true);
    expect(isWellFormedSessionToken("Az09_-".repeat(7).concat("x"))).toBe(true);
    for (const junk of [
      "",
      "expired",
      "a".repeat(42),
      "a".repeat(44),
      `${"a".repeat(42)}=`,
      `${"a".repeat(42)}+`,
    ])
      expect(isWellFormedSessionToken(junk)).toBe(false);
  });
});
