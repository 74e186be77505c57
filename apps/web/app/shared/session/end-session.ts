import { removeTokenCookie } from "../../lib/token-cookie";
import { useUserStore } from "./user-store";

/**
 * 403: the token is no longer good, but the visitor stays where they are (docs/product/errors.md#body-codes).
 */
export function forgetToken(): void {
  removeTokenCookie();
  useUserStore.getState().clearSession();
}

/**
 * Logout in the browser (docs/product/entities.md#login-and-logout): token, member info and cookie go, both storages are cleared, and a
 * user page is left for the home page (docs/product/redirects.md#user-pages-without-a-login), whose fresh load renders it for a visitor. Reloading
 * the user page would have its guard ask the visitor to log in again.
 */
export function endSession(): void {
  forgetToken();
  sessionStorage.clear();
  localStorage.clear();
  const { pathname } = window.location;
  if (pathname === "/user" || pathname.startsWith("/user/")) window.location.assign("/");
}
