import { createHash } from "node:crypto";
import type { Config } from "@tousu/api";

/** WeChat's JS-SDK (decision 080): the H5 site's share cards load it, in WeChat's browser only. */
export const WECHAT_JSSDK_ORIGIN = "https://res.wx.qq.com";
/** Where WeChat serves the avatars of the profiles people agree to use (decision 080). */
const WECHAT_AVATAR_ORIGIN = "https://thirdwx.qlogo.cn";

/**
 * Pages may run only our own scripts and the inline scripts named in `inlineScriptSources` (this
 * response's nonce, or the hashes of a shared page's scripts), so an injected <script> does nothing
 * even though the product keeps the token readable by scripts (docs/product/entities.md#login-and-logout). No page may be framed (clickjacking).
 * The H5 site's pages (`isH5`) may also load WeChat's JS-SDK, and their forms may lead to WeChat's
 * authorisation page (the WeChat login's consent answers with a redirect there; decision 080).
 */
export function createContentSecurityPolicy(
  config: Config,
): (inlineScriptSources: readonly string[], isH5?: boolean) => string {
  const origins = (...values: string[]) =>
    values.filter((value) => /^https?:\/\//.test(value)).map((value) => new URL(value).origin);
  const assetOrigins = origins(config.ASSET_ORIGIN);
  const imageOrigins = [...origins(config.IMAGE_ORIGIN, config.ASSET_ORIGIN), WECHAT_AVATAR_ORIGIN];
  const wechatOpenOrigin = new URL(config.WECHAT_OPEN_ORIGIN).origin;
  const apiOrigins = origins(
    config.API_BASE_URL,
    config.MALL_BASE_URL,
    config.LIFE_BASE_URL,
    config.LAWYER_BASE_URL,
    config.DATA_BASE_URL,
    config.EVENT_BASE_URL,
  );
  return (inlineScriptSources, isH5 = false) =>
    [
      "default-src 'self'",
      [
        "script-src 'self'",
        ...inlineScriptSources,
        ...assetOrigins,
        ...(isH5 ? [WECHAT_JSSDK_ORIGIN] : []),
      ].join(" "),
      // Inline styles stay allowed: the dialog's scroll lock injects a <style>, React sets style
      // attributes, and CSS cannot run script.
      `style-src 'self' 'unsafe-inline' ${assetOrigins.join(" ")}`.trim(),
      `img-src 'self' data: blob: ${imageOrigins.join(" ")}`.trim(),
      `connect-src 'self' ${apiOrigins.join(" ")}`.trim(),
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      isH5 ? `form-action 'self' ${wechatOpenOrigin}` : "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; ");
}

export const nonceSource = (nonce: string) => `'nonce-${nonce}'`;

// React escapes `>` inside attribute values, so a tag ends at the first `>`; React Router escapes
// `</script` inside the data it inlines, so a script ends at the first `</script>`.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * A page that a CDN hands to many visitors cannot carry a nonce: the nonce would be the same for all
 * of them and known to anyone who fetched the page (docs/decisions/065). The render's nonce, secret
 * and fresh as before, still marks which inline scripts React and React Router wrote; each of those
 * is allowed by its SHA-256 instead and the nonce is removed. Inline scripts in the page without the
 * nonce (markup that slipped into content) get no hash and stay blocked, as under the nonce policy.
 */
export function replaceNonceWithScriptHashes(
  html: string,
  nonce: string,
): { html: string; inlineScriptSources: string[] } {
  const nonceAttribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!attributes.includes(nonceAttribute) || body === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return { html: html.replaceAll(nonceAttribute, ""), inlineScriptSources: [...hashes] };
}
