import { decryptPii, encryptPii, schema } from "@tousu/db";
import { maskIdCard, maskName, ResultCode } from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import { AppError, badRequest, notFound } from "../../lib/app-error";

const { users } = schema;

/**
 * Checks a name and ID number with the identity provider and, when they match, keeps them
 * encrypted on the user. A verified identity is not swapped for another one by the user: that is
 * how accounts would be lent out, so a change goes through customer service.
 */
export async function verifyRealName(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  options: { userId: number; realName: string; idCard: string; log: FastifyBaseLogger },
): Promise<{ verified: boolean; real_name: string; id_card: string }> {
  const { userId, realName, idCard, log } = options;
  const masked = { real_name: maskName(realName), id_card: maskIdCard(idCard) };
  const [user] = await deps.db
    .select({
      isRealNameVerified: users.isRealNameVerified,
      realNameCipher: users.realNameCipher,
      idCardCipher: users.idCardCipher,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound("用户不存在");
  if (user.isRealNameVerified && user.realNameCipher && user.idCardCipher) {
    const key = deps.piiKeys.encryptionKey;
    const isSame =
      decryptPii(user.realNameCipher, key) === realName && decryptPii(user.idCardCipher, key) === idCard;
    // The same identity again costs no paid provider call.
    if (isSame) return { verified: true, ...masked };
    throw badRequest("您已完成实名认证，如需修改请联系客服");
  }

  const provider = deps.providers.identity;
  const { verified } = await provider.verify({ realName, idCard }).catch((error: unknown) => {
    // The provider's errors carry no personal data by contract; the request id ties this to the user's report.
    log.warn(
      { provider: provider.name, err: error instanceof Error ? error.message : String(error) },
      "identity provider failed",
    );
    throw new AppError(ResultCode.ServerError, "实名认证服务暂时不可用，请稍后再试");
  });
  if (verified) {
    await deps.db
      .update(users)
      .set({
        realNameCipher: encryptPii(realName, deps.piiKeys.encryptionKey),
        idCardCipher: encryptPii(idCard, deps.piiKeys.encryptionKey),
        isRealNameVerified: true,
      })
      .where(eq(users.id, userId));
  }
  return { verified, ...masked };
}
