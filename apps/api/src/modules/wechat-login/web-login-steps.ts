import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { and, eq, gt, lt } from "drizzle-orm";

const { wechatWebLogins } = schema;

// The one writer of `wechat_web_logins` (decision 080): each step is one conditional update, guarded
// by the step it leaves, the browser's key and the expiry, so a forged, replayed or stale `state`
// (or another browser) changes nothing, and two requests at once cannot both take a step.

export type WebLoginRow = typeof wechatWebLogins.$inferSelect;
type WebLoginScope = WebLoginRow["scope"];

export async function createWebLogin(
  db: DatabaseOrTransaction,
  row: {
    state: string;
    browserKeyHash: string;
    appId: string;
    scope: WebLoginScope;
    redirect: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(wechatWebLogins).values(row);
}

/** `authorizing` → `exchanging`: WeChat's answer with this `state` reached the browser that asked; once. */
export async function claimAuthorization(
  db: DatabaseOrTransaction,
  input: { state: string; browserKeyHash: string; appId: string; now: Date },
): Promise<WebLoginRow | null> {
  const [claimed] = await db
    .update(wechatWebLogins)
    .set({ step: "exchanging" })
    .where(
      and(
        eq(wechatWebLogins.state, input.state),
        eq(wechatWebLogins.browserKeyHash, input.browserKeyHash),
        eq(wechatWebLogins.appId, input.appId),
        eq(wechatWebLogins.step, "authorizing"),
        gt(wechatWebLogins.expiresAt, input.now),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** `exchanging` → `awaiting_consent`: a new identity; the person is asked whether to use their WeChat profile. */
export async function awaitProfileConsent(
  db: DatabaseOrTransaction,
  input: { id: number; openid: string; unionid: string | null; expiresAt: Date },
): Promise<void> {
  await db
    .update(wechatWebLogins)
    .set({
      step: "awaiting_consent",
      openid: input.openid,
      unionid: input.unionid,
      expiresAt: input.expiresAt,
    })
    .where(and(eq(wechatWebLogins.id, input.id), eq(wechatWebLogins.step, "exchanging")));
}

/** `awaiting_consent` → `ended`: the browser that was asked answers; once. */
export async function claimProfileConsent(
  db: DatabaseOrTransaction,
  input: { browserKeyHash: string; appId: string; now: Date },
): Promise<WebLoginRow | null> {
  const [claimed] = await db
    .update(wechatWebLogins)
    .set({ step: "ended" })
    .where(
      and(
        eq(wechatWebLogins.browserKeyHash, input.browserKeyHash),
        eq(wechatWebLogins.appId, input.appId),
        eq(wechatWebLogins.step, "awaiting_consent"),
        gt(wechatWebLogins.expiresAt, input.now),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** `exchanging` → `ended`: logged in, or WeChat refused the code. */
export async function endWebLogin(db: DatabaseOrTransaction, id: number): Promise<void> {
  await db
    .update(wechatWebLogins)
    .set({ step: "ended" })
    .where(and(eq(wechatWebLogins.id, id), eq(wechatWebLogins.step, "exchanging")));
}

export async function deleteWebLoginsExpiredBefore(db: DatabaseOrTransaction, before: Date): Promise<void> {
  await db.delete(wechatWebLogins).where(lt(wechatWebLogins.expiresAt, before));
}
