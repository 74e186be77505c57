import { ApiResultError } from "@tousu/api-client";
import { ResultCode, readTokenCookie, sameSitePath } from "@tousu/domain";
import { redirect } from "react-router";
import { loginPath } from "./h5-paths";

/** A write the API refused: its message (the error catalogue's Chinese text) for the form to show. */
export interface WriteRefusal {
  error: string;
  /** The account has no phone yet (code 402): the form offers the bind step. */
  needsPhone: boolean;
}

/**
 * The page the visitor was on, as a path of this app, from a request of this site: the address the
 * login page returns to. React Router hands actions the request with the mount's basename still on.
 */
function currentPath(request: Request, basename: string): string {
  const url = new URL(request.url);
  const pathname = url.pathname.startsWith(basename)
    ? url.pathname.slice(basename.length) || "/"
    : url.pathname;
  return sameSitePath(pathname + url.search) ?? "/";
}

/**
 * An action's first step: a visitor without a login is sent to the login page, which brings them
 * back to this page. The redirect's path is one of this app: React Router puts the basename on.
 */
export function requireLogin(request: Request): void {
  if (readTokenCookie(request.headers.get("cookie")) !== null) return;
  throw redirect(loginPath(currentPath(request, h5Basename(request))));
}

/** `/h5` when the request came through the main origin's mount, else nothing (decision 078). */
function h5Basename(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname === "/h5" || pathname.startsWith("/h5/") ? "/h5" : "";
}

/**
 * Runs a write through the visitor's server-side API client. A refusal the catalogue returns to the
 * caller (400, 403, 402, over a limit) comes back as its message; an expired login (401) is sent to
 * the login page; a missing page (404) or a server failure is thrown on for the route's error page.
 */
export async function attemptWrite<T>(
  request: Request,
  write: () => Promise<T>,
): Promise<{ done: T; refusal: null } | { done: null; refusal: WriteRefusal }> {
  try {
    return { done: await write(), refusal: null };
  } catch (error) {
    if (!(error instanceof ApiResultError)) throw error;
    if (error.code === ResultCode.Unauthorized) {
      throw redirect(loginPath(currentPath(request, h5Basename(request))));
    }
    return {
      done: null,
      refusal: { error: error.message, needsPhone: error.code === ResultCode.BindMobile },
    };
  }
}
