import { encryptPii, phoneBlindIndex, schema } from "@tousu/db";
import { BIND_EXPIRED_MESSAGE } from "@tousu/domain";
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, forbidden } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/unique-violation";
import { checkSmsCode, issueWebSession, readBindAccessToken, spendSmsCode } from "../auth";

const { users, userWechatIdentities } = schema;

const PHONE_TAKEN_MESSAGE = "该手机号已注册，是否登录该账号并关联微信？";
const BANNED_MESSAGE = "账号已被禁用，如有疑问请联系客服";
export const PHONE_UNIQUE_CONSTRAINT = "users_phone_hash_unique";

type LoginBindAnswer =
  | { state: "logged_in"; token: string; expires_at: string }
  | { state: "phone_taken"; message: string };

/**
 * `POST /auth/login_bind` (decision 046): the account a 402 named binds the phone its SMS code
 * proves and logs in. A phone that has an account already is never merged silently: the answer is
 * the choice, with the code left unused; asked again with `linkWechat`, the caller logs into the
 * phone's account, which takes over the WeChat identities, and the phoneless account is deleted (the
 * write gate kept it from writing anything, so nothing else of it is lost).
 */
export async function loginBind(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers" | "sessionTokenKey" | "config">,
  input: { accessToken: string; phone: string; code: string; linkWechat: boolean; userAgent?: string },
): Promise<LoginBindAnswer> {
  const { db } = deps;
  const now = deps.providers.now();
  const accountId = readBindAccessToken(deps.sessionTokenKey, input.accessToken, now);
  if (accountId === null) throw badRequest(BIND_EXPIRED_MESSAGE);
  const [account] = await db
    .select({ phoneHash: users.phoneHash, status: users.status })
    .from(users)
    .where(eq(users.id, accountId));
  if (!account) throw badRequest(BIND_EXPIRED_MESSAGE);
  if (account.status !== "active") throw forbidden(BANNED_MESSAGE);
  if (account.phoneHash !== null) throw badRequest("该账号已绑定手机号，请直接登录");

  const { phone, codeId } = await checkSmsCode(deps, {
    phone: input.phone,
    code: input.code,
    purpose: "bind",
  });
  const phoneHash = phoneBlindIndex(phone, deps.piiKeys.indexKey);
  const login = (userId: number) =>
    issueWebSession(deps, { userId, userAgent: input.userAgent, now, role: null }).then((session) => ({
      state: "logged_in" as const,
      ...session,
    }));

  const owner = await ownerOfPhone(deps, phoneHash);
  if (owner) {
    if (!input.linkWechat) return { state: "phone_taken", message: PHONE_TAKEN_MESSAGE };
    if (owner.status !== "active") throw forbidden(BANNED_MESSAGE);
    await db.transaction(async (tx) => {
      await spendSmsCode(tx, codeId, now);
      await tx
        .update(userWechatIdentities)
        .set({ userId: owner.id })
        .where(eq(userWechatIdentities.userId, accountId));
      await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, owner.id));
      await tx.delete(users).where(and(eq(users.id, accountId), isNull(users.phoneHash)));
    });
    return login(owner.id);
  }

  try {
    await db.transaction(async (tx) => {
      await spendSmsCode(tx, codeId, now);
      const bound = await tx
        .update(users)
        .set({ phoneHash, phoneCipher: encryptPii(phone, deps.piiKeys.encryptionKey), lastLoginAt: now })
        .where(and(eq(users.id, accountId), isNull(users.phoneHash)))
        .returning({ id: users.id });
      if (bound.length === 0) throw badRequest("该账号已绑定手机号，请直接登录");
    });
  } catch (error) {
    // Registered a moment ago by someone else: the same choice, and the code is still unused.
    if (isUniqueViolation(error, PHONE_UNIQUE_CONSTRAINT)) {
      return { state: "phone_taken", message: PHONE_TAKEN_MESSAGE };
    }
    throw error;
  }
  return login(accountId);
}

async function ownerOfPhone(deps: Pick<AppDeps, "db">, phoneHash: string) {
  const [owner] = await deps.db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.phoneHash, phoneHash));
  return owner ?? null;
}
