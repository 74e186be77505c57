import { createHash, timingSafeEqual } from "node:crypto";

/** A push older or newer than this (by WeChat's timestamp against our clock) is refused as a replay. */
export const CALLBACK_CLOCK_SKEW_SECONDS = 300;

export interface SignedCall {
  signature: string;
  timestamp: string;
  nonce: string;
}

/**
 * WeChat's signature (the official account's server settings): SHA-1 of the Token, timestamp and
 * nonce, sorted and joined, in hex. Compared in constant time.
 */
export function isSignedByWechat(token: string, call: SignedCall): boolean {
  const expected = createHash("sha1").update([token, call.timestamp, call.nonce].sort().join("")).digest();
  const given = Buffer.from(call.signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function isFreshTimestamp(timestamp: string, now: Date): boolean {
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= CALLBACK_CLOCK_SKEW_SECONDS;
}
