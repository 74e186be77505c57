import { createHash, randomBytes } from "node:crypto";

/**
 * WeChat's JS-SDK signature (its documentation, 附录1): SHA-1 of
 * `jsapi_ticket={ticket}&noncestr={nonce}&timestamp={seconds}&url={url}`, the fields in that order,
 * the url whole (query included) without its fragment, nothing escaped.
 */
export function signJssdkPage(input: {
  ticket: string;
  nonceStr: string;
  timestamp: number;
  url: string;
}): string {
  const plain = `jsapi_ticket=${input.ticket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${input.url}`;
  return createHash("sha1").update(plain).digest("hex");
}

/** A random nonce of WeChat's alphabet (letters and digits, at most 32 characters). */
export const jssdkNonce = () => randomBytes(12).toString("base64url").replace(/[-_]/g, "0");

/**
 * The page address to sign, without its fragment, when it is one of ours (the main site's origin,
 * `/h5` included, or the mobile site's); null otherwise: our ticket signs our pages only.
 */
export function ownPageAddress(url: string, ownOrigins: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username || parsed.password || !ownOrigins.includes(parsed.origin)) return null;
  const hash = url.indexOf("#");
  return hash === -1 ? url : url.slice(0, hash);
}
