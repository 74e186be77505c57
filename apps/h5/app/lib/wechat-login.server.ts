import { ApiPageError, ApiResultError } from "@tousu/api-client";
import {
  h5Address,
  readCookie,
  serializeTokenCookie,
  WECHAT_WEB_LOGIN_COOKIE,
  WECHAT_WEB_LOGIN_TTL_SECONDS,
} from "@tousu/domain";
import { type AppLoadContext, redirect } from "react-router";

// The browser's side of the WeChat web login (decision 080): the key that binds a login to this
// browser lives in an HttpOnly cookie (scripts cannot read it, WeChat's return sends it: SameSite=Lax
// goes with a top-level navigation); the login ends with the `web-token` cookie on this site.

/** Whether the H5 site is served over https (its cookies are then Secure). */
const isSecure = (context: AppLoadContext) => h5Address("/", context.publicConfig).startsWith("https:");

export const readBrowserKey = (request: Request) =>
  readCookie(request.headers.get("cookie"), WECHAT_WEB_LOGIN_COOKIE) ?? "";

const browserKeyCookie = (key: string, maxAge: number, context: AppLoadContext) =>
  `${WECHAT_WEB_LOGIN_COOKIE}=${key}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${isSecure(context) ? "; Secure" : ""}`;

/** To WeChat's authorisation page, the browser holding `browserKey` for the login's ten minutes. */
export function toWechatAuthorization(
  answer: { authorize_url: string; browser_key: string },
  context: AppLoadContext,
) {
  return redirect(answer.authorize_url, {
    headers: { "set-cookie": browserKeyCookie(answer.browser_key, WECHAT_WEB_LOGIN_TTL_SECONDS, context) },
  });
}

/** Logged in: the token cookie, the login's key dropped, and back to the page the login started from. */
export function toLoggedIn(
  answer: { token: string; expires_at: string; redirect: string },
  context: AppLoadContext,
) {
  const headers = new Headers();
  headers.append(
    "set-cookie",
    serializeTokenCookie(answer.token, answer.expires_at, { secure: isSecure(context) }),
  );
  headers.append("set-cookie", browserKeyCookie("", 0, context));
  return redirect(answer.redirect, { headers });
}

/** The API's refusal as the page shows it (the error catalogue's message); anything else is thrown on. */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiResultError || error instanceof ApiPageError) return error.message;
  throw error;
}

/** The start page's address for another try, returning to `redirect`. */
export const wechatLoginPath = (redirectPath: string) =>
  `/pages/login/wechat?redirect=${encodeURIComponent(redirectPath)}`;
