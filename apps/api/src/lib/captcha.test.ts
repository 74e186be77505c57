import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createCaptcha } from "./captcha";

const secret = "captcha-test-secret";
const issuedAt = new Date("2026-06-01T04:00:00Z");
const expiresAt = issuedAt.getTime() / 1000 + 300;

/** A token as the captcha has always written it: expiry in seconds, a nonce, their hex HMAC. */
function tokenOf(expiry: number, nonce: string) {
  return `${expiry}.${nonce}.${createHmac("sha256", secret).update(`${expiry}.${nonce}`).digest("hex")}`;
}

describe("captcha tokens", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("are good for one SMS request, in the format already in flight", () => {
    vi.useFakeTimers({ now: issuedAt });
    const captcha = createCaptcha(secret);
    const token = tokenOf(expiresAt, "a1b2c3");
    expect(captcha.consumeToken(token)).toBe(true);
    expect(captcha.consumeToken(token)).toBe(false);
  });

  it("expire at their expiry second", () => {
    vi.useFakeTimers({ now: expiresAt * 1000 - 1 });
    const captcha = createCaptcha(secret);
    expect(captcha.consumeToken(tokenOf(expiresAt, "d4e5f6"))).toBe(true);
    vi.setSystemTime(expiresAt * 1000);
    expect(captcha.consumeToken(tokenOf(expiresAt, "a7b8c9"))).toBe(false);
  });

  it("are refused when forged, altered or carrying anything more", () => {
    vi.useFakeTimers({ now: issuedAt });
    const captcha = createCaptcha(secret);
    const token = tokenOf(expiresAt, "a1b2c3");
    const [, nonce, signature] = token.split(".");
    expect(captcha.consumeToken(`${expiresAt + 60}.${nonce}.${signature}`)).toBe(false);
    expect(createCaptcha("another-secret").consumeToken(token)).toBe(false);
    expect(captcha.consumeToken(`${token}.extra`)).toBe(false);
    expect(captcha.consumeToken(undefined)).toBe(false);
    expect(captcha.consumeToken(token)).toBe(true);
  });
});
