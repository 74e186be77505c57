import { decryptPiiOrNull } from "@tousu/db";
import { maskPhone } from "@tousu/domain";
import type { AppDeps } from "../app-deps";

/** An account's phone as any view may show it: masked, or null while the account has none bound. */
export function maskedPhone(phoneCipher: string | null, deps: Pick<AppDeps, "piiKeys">): string | null {
  const phone = decryptPiiOrNull(phoneCipher, deps.piiKeys.encryptionKey);
  return phone === null ? null : maskPhone(phone);
}
