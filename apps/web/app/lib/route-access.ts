import { isUserRouteName, loginRedirectLocation } from "@tousu/domain";
import { redirect } from "react-router";
import type { RouteHandle } from "./route-handle";
import { readTokenCookie } from "./token-cookie";

/**
 * The access rule of docs/product/routes.md#login-only-pages, decided by the route's name: a route whose name contains 'user' sends a visitor
 * without a token home, where the login dialog opens and brings them back to `url` (the page they
 * asked for) once logged in. A loader sees only its own module, so a route passes its own handle; the
 * routes nested in it are covered by its loader. `cookies` is the request's `Cookie` header on the
 * server and `document.cookie` in the browser: the token cookie is what the server sees (docs/product/entities.md#session-and-user-store).
 */
export function requireRouteAccess(
  handle: RouteHandle,
  cookies: string | null | undefined,
  url: string,
): void {
  if (isUserRouteName(handle.name) && readTokenCookie(cookies) === null) {
    const { pathname, search } = new URL(url, "http://localhost");
    throw redirect(loginRedirectLocation(pathname + search));
  }
}
