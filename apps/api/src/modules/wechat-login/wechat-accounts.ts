import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { anonymousNickname } from "@tousu/domain";
import { and, eq, sql } from "drizzle-orm";

const { users, userWechatIdentities } = schema;
/** The advisory-lock space of WeChat identities (the other modules' spaces are small numbers). */
const WECHAT_IDENTITY_LOCK = 45;

export interface WechatIdentity {
  appId: string;
  openid: string;
  unionid: string | null;
}

/** The account an identity already logs into: by this app's openid. */
export async function accountOfOpenid(
  db: DatabaseOrTransaction,
  identity: Pick<WechatIdentity, "appId" | "openid">,
): Promise<number | null> {
  const [found] = await db
    .select({ userId: userWechatIdentities.userId })
    .from(userWechatIdentities)
    .where(
      and(eq(userWechatIdentities.appId, identity.appId), eq(userWechatIdentities.openid, identity.openid)),
    )
    .limit(1);
  return found?.userId ?? null;
}

/**
 * The account's openid under an app (the official account's, for WeChat Pay's JSAPI payer), from its
 * WeChat logins; null when the account never logged in through that app.
 */
export async function openidOfAccount(
  db: DatabaseOrTransaction,
  account: { userId: number; appId: string },
): Promise<string | null> {
  const [found] = await db
    .select({ openid: userWechatIdentities.openid })
    .from(userWechatIdentities)
    .where(
      and(eq(userWechatIdentities.userId, account.userId), eq(userWechatIdentities.appId, account.appId)),
    )
    .orderBy(userWechatIdentities.id)
    .limit(1);
  return found?.openid ?? null;
}

/** The account the same person logs into from another of the platform's apps. */
async function accountOfUnionid(db: DatabaseOrTransaction, unionid: string | null): Promise<number | null> {
  if (!unionid) return null;
  const [sameperson] = await db
    .select({ userId: userWechatIdentities.userId })
    .from(userWechatIdentities)
    .where(eq(userWechatIdentities.unionid, unionid))
    .limit(1);
  return sameperson?.userId ?? null;
}

/** The account an identity logs into, without writing: by this app's openid, else by its unionid. */
export async function knownWechatAccount(
  db: DatabaseOrTransaction,
  identity: WechatIdentity,
): Promise<number | null> {
  return (await accountOfOpenid(db, identity)) ?? accountOfUnionid(db, identity.unionid);
}

/** What a new account made by a WeChat login starts with: the person's WeChat profile, if they agreed. */
export interface NewWechatAccountProfile {
  /** Null: a generated nickname (`anonymousNickname`). */
  nickname: string | null;
  avatarUrl: string | null;
}

const GENERATED_PROFILE: NewWechatAccountProfile = { nickname: null, avatarUrl: null };

/**
 * The account a WeChat identity logs into, inside the caller's transaction: the one holding this
 * app's openid, else the one holding the same unionid from another of the platform's apps (this
 * openid is then added to it), else a new account with no phone and `profile` (a generated nickname
 * by default). One identity at a time (a transaction lock on it), so two scans by a new follower
 * make one account.
 */
export async function findOrCreateWechatAccount(
  tx: DatabaseOrTransaction,
  identity: WechatIdentity,
  profile: NewWechatAccountProfile = GENERATED_PROFILE,
): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${WECHAT_IDENTITY_LOCK}, hashtext(${`${identity.appId}:${identity.openid}`}))`,
  );
  const linked = await accountOfOpenid(tx, identity);
  if (linked !== null) return linked;

  let userId = await accountOfUnionid(tx, identity.unionid);
  if (userId === null) {
    const [created] = await tx
      .insert(users)
      .values({ nickname: profile.nickname ?? "", avatarUrl: profile.avatarUrl })
      .returning({ id: users.id });
    if (!created) throw new Error("user insert returned no row");
    userId = created.id;
    // A generated nickname derives from the id, which exists only after the insert.
    if (profile.nickname === null)
      await tx
        .update(users)
        .set({ nickname: anonymousNickname(userId) })
        .where(eq(users.id, userId));
  }
  await tx.insert(userWechatIdentities).values({ ...identity, userId });
  return userId;
}
