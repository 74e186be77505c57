import { randomBytes } from "node:crypto";
import { isWellFormedSessionToken } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { deriveSessionTokenKey, generateSessionToken, isIssuedSessionToken } from "./tokens";

const key = deriveSessionTokenKey("unit-test-secret-0123456789abcdef");

describe("generateSessionToken", () => {
  it("issues tokens of the shape the page server and the API check before any lookup", () => {
    for (let index = 0; index < 50; index++) {
      const token = generateSessionToken(key);
      expect(isWellFormedSessionToken(token)).toBe(true);
      expect(isIssuedSessionToken(token, key)).toBe(true);
    }
  });

  it("knows a token it did not sign: random, altered, or signed with another key", () => {
    const token = generateSessionToken(key);
    const altered = `${token[0] === "A" ? "B" : "A"}${token.slice(1)}`;
    expect(isIssuedSessionToken(randomBytes(32).toString("base64url"), key)).toBe(false);
    expect(isIssuedSessionToken(altered, key)).toBe(false);
    expect(
      isIssuedSessionToken(
        generateSessionToken(deriveSessionTokenKey("another-secret-0123456789abcdef")),
        key,
      ),
    ).toBe(false);
    expect(isIssuedSessionToken("junk", key)).toBe(false);
  });
});
