import { anonymousNickname, maskPersonalData } from "@tousu/domain";

/**
 * The name a comment shows for its author: their nickname, where some type their phone number, with
 * personal data masked (docs/decisions/058), or the generated one.
 */
export function publicNickname(nickname: string | null, userId: number): string {
  const trimmed = nickname?.trim() ?? "";
  if (!trimmed) return anonymousNickname(userId);
  return maskPersonalData(trimmed);
}
