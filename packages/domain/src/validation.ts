import { PHONE_LENGTH, REAL_NAME_MAX, REAL_NAME_MIN } from "./constants";

export const REAL_NAME_MESSAGE = "请填写有效真实姓名";
export const MOBILE_PHONE_MESSAGE = `请输入正确的${PHONE_LENGTH}位手机号`;

/** A 402's access token that is missing, stale or not ours (docs/decisions/046-binding-a-mobile.md). */
export const BIND_EXPIRED_MESSAGE = "绑定已超时，请重新操作";

const MOBILE_PHONE_PATTERN = new RegExp(`^1\\d{${PHONE_LENGTH - 1}}$`);

// Only U+00B7: the public-security register (which real-name verification checks against) writes
// names such as 买买提·艾力 with it; accepting look-alike dots would pass here and fail verification.
// A dot must sit between two Han characters — "·张" or "张··三" is never a real name.
const REAL_NAME_PATTERN = /^\p{Script=Han}+(?:·\p{Script=Han}+)*$/u;

const EMAIL_LOCAL = String.raw`[\w\p{Script=Han}+-]+(?:\.[\w\p{Script=Han}+-]+)*`;
const EMAIL_LABEL = String.raw`[a-zA-Z0-9\p{Script=Han}](?:[a-zA-Z0-9\p{Script=Han}-]*[a-zA-Z0-9\p{Script=Han}])?`;
const EMAIL_PATTERN = new RegExp(`^${EMAIL_LOCAL}@(?:${EMAIL_LABEL}\\.)+[a-zA-Z\\p{Script=Han}]{2,}$`, "u");

export function isMobilePhone(s: string): boolean {
  return MOBILE_PHONE_PATTERN.test(s.replace(/\s/g, ""));
}

export function isRealName(s: string): boolean {
  // Count code points, not UTF-16 units: rare-name characters (CJK Extension B+) are surrogate pairs.
  const length = [...s].length;
  return length >= REAL_NAME_MIN && length <= REAL_NAME_MAX && REAL_NAME_PATTERN.test(s);
}

export function isEmail(s: string): boolean {
  return EMAIL_PATTERN.test(s);
}

export function requiredAttributeMessage(name: string): string {
  return `请填写${name}`;
}
