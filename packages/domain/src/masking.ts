// Public pages show who complained without exposing personal data.

import { NICKNAME_MAX, NICKNAME_MIN, NICKNAME_PATTERN } from "./constants";

// Keeps `head` and `tail` characters and stars the rest, keeping the length. Too short to keep both ends
// with at least one star hidden, everything is starred: masking fails safe.
export function maskMiddle(s: string, head: number, tail: number): string {
  const chars = [...s];
  if (chars.length <= head + tail) return "*".repeat(chars.length);
  return chars.slice(0, head).join("") + "*".repeat(chars.length - head - tail) + chars.slice(-tail).join("");
}

/** "13812348888" → "138****8888". */
export function maskPhone(phone: string): string {
  return maskMiddle(phone.replace(/\s/g, ""), 3, 4);
}

/** A WeChat openid (28 characters) as the user centre shows it: "oAbC****wXyZ". */
export function maskOpenid(openid: string): string {
  const chars = [...openid];
  if (chars.length <= 8) return "*".repeat(chars.length);
  return `${chars.slice(0, 4).join("")}****${chars.slice(-4).join("")}`;
}

/** First 3 and last 4 characters kept, the rest starred. */
export function maskIdCard(idCard: string): string {
  return maskMiddle(idCard, 3, 4);
}

/** "张三" → "张*", "欧阳娜娜" → "欧***"; a one-character name is starred entirely, as it would show whole. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return "*".repeat(chars.length);
  return chars[0] + "*".repeat(chars.length - 1);
}

// 36^6 codes; an affine map with a multiplier coprime to 36^6 (odd, not a multiple of 3) is a
// permutation, so ids below 36^6 never share a nickname while neighbouring ids look unrelated.
const CODE_SPACE = 36n ** 6n;
const MULTIPLIER = 1_597_334_677n;
const INCREMENT = 1_013_904_223n;

/** "用户" + a stable 6-character code derived from the user id, for users without a nickname. */
export function anonymousNickname(userId: number): string {
  if (!Number.isSafeInteger(userId) || userId < 0) {
    throw new RangeError(`userId must be a non-negative integer, got ${userId}`);
  }
  const code = (BigInt(userId) * MULTIPLIER + INCREMENT) % CODE_SPACE;
  return `用户${code.toString(36).toUpperCase().padStart(6, "0")}`;
}

/**
 * A nickname from a WeChat profile (decision 080), kept to the nickname rule: the characters the
 * rule admits (emoji and spaces dropped), at most the longest nickname; null when too little is left.
 */
export function nicknameFromWechat(raw: string): string | null {
  const kept = [...raw].filter((char) => NICKNAME_PATTERN.test(char)).slice(0, NICKNAME_MAX);
  return kept.length >= NICKNAME_MIN ? kept.join("") : null;
}
