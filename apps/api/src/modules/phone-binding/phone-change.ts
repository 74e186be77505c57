import { decryptPii, encryptPii, phoneBlindIndex, schema } from "@tousu/db";
import { maskPhone } from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, forbidden } from "../../lib/app-error";
import { answerUniqueViolation } from "../../lib/unique-violation";
import { checkSmsCode, sendSmsCode, spendSmsCode } from "../auth";
import { PHONE_UNIQUE_CONSTRAINT } from "./login-bind";

const { users } = schema;

/** The account's phone; the write gate answers 402 before an account without one gets here. */
async function currentPhone(deps: Pick<AppDeps, "db" | "piiKeys">, userId: number) {
  const [account] = await deps.db
    .select({ phoneCipher: users.phoneCipher, phoneHash: users.phoneHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!account?.phoneCipher || !account.phoneHash) throw forbidden("请先绑定手机号");
  return {
    phone: decryptPii(account.phoneCipher, deps.piiKeys.encryptionKey),
    phoneHash: account.phoneHash,
  };
}

/** The first step of changing the phone: a code to the number the account has, within send_sms's limits. */
export async function sendCodeToOwnPhone(
  deps: AppDeps,
  input: { userId: number; ip: string; hasSolvedCaptcha: () => Promise<boolean> },
) {
  const { phone } = await currentPhone(deps, input.userId);
  return sendSmsCode(deps, {
    phone,
    purpose: "bind",
    ip: input.ip,
    hasSolvedCaptcha: input.hasSolvedCaptcha,
  });
}

/**
 * Moves the account to a new phone once codes prove both the old number and the new one; a number
 * another account has is refused. Both codes are checked before either is used up, so a refusal
 * stores nothing and the codes still serve a corrected attempt.
 */
export async function changePhone(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  input: { userId: number; oldCode: string; phone: string; code: string },
): Promise<{ phone: string }> {
  const now = deps.providers.now();
  const old = await currentPhone(deps, input.userId);
  const newPhoneHash = phoneBlindIndex(input.phone, deps.piiKeys.indexKey);
  if (newPhoneHash === old.phoneHash) throw badRequest("新手机号不能与原手机号相同");

  const oldCode = await checkSmsCode(deps, { phone: old.phone, code: input.oldCode, purpose: "bind" });
  const newCode = await checkSmsCode(deps, { phone: input.phone, code: input.code, purpose: "bind" });
  const taken = () => badRequest("该手机号已被其他账号使用");

  await deps.db
    .transaction(async (tx) => {
      await spendSmsCode(tx, oldCode.codeId, now);
      await spendSmsCode(tx, newCode.codeId, now);
      const changed = await tx
        .update(users)
        .set({
          phoneHash: newPhoneHash,
          phoneCipher: encryptPii(newCode.phone, deps.piiKeys.encryptionKey),
        })
        // Only from the number the old code proved: two changes at once cannot both pass.
        .where(and(eq(users.id, input.userId), eq(users.phoneHash, old.phoneHash)))
        .returning({ id: users.id });
      if (changed.length === 0) throw badRequest("手机号已变更，请刷新后重试");
    })
    .catch(answerUniqueViolation(PHONE_UNIQUE_CONSTRAINT, taken));
  return { phone: maskPhone(newCode.phone) };
}
