import { readCookie, WECHAT_WEB_LOGIN_COOKIE, WECHAT_WEB_LOGIN_TTL_SECONDS } from "@tousu/domain";
import { type AppLoadContext, redirect } from "react-router";
import { httpOnlyCookie, toLoggedIn } from "./session-cookies.server";

// The browser's side of the WeChat web login (decision 080): the key that binds a login to this
// browser lives in an HttpOnly cookie (scripts cannot read it, WeChat's return sends it: SameSite=Lax
// goes with a top-level navigation); the login ends with the `web-token` cookie on this site.

export const readBrowserKey = (request: Request) =>
  readCookie(request.headers.get("cookie"), WECHAT_WEB_LOGIN_COOKIE) ?? "";

/** To WeChat's authorisation page, the browser holding `browserKey` for the login's ten minutes. */
export function toWechatAuthorization(
  answer: { authorize_url: string; browser_key: string },
  context: AppLoadContext,
) {
  return redirect(answer.authorize_url, {
    headers: {
      "set-cookie": httpOnlyCookie(
        WECHAT_WEB_LOGIN_COOKIE,
        answer.browser_key,
        WECHAT_WEB_LOGIN_TTL_SECONDS,
        context,
      ),
    },
  });
}

/** Logged in: the token cookie, the login's key dropped, and back to the page the login started from. */
export const toLoggedInByWechat = (
  answer: { token: string; expires_at: string; redirect: string },
  context: AppLoadContext,
) => toLoggedIn(answer, answer.redirect, WECHAT_WEB_LOGIN_COOKIE, context);
