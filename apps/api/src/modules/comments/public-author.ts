import { anonymousNickname, maskPhone } from "@tousu/domain";

// A nickname is whatever the user typed, and some type their phone number: public pages mask it.
const MOBILE_NUMBER = /1[3-9]\d{9}/g;

/** The name a comment shows for its author: their nickname with phone numbers masked, or the generated one. */
export function publicNickname(nickname: string | null, userId: number): string {
  const trimmed = nickname?.trim() ?? "";
  if (!trimmed) return anonymousNickname(userId);
  return trimmed.replace(MOBILE_NUMBER, (phone) => maskPhone(phone));
}
