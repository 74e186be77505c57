/**
 * Characters PostgreSQL cannot store in `text` or `jsonb`: U+0000, and a UTF-16 surrogate with no
 * partner (which has no UTF-8 form). With the `u` flag a paired surrogate reads as one code point
 * above U+FFFF, so only lone halves match.
 */
const UNSTORABLE_CHARACTER = /[\0\uD800-\uDFFF]/u;

export const UNSTORABLE_TEXT_MESSAGE = "内容含有无法识别的字符，请删除后重试";

export function hasUnstorableCharacter(text: string): boolean {
  return UNSTORABLE_CHARACTER.test(text);
}
