/** Where a login returns to when the address asked for none: the user centre. */
export const AFTER_LOGIN_PATH = "/user";

/** WeChat's web login (OAuth inside WeChat's own browser, decision 080): the page that starts it. */
const WECHAT_LOGIN_PAGE = "/pages/login/wechat";

/** The H5 login page, returning to `redirectTo` (a path of this site) once logged in. */
export function loginPath(redirectTo: string): string {
  return redirectTo === AFTER_LOGIN_PATH
    ? "/pages/login"
    : `/pages/login?redirect=${encodeURIComponent(redirectTo)}`;
}

/** The bind-mobile page (a 402 asked for a phone), returning to `redirectTo` once bound. */
export function bindPath(redirectTo: string): string {
  return `/pages/login/bind?redirect=${encodeURIComponent(redirectTo)}`;
}

/**
 * WeChat's login link, returning to `returnTo` (a path of this site). A path of this app: a document
 * link to it must add the mount's `/h5` itself, since the page leaves for WeChat's authorisation.
 */
export function wechatLoginHref(returnTo: string): string {
  return `${WECHAT_LOGIN_PAGE}?redirect=${encodeURIComponent(returnTo)}`;
}
