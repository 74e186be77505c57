import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BIND_ACCESS_TOKEN_TTL_MS, issueBindAccessToken, readBindAccessToken } from "./bind-access-token";
import { generateSessionToken, isIssuedSessionToken } from "./tokens";

const key = randomBytes(32);
const now = new Date("2026-06-01T04:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

describe("bind access tokens", () => {
  it("name their account until they expire", () => {
    const token = issueBindAccessToken(key, 42, now);
    expect(readBindAccessToken(key, token, later(BIND_ACCESS_TOKEN_TTL_MS - 1))).toBe(42);
    expect(readBindAccessToken(key, token, later(BIND_ACCESS_TOKEN_TTL_MS))).toBeNull();
  });

  it("are refused when altered or signed with another key", () => {
    const token = issueBindAccessToken(key, 42, now);
    const [prefix, , expiry, signature] = token.split(".");
    expect(readBindAccessToken(key, [prefix, 43, expiry, signature].join("."), now)).toBeNull();
    expect(readBindAccessToken(key, [prefix, 42, Number(expiry) + 1, signature].join("."), now)).toBeNull();
    expect(readBindAccessToken(randomBytes(32), token, now)).toBeNull();
    expect(readBindAccessToken(key, `${token}x`, now)).toBeNull();
  });

  it("are not session tokens, nor sessions tokens bind tokens", () => {
    expect(isIssuedSessionToken(issueBindAccessToken(key, 42, now), key)).toBe(false);
    expect(readBindAccessToken(key, generateSessionToken(key), now)).toBeNull();
  });
});
