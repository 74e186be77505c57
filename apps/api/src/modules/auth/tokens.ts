import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { isWellFormedSessionToken } from "@tousu/domain";

const RANDOM_BYTES = 24;
const SIGNATURE_BYTES = 8;

/**
 * The key session tokens are signed with, derived from PII_SECRET (a secret every deployment sets
 * already) for this use alone.
 */
export function deriveSessionTokenKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "tousu", "session-token", 32));
}

/**
 * Opaque bearer tokens: 192 random bits and a 64-bit signature of them, 43 base64url characters;
 * only their SHA-256 is stored, so a database leak yields no sessions. The signature lets a token
 * this server never issued be refused without a lookup, however many fresh ones a client invents.
 */
export function generateSessionToken(key: Buffer): string {
  const random = randomBytes(RANDOM_BYTES);
  return Buffer.concat([random, signatureOf(random, key)]).toString("base64url");
}

/** Whether `token` is one this server issued (whether its session still counts needs the database). */
export function isIssuedSessionToken(token: string, key: Buffer): boolean {
  if (!isWellFormedSessionToken(token)) return false;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length !== RANDOM_BYTES + SIGNATURE_BYTES) return false;
  return timingSafeEqual(bytes.subarray(RANDOM_BYTES), signatureOf(bytes.subarray(0, RANDOM_BYTES), key));
}

function signatureOf(random: Buffer, key: Buffer): Buffer {
  return createHmac("sha256", key).update(random).digest().subarray(0, SIGNATURE_BYTES);
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Codes are keyed by phone so a stolen table cannot be matched against a code guessed for another number. */
export function hashSmsCode(phoneHash: string, code: string, key: Buffer): string {
  return createHmac("sha256", key).update(`${phoneHash}:${code}`).digest("hex");
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
