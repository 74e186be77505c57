import { ApiResultError } from "@tousu/api-client";
import { ResultCode, readCookie } from "@tousu/domain";
import { type AppLoadContext, redirect } from "react-router";
import { httpOnlyCookie } from "./session-cookies.server";

// The 402 bind step on the H5 site (decision 046 as the PC dialog does it; decision 080): the 402's
// ten-minute token is kept in an HttpOnly cookie, never in an address, until /pages/login/bind spends it.

export const BIND_TOKEN_COOKIE = "bind-token";
/** The 402's token lives ten minutes (the API's BIND_ACCESS_TOKEN_TTL_MS). */
const BIND_TOKEN_MAX_AGE_SECONDS = 600;

export const readBindToken = (request: Request) =>
  readCookie(request.headers.get("cookie"), BIND_TOKEN_COOKIE) ?? "";

/**
 * A page's action whose write was answered 402 (an account without a phone): the bind step, which
 * returns to `redirectPath` once a phone is bound. Null for any other failure.
 */
export function bindStepOf(error: unknown, redirectPath: string, context: AppLoadContext): Response | null {
  if (!(error instanceof ApiResultError) || error.code !== ResultCode.BindMobile) return null;
  const token = (error.result.data as { access_token?: unknown } | null)?.access_token;
  if (typeof token !== "string") return null;
  return redirect(`/pages/login/bind?redirect=${encodeURIComponent(redirectPath)}`, {
    headers: { "set-cookie": httpOnlyCookie(BIND_TOKEN_COOKIE, token, BIND_TOKEN_MAX_AGE_SECONDS, context) },
  });
}
