import { type Database, schema } from "@tousu/db";
import { eq, sql } from "drizzle-orm";
import { isRejectedToken, refusalOf, WECHAT_TIMEOUT_MS, WechatApiError } from "./wechat-api";

const { wechatAccessTokens } = schema;

/**
 * One WeChat app's access token, shared by every node through its row in `wechat_access_tokens`
 * (decision 044). The mini-program codes use it now; the official account's login will hold its
 * own app's token the same way.
 */
export interface AccessTokenHolder {
  readonly appId: string;
  /** A token with at least the refresh margin left; fetched (by one node at a time) when there is none. */
  token(): Promise<string>;
  /**
   * WeChat refused `rejected` (40001, 42001): the current token, fetched again unless another
   * node or request already replaced the rejected one.
   */
  replace(rejected: string): Promise<string>;
  /**
   * The app's JS-SDK ticket (`ticket/getticket?type=jsapi`), held in the same row the same way: one
   * node at a time fetches it with the row locked, ahead of its expiry (decision 080).
   */
  jsapiTicket(): Promise<string>;
}

export interface AccessTokenHolderOptions {
  db: Database;
  /** `https://api.weixin.qq.com`, or a local fake in tests. */
  apiOrigin: string;
  appId: string;
  appSecret: string;
  now: () => Date;
  fetch?: typeof fetch;
}

/** Refreshed this long before WeChat's expiry, so a token (or ticket) is never used in its last minutes. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

export function createAccessTokenHolder(options: AccessTokenHolderOptions): AccessTokenHolder {
  const { db, appId, now } = options;
  const fetchJson = options.fetch ?? fetch;

  const freshOrNull = (value: string | null | undefined, expiresAt: Date | null | undefined) =>
    value && expiresAt && expiresAt.getTime() - TOKEN_REFRESH_MARGIN_MS > now().getTime() ? value : null;
  const isFresh = (row: { accessToken: string | null; expiresAt: Date | null } | undefined) =>
    freshOrNull(row?.accessToken, row?.expiresAt);

  // The stable token API in its normal mode (no force_refresh) answers the token WeChat currently
  // holds valid, and a new one only when that has expired: calling it never invalidates a token
  // another node is using.
  async function fetchStableToken(): Promise<{ accessToken: string; expiresAt: Date }> {
    const response = await fetchJson(`${options.apiOrigin}/cgi-bin/stable_token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "client_credential", appid: appId, secret: options.appSecret }),
      signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS),
    });
    if (!response.ok) throw new WechatApiError("stable_token", -1, `HTTP ${response.status}`);
    const answer = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    const refusal = refusalOf("stable_token", answer);
    if (refusal) throw refusal;
    if (typeof answer.access_token !== "string" || typeof answer.expires_in !== "number")
      throw new WechatApiError("stable_token", -2, "no access_token in the answer");
    return {
      accessToken: answer.access_token,
      expiresAt: new Date(now().getTime() + answer.expires_in * 1000),
    };
  }

  /** Under the row's lock: the stored token if `keep` accepts it, else a fetched one, stored. */
  async function refreshUnlessReplaced(keep: (stored: string | null) => boolean): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.insert(wechatAccessTokens).values({ appId }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(wechatAccessTokens)
        .where(eq(wechatAccessTokens.appId, appId))
        .for("update");
      const stored = isFresh(row);
      if (stored && keep(stored)) return stored;
      const fetched = await fetchStableToken();
      await tx
        .update(wechatAccessTokens)
        .set({ ...fetched, refreshedAt: sql`now()` })
        .where(eq(wechatAccessTokens.appId, appId));
      return fetched.accessToken;
    });
  }

  async function token(): Promise<string> {
    const [row] = await db
      .select({ accessToken: wechatAccessTokens.accessToken, expiresAt: wechatAccessTokens.expiresAt })
      .from(wechatAccessTokens)
      .where(eq(wechatAccessTokens.appId, appId));
    return isFresh(row) ?? refreshUnlessReplaced(() => true);
  }
  const replace = (rejected: string) => refreshUnlessReplaced((stored) => stored !== rejected);

  async function fetchJsapiTicket(accessToken: string): Promise<{ jsapiTicket: string; expiresAt: Date }> {
    const response = await fetchJson(
      `${options.apiOrigin}/cgi-bin/ticket/getticket?access_token=${encodeURIComponent(accessToken)}&type=jsapi`,
      { signal: AbortSignal.timeout(WECHAT_TIMEOUT_MS) },
    );
    if (!response.ok) throw new WechatApiError("getticket", -1, `HTTP ${response.status}`);
    const answer = (await response.json()) as { ticket?: unknown; expires_in?: unknown };
    const refusal = refusalOf("getticket", answer);
    if (refusal) throw refusal;
    if (typeof answer.ticket !== "string" || typeof answer.expires_in !== "number")
      throw new WechatApiError("getticket", -2, "no ticket in the answer");
    return { jsapiTicket: answer.ticket, expiresAt: new Date(now().getTime() + answer.expires_in * 1000) };
  }

  /**
   * Under the row's lock: the stored ticket if fresh, else one fetched with `accessToken`, stored.
   * The token is taken before the lock: refreshing it locks the same row.
   */
  async function refreshJsapiTicket(accessToken: string): Promise<string> {
    return db.transaction(async (tx) => {
      await tx.insert(wechatAccessTokens).values({ appId }).onConflictDoNothing();
      const [row] = await tx
        .select({
          jsapiTicket: wechatAccessTokens.jsapiTicket,
          expiresAt: wechatAccessTokens.jsapiTicketExpiresAt,
        })
        .from(wechatAccessTokens)
        .where(eq(wechatAccessTokens.appId, appId))
        .for("update");
      const stored = freshOrNull(row?.jsapiTicket, row?.expiresAt);
      if (stored) return stored;
      const fetched = await fetchJsapiTicket(accessToken);
      await tx
        .update(wechatAccessTokens)
        .set({ jsapiTicket: fetched.jsapiTicket, jsapiTicketExpiresAt: fetched.expiresAt })
        .where(eq(wechatAccessTokens.appId, appId));
      return fetched.jsapiTicket;
    });
  }

  return {
    appId,
    token,
    replace,
    async jsapiTicket() {
      const [row] = await db
        .select({
          jsapiTicket: wechatAccessTokens.jsapiTicket,
          expiresAt: wechatAccessTokens.jsapiTicketExpiresAt,
        })
        .from(wechatAccessTokens)
        .where(eq(wechatAccessTokens.appId, appId));
      const stored = freshOrNull(row?.jsapiTicket, row?.expiresAt);
      if (stored) return stored;
      const accessToken = await token();
      return refreshJsapiTicket(accessToken).catch(async (error: unknown) => {
        if (!isRejectedToken(error)) throw error;
        return refreshJsapiTicket(await replace(accessToken));
      });
    },
  };
}
