import { ApiPageError, ApiResultError } from "@tousu/api-client";
import { readTokenCookie } from "@tousu/domain";
import { redirect } from "react-router";
import { loginPath } from "./h5-paths";

/**
 * A write's answer to the form that sent it: done, or refused with the API's own message (the error
 * catalogue's Chinese text). `needsPhone`: the account has no bound phone yet (code 402).
 */
export type WriteResult<T> = { ok: true; data: T } | { ok: false; message: string; needsPhone: boolean };

/**
 * The prefix this request came through: "" on the mobile host, "/h5" on the main origin (decision
 * 078). An action's redirect is a full path, so it must carry it, as React Router's links do.
 */
function mountPrefix(request: Request, pagePath: string): string {
  const { pathname } = new URL(request.url);
  const at = pathname.lastIndexOf(pagePath);
  return at > 0 ? pathname.slice(0, at) : "";
}

/**
 * Runs a write of a route action for the visitor, on the server, through the API. Someone not logged
 * in (or whose login has expired: 401) is sent to the login page, which brings them back to `page`
 * (this app's path of the page, query included) — before anything they sent is looked at.
 */
export async function runWrite<T>(
  request: Request,
  page: string,
  write: () => Promise<T>,
): Promise<WriteResult<T>> {
  const toLogin = () => redirect(mountPrefix(request, page.split("?")[0] ?? page) + loginPath(page));
  if (readTokenCookie(request.headers.get("cookie")) === null) throw toLogin();
  try {
    return { ok: true, data: await write() };
  } catch (error) {
    if (error instanceof ApiResultError) {
      if (error.code === 401) throw toLogin();
      return { ok: false, message: error.message, needsPhone: error.code === 402 };
    }
    // A 404 (the complaint or comment is gone) or the API being unreachable: said next to the form.
    if (error instanceof ApiPageError) return { ok: false, message: error.message, needsPhone: false };
    throw error;
  }
}
