import { isIdCardNumber, isRealName } from "@tousu/domain";
import type { IdentityVerifier } from "./identity-verifier";

/**
 * The offline default: format, birth date and MOD 11-2 check character only. It cannot know
 * whether the number belongs to that person; a deployment that needs that uses the HTTP verifier.
 */
export function createLocalIdentityVerifier(now: () => Date = () => new Date()): IdentityVerifier {
  return {
    name: "local",
    async verify({ realName, idCard }) {
      return { verified: isRealName(realName) && isIdCardNumber(idCard, now()) };
    },
  };
}
