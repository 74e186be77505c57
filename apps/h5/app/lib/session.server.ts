import { type ApiClient, type ApiResult, ApiResultError } from "@tousu/api-client";
import {
  BIND_ACCESS_TOKEN_COOKIE,
  h5SitePath,
  ResultCode,
  readCookie,
  readTokenCookie,
  sameSitePath,
  serializeBindTokenCookie,
  serializeExpiredBindTokenCookie,
  serializeExpiredTokenCookie,
  serializeTokenCookie,
} from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { type AppLoadContext, redirect } from "react-router";
import { AFTER_LOGIN_PATH, bindPath, loginPath } from "./login-paths";

// Logged in on the H5 site = the `web-token` cookie, as on the PC site. The cookie is a host cookie on
// `/`: set on the mobile origin it holds there, set under /h5 on the main origin it is the PC site's
// login too (docs/decisions/082).

interface RouteArgs {
  request: Request;
  context: AppLoadContext;
}

/** The page asked for, as a path of this site (what a login returns to). */
export function requestedPath(request: Request): string {
  const url = new URL(request.url);
  return h5SitePath(url.pathname) + url.search;
}

/** The `/h5` the main origin's mount puts before this site's paths, or "" on the mobile origin. */
export function mountPrefixOf(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.slice(0, pathname.length - h5SitePath(pathname).length);
}

/** Where a login returns to: the `redirect` parameter when it is a path of this site, else the user centre. */
export function returnPathOf(request: Request): string {
  return sameSitePath(new URL(request.url).searchParams.get("redirect")) ?? AFTER_LOGIN_PATH;
}

function isSecure(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

/** To the login page, which returns here; a token the API refused is dropped on the way. */
export function toLogin(request: Request, { dropToken = false } = {}): Response {
  return redirect(
    loginPath(requestedPath(request)),
    dropToken ? { headers: { "set-cookie": serializeExpiredTokenCookie() } } : undefined,
  );
}

/** A page or action only a member may use: a visitor without a token goes to the login page. */
export function requireLogin(request: Request): void {
  if (readTokenCookie(request.headers.get("cookie")) === null) throw toLogin(request);
}

/**
 * A user-centre page's loader: a visitor goes to the login page (and comes back after), a member's
 * page is read with their token. A token the API no longer knows is dropped and the visitor logs in again.
 */
export function loadUserPage<T>(
  { request, context }: RouteArgs,
  load: (api: ApiClient) => Promise<T>,
): Promise<T> {
  requireLogin(request);
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    try {
      return await load(api);
    } catch (error) {
      if (error instanceof ApiResultError && error.code === ResultCode.Unauthorized)
        throw toLogin(request, { dropToken: true });
      throw error;
    }
  });
}

/**
 * A member's write refused by the API: a lapsed login goes to the login page, a missing phone (402) to
 * the bind page with the answer's access token kept for it, both returning here; any other refusal is
 * the catalogue's message, for the form to show.
 */
export function refusalOf(request: Request, result: Extract<ApiResult<unknown>, { ok: false }>): string {
  if (result.code === ResultCode.Unauthorized) throw toLogin(request, { dropToken: true });
  if (result.code === ResultCode.BindMobile) {
    const toBindPage = toBind(request, result.data);
    if (toBindPage) throw toBindPage;
  }
  return result.msg;
}

/**
 * A 402's way on: to the bind page, returning here, with the answer's access token (`data`) kept for
 * it in an httpOnly cookie rather than the address; null when the answer carried no token.
 */
export function toBind(request: Request, data: unknown): Response | null {
  const token = (data as { access_token?: unknown } | null)?.access_token;
  if (typeof token !== "string" || !token) return null;
  return redirect(bindPath(requestedPath(request)), {
    headers: { "set-cookie": serializeBindTokenCookie(token, { secure: isSecure(request) }) },
  });
}

/** The 402's access token the bind page works with, or null once it lapsed. */
export function bindTokenOf(request: Request): string | null {
  return readCookie(request.headers.get("cookie"), BIND_ACCESS_TOKEN_COOKIE);
}

/** A finished login: the session into the cookie (and a bind's token out), then to `returnTo`. */
export function loggedIn(
  request: Request,
  session: { token: string; expires_at: string },
  returnTo: string,
): Response {
  const headers = new Headers();
  headers.append(
    "set-cookie",
    serializeTokenCookie(session.token, session.expires_at, { secure: isSecure(request) }),
  );
  if (bindTokenOf(request) !== null) headers.append("set-cookie", serializeExpiredBindTokenCookie());
  return redirect(returnTo, { headers });
}

/** Logged out: the cookie dropped, home. */
export function loggedOut(): Response {
  return redirect("/", { headers: { "set-cookie": serializeExpiredTokenCookie() } });
}
