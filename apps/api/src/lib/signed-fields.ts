import { createHmac, timingSafeEqual } from "node:crypto";

/** How a signature is written: the HMAC-SHA256 of the fields, cut to `bytes` when given. */
interface SignatureFormat {
  encoding: "hex" | "base64url";
  bytes?: number;
}

type Fields = readonly (string | number)[];

/**
 * Signs the fields a link or token carries (joined by dots, the way they travel) and checks a
 * signature in constant time, so that nothing needs storing to recognise what this server issued.
 * The key and format belong to the caller: each token keeps the signature its holders already have.
 */
export function createFieldSigner(key: Buffer | string, format: SignatureFormat) {
  const sign = (fields: Fields): string => {
    const mac = createHmac("sha256", key).update(fields.join(".")).digest();
    return mac.subarray(0, format.bytes ?? mac.length).toString(format.encoding);
  };
  // Compared as written: a second spelling of the same bytes (upper-case hex, loose base64 padding
  // bits) is not a signature this server wrote.
  const isGenuine = (fields: Fields, signature: string): boolean => {
    const expected = Buffer.from(sign(fields));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return {
    sign,
    isGenuine,
    /** Genuine and not yet expired: a value expires at `expiresAtMs` itself. */
    isCurrent(fields: Fields, signature: string, expiresAtMs: number, nowMs: number): boolean {
      return isGenuine(fields, signature) && expiresAtMs > nowMs;
    },
  };
}

export type FieldSigner = ReturnType<typeof createFieldSigner>;
