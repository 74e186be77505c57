import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Opaque bearer tokens: 256 random bits; only their SHA-256 is stored, so a database leak yields no
 * sessions. Their shape (`isWellFormedSessionToken`) lets anything else be refused without a lookup.
 */
export function generateSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Codes are keyed by phone so a stolen table cannot be matched against a code guessed for another number. */
export function hashSmsCode(phoneHash: string, code: string, key: Buffer): string {
  return createHmac("sha256", key).update(`${phoneHash}:${code}`).digest("hex");
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

export function generateSmsCode(length: number): string {
  // Rejection sampling: a random 32-bit value mod 10^length would favour small codes.
  const limit = 10 ** length;
  const max = 2 ** 32 - (2 ** 32 % limit);
  let value: number;
  do {
    value = randomBytes(4).readUInt32BE(0);
  } while (value >= max);
  return String(value % limit).padStart(length, "0");
}
