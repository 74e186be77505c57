/** Where a login returns to when the address asked for none: the user centre. */
export const AFTER_LOGIN_PATH = "/user";

/**
 * WeChat's web login (OAuth inside WeChat's own browser), an API endpoint that returns the visitor to
 * `redirect` once WeChat has answered. One constant, so the address can follow the endpoint.
 */
export const WECHAT_WEB_AUTHORIZE_PATH = "/api/auth/wechat/web/authorize";

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
 * WeChat's login link, returning to `returnTo`: the address as the browser sees it, with the `/h5`
 * the main origin's mount adds, since the API redirects the browser itself.
 */
export function wechatLoginHref(returnTo: string): string {
  return `${WECHAT_WEB_AUTHORIZE_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}
