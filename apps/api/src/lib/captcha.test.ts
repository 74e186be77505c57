import { createHmac } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createMemorySharedState } from "../providers/shared-state/memory-shared-state";
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

  it("are good for one SMS request, in the format already in flight", async () => {
    vi.useFakeTimers({ now: issuedAt });
    const captcha = createCaptcha(secret, createMemorySharedState());
    const token = tokenOf(expiresAt, "a1b2c3");
    expect(await captcha.consumeToken(token)).toBe(true);
    expect(await captcha.consumeToken(token)).toBe(false);
  });

  it("expire at their expiry second", async () => {
    vi.useFakeTimers({ now: expiresAt * 1000 - 1 });
    const captcha = createCaptcha(secret, createMemorySharedState());
    expect(await captcha.consumeToken(tokenOf(expiresAt, "d4e5f6"))).toBe(true);
    vi.setSystemTime(expiresAt * 1000);
    expect(await captcha.consumeToken(tokenOf(expiresAt, "a7b8c9"))).toBe(false);
  });

  it("are refused when forged, altered or carrying anything more", async () => {
    vi.useFakeTimers({ now: issuedAt });
    const captcha = createCaptcha(secret, createMemorySharedState());
    const token = tokenOf(expiresAt, "a1b2c3");
    const [, nonce, signature] = token.split(".");
    expect(await captcha.consumeToken(`${expiresAt + 60}.${nonce}.${signature}`)).toBe(false);
    expect(await createCaptcha("another-secret", createMemorySharedState()).consumeToken(token)).toBe(false);
    expect(await captcha.consumeToken(`${token}.extra`)).toBe(false);
    expect(await captcha.consumeToken(undefined)).toBe(false);
    expect(await captcha.consumeToken(token)).toBe(true);
  });
});
