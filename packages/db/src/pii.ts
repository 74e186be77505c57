import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

export interface PiiKeys {
  encryptionKey: Buffer;
  indexKey: Buffer;
}

const CIPHER_PREFIX = "v1:";
const FILE_PREFIX = Buffer.from("v1", "ascii");
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
// A fixed, public salt is fine for HKDF when the input is already a high-entropy secret;
// it only separates this application's keys from any other use of the same secret.
const HKDF_SALT = "tousu-pii-v1";

/**
 * One configured secret yields two independent keys, so the blind index can be shared
 * (e.g. with analytics) without exposing the key that decrypts the data.
 */
export function derivePiiKeys(secret: string): PiiKeys {
  if (secret.length === 0) throw new Error("PII secret must not be empty");
  const derive = (info: string) => Buffer.from(hkdfSync("sha256", secret, HKDF_SALT, info, KEY_BYTES));
  return { encryptionKey: derive("pii-encryption"), indexKey: derive("pii-blind-index") };
}

/** AES-256-GCM with a random IV; output is `v1:` + base64(iv | tag | ciphertext). */
export function encryptPii(plain: string, key: Buffer): string {
  return CIPHER_PREFIX + sealBytes(Buffer.from(plain, "utf8"), key).toString("base64");
}

/**
 * A file holding personal data (a licence photo shows the holder's name and ID number), sealed the
 * way `encryptPii` seals a column: `v1` + iv | tag | ciphertext, so a copy of the stored object
 * alone reveals nothing.
 */
export function encryptPiiFile(plain: Buffer, key: Buffer): Buffer {
  return Buffer.concat([FILE_PREFIX, sealBytes(plain, key)]);
}

/** Throws when the file was not sealed with this key or has been altered. */
export function decryptPiiFile(sealed: Buffer, key: Buffer): Buffer {
  if (!sealed.subarray(0, FILE_PREFIX.length).equals(FILE_PREFIX)) {
    throw new Error("Unsupported PII ciphertext version");
  }
  return openBytes(sealed.subarray(FILE_PREFIX.length), key);
}

function sealBytes(plain: Buffer, key: Buffer): Buffer {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function openBytes(raw: Buffer, key: Buffer): Buffer {
  assertKey(key);
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error("PII ciphertext is truncated");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    throw new Error("PII ciphertext failed authentication");
  }
}

/** For optional columns: a phone not yet bound, a real name never given. */
export function decryptPiiOrNull(cipherText: string | null, key: Buffer): string | null {
  return cipherText === null ? null : decryptPii(cipherText, key);
}

/** Throws when the value was not produced with this key or has been altered. */
export function decryptPii(cipherText: string, key: Buffer): string {
  if (!cipherText.startsWith(CIPHER_PREFIX)) throw new Error("Unsupported PII ciphertext version");
  return openBytes(Buffer.from(cipherText.slice(CIPHER_PREFIX.length), "base64"), key).toString("utf8");
}

/** Deterministic HMAC-SHA256 (hex) so equal values can be found without decrypting. */
export function blindIndex(value: string, key: Buffer): string {
  assertKey(key);
  return createHmac("sha256", key).update(value, "utf8").digest("hex");
}

/**
 * A phone number is checked after whitespace is removed (docs/product/validation.md#mobile-phone), so it is
 * indexed that way too.
 */
export function normalizePhone(phone: string): string {
  return phone.replace(/\s+/g, "");
}

export function phoneBlindIndex(phone: string, key: Buffer): string {
  return blindIndex(normalizePhone(phone), key);
}

function assertKey(key: Buffer): void {
  if (key.length !== KEY_BYTES) throw new Error(`PII key must be ${KEY_BYTES} bytes`);
}
