import { anonymousNickname, maskName } from "@tousu/domain";

/**
 * The author as a public page names them. An anonymous complaint gets a nickname derived from the
 * complaint, not the user, so two anonymous complaints cannot be linked to one person; otherwise
 * the nickname is masked (people often use their real name or phone number as one), and a user
 * without one gets the stable pseudonym every public list uses.
 */
export function publicAuthorNickname(author: {
  complaintId: number;
  isAnonymous: boolean;
  userId: number;
  nickname: string;
}): string {
  if (author.isAnonymous) return anonymousNickname(author.complaintId);
  return author.nickname.trim() ? maskName(author.nickname) : anonymousNickname(author.userId);
}
