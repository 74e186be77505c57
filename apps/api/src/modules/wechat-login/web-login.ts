import { createHash, randomBytes } from "node:crypto";
import { schema } from "@tousu/db";
import {
  h5Address,
  nicknameFromWechat,
  WECHAT_WEB_LOGIN_CALLBACK_PATH,
  WECHAT_WEB_LOGIN_TTL_SECONDS,
} from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "../../app-deps";
import { badRequest, busy, notFound } from "../../lib/app-error";
import type { OfficialAccount, WebAuthorizationScope } from "../../providers/wechat/official-account";
import { WechatApiError } from "../../providers/wechat/wechat-api";
import { issueWebSession } from "../auth";
import {
  awaitProfileConsent,
  claimAuthorization,
  claimProfileConsent,
  createWebLogin,
  endWebLogin,
} from "./web-login-steps";
import {
  findOrCreateWechatAccount,
  knownWechatAccount,
  type NewWechatAccountProfile,
} from "./wechat-accounts";

const { users } = schema;

export const WECHAT_LOGIN_UNAVAILABLE = "暂不支持微信登录，请使用手机号登录";
/** One answer for a forged, replayed, expired or foreign `state`: nothing tells them apart. */
export const WECHAT_LOGIN_EXPIRED = "微信登录已失效，请重新发起微信登录";
const CODE_REFUSED = "微信授权已使用或已过期，请重新发起微信登录";
const WECHAT_BUSY = "微信暂时无法响应，请稍后再试";
const BANNED_MESSAGE = "账号已被禁用，如有疑问请联系客服";
/** WeChat's refusals of a code: invalid or expired (40029), already used (40163). */
const REFUSED_CODE_ERRCODES = new Set([40029, 40163]);
/** WeChat's avatars are on this host; the page's image policy admits it (decision 080). */
const WECHAT_AVATAR_PATTERN = /^https:\/\/thirdwx\.qlogo\.cn\/[^\s"'<>]{1,400}$/;

type Deps = Pick<AppDeps, "db" | "config" | "providers" | "sessionTokenKey">;

const hashBrowserKey = (key: string) => createHash("sha256").update(key).digest("base64url");

function officialAccountOf(deps: Pick<AppDeps, "providers">): OfficialAccount {
  const account = deps.providers.officialAccount;
  if (!account) throw notFound(WECHAT_LOGIN_UNAVAILABLE);
  return account;
}

/** Where WeChat returns the browser: the H5 site's callback page, on the address the H5 site answers at. */
const callbackAddress = (config: AppDeps["config"]) =>
  h5Address(WECHAT_WEB_LOGIN_CALLBACK_PATH, {
    siteOrigin: config.siteOrigin,
    mobileOrigin: config.MOBILE_ORIGIN,
  });

/** A round through WeChat's authorisation page for the browser holding `browserKey`. */
async function beginAuthorization(
  deps: Deps,
  account: OfficialAccount,
  input: { browserKey: string; scope: WebAuthorizationScope; redirect: string },
) {
  const now = deps.providers.now();
  const state = randomBytes(16).toString("base64url");
  await createWebLogin(deps.db, {
    state,
    browserKeyHash: hashBrowserKey(input.browserKey),
    appId: account.appId,
    scope: input.scope,
    redirect: input.redirect,
    createdAt: now,
    expiresAt: new Date(now.getTime() + WECHAT_WEB_LOGIN_TTL_SECONDS * 1000),
  });
  return {
    state: "authorize" as const,
    authorize_url: account.webAuthorizationUrl({
      redirectUri: callbackAddress(deps.config),
      scope: input.scope,
      state,
    }),
    browser_key: input.browserKey,
    expires_in: WECHAT_WEB_LOGIN_TTL_SECONDS,
  };
}

/** `POST /auth/wechat/web_start`: a new browser key and a `snsapi_base` round (nothing asked of the person). */
export async function startWechatWebLogin(deps: Deps, input: { redirect: string }) {
  const account = officialAccountOf(deps);
  const browserKey = randomBytes(32).toString("base64url");
  return beginAuthorization(deps, account, { browserKey, scope: "snsapi_base", redirect: input.redirect });
}

/** WeChat's refusal of a code or its failure, as the person reads it; anything else is ours and rethrown. */
function wechatRefusal(error: unknown, log: FastifyBaseLogger): Error {
  if (!(error instanceof WechatApiError)) return error as Error;
  if (REFUSED_CODE_ERRCODES.has(error.errcode)) return badRequest(CODE_REFUSED);
  log.warn({ api: error.api, errcode: error.errcode }, "WeChat web authorisation failed");
  return busy(WECHAT_BUSY, 30);
}

async function logIn(
  deps: Deps,
  account: OfficialAccount,
  input: {
    identity: { openid: string; unionid: string | null };
    profile?: NewWechatAccountProfile;
    redirect: string;
    userAgent: string | undefined;
  },
) {
  const now = deps.providers.now();
  const userId = await deps.db.transaction(async (tx) => {
    const id = await findOrCreateWechatAccount(
      tx,
      { appId: account.appId, ...input.identity },
      input.profile,
    );
    const [active] = await tx
      .update(users)
      .set({ lastLoginAt: now })
      .where(and(eq(users.id, id), eq(users.status, "active")))
      .returning({ id: users.id });
    if (!active) throw badRequest(BANNED_MESSAGE);
    return id;
  });
  const session = await issueWebSession(deps, { userId, userAgent: input.userAgent, now, role: null });
  return { state: "logged_in" as const, ...session, redirect: input.redirect };
}

/** What a `snsapi_userinfo` round brings: the profile, kept to our nickname rule and WeChat's avatar host. */
function profileOf(nickname: string, avatarUrl: string | null): NewWechatAccountProfile {
  return {
    nickname: nicknameFromWechat(nickname),
    avatarUrl: avatarUrl && WECHAT_AVATAR_PATTERN.test(avatarUrl) ? avatarUrl : null,
  };
}

/**
 * `POST /auth/wechat/web_login`, WeChat's return with `code` and `state`: the state must be this
 * browser's, live and unused (it is spent here, whatever WeChat then says). A known identity logs
 * in; a new one from a `snsapi_base` round is asked whether to use its WeChat profile; a
 * `snsapi_userinfo` round makes the account with the profile.
 */
export async function finishWechatWebLogin(
  deps: Deps,
  input: { browserKey: string; state: string; code: string; userAgent: string | undefined },
  log: FastifyBaseLogger,
) {
  const account = officialAccountOf(deps);
  const now = deps.providers.now();
  const claimed = await claimAuthorization(deps.db, {
    state: input.state,
    browserKeyHash: hashBrowserKey(input.browserKey),
    appId: account.appId,
    now,
  });
  if (!claimed) throw badRequest(WECHAT_LOGIN_EXPIRED);
  try {
    const authorization = await account.exchangeWebCode(input.code);
    const identity = { openid: authorization.openid, unionid: authorization.unionid };
    const login = { identity, redirect: claimed.redirect, userAgent: input.userAgent };
    if (claimed.scope === "snsapi_userinfo") {
      const profile = await account.webProfile(authorization);
      const answer = await logIn(deps, account, {
        ...login,
        identity: { openid: profile.openid, unionid: profile.unionid ?? authorization.unionid },
        profile: profileOf(profile.nickname, profile.avatarUrl),
      });
      await endWebLogin(deps.db, claimed.id);
      return answer;
    }
    if ((await knownWechatAccount(deps.db, { appId: account.appId, ...identity })) !== null) {
      const answer = await logIn(deps, account, login);
      await endWebLogin(deps.db, claimed.id);
      return answer;
    }
    await awaitProfileConsent(deps.db, {
      id: claimed.id,
      ...identity,
      expiresAt: new Date(now.getTime() + WECHAT_WEB_LOGIN_TTL_SECONDS * 1000),
    });
    return { state: "consent" as const };
  } catch (error) {
    await endWebLogin(deps.db, claimed.id);
    throw wechatRefusal(error, log);
  }
}

/**
 * `POST /auth/wechat/web_consent`, the new person's answer: their WeChat profile (a `snsapi_userinfo`
 * round, for the same browser) or a phoneless account with a generated nickname, at once.
 */
export async function answerWechatProfileConsent(
  deps: Deps,
  input: { browserKey: string; useProfile: boolean; userAgent: string | undefined },
) {
  const account = officialAccountOf(deps);
  const claimed = await claimProfileConsent(deps.db, {
    browserKeyHash: hashBrowserKey(input.browserKey),
    appId: account.appId,
    now: deps.providers.now(),
  });
  if (!claimed?.openid) throw badRequest(WECHAT_LOGIN_EXPIRED);
  if (input.useProfile)
    return beginAuthorization(deps, account, {
      browserKey: input.browserKey,
      scope: "snsapi_userinfo",
      redirect: claimed.redirect,
    });
  return logIn(deps, account, {
    identity: { openid: claimed.openid, unionid: claimed.unionid },
    redirect: claimed.redirect,
    userAgent: input.userAgent,
  });
}
