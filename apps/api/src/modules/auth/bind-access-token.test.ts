import { createHmac, randomBytes } from "node:crypto";
import { BIND_ACCESS_TOKEN_TTL_MS } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { issueBindAccessToken, readBindAccessToken } from "./bind-access-token";
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

  it("read tokens in the format already in flight", () => {
    const payload = `bind.42.${now.getTime() + BIND_ACCESS_TOKEN_TTL_MS}`;
    const purposeKey = createHmac("sha256", key).update("bind-access-token").digest();
    const signature = createHmac("sha256", purposeKey).update(payload).digest().subarray(0, 16);
    expect(readBindAccessToken(key, `${payload}.${signature.toString("base64url")}`, now)).toBe(42);
  });

  it("refuse a second spelling of their signature", () => {
    const token = issueBindAccessToken(key, 42, now);
    // The last of 22 base64url characters carries two bits; its four spare bits spell the same bytes.
    const last = token.at(-1)!;
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const respelled = alphabet[alphabet.indexOf(last) ^ 1]!;
    expect(readBindAccessToken(key, `${token.slice(0, -1)}${respelled}`, now)).toBeNull();
  });
});
