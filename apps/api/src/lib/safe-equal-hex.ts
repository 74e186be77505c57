import { timingSafeEqual } from "node:crypto";

/** Compares two hex digests in constant time; digests of different lengths are unequal. */
export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}
