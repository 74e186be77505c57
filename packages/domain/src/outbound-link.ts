/** `/transfer`, the page every link leaving the site passes through, reads the destination here. */
export const TRANSFER_PATH = "/transfer";
export const TRANSFER_DESTINATION_PARAM = "url";
/** Longer addresses are refused: no real page needs one, and browsers and proxies truncate them. */
export const OUTBOUND_LINK_MAX_LENGTH = 2048;

export const OUTBOUND_LINK_MESSAGES = {
  missing: "缺少要访问的网址",
  tooLong: "网址过长，无法打开",
  notWeb: "只能打开以 http:// 或 https:// 开头的网页地址",
  malformed: "网址格式不正确，无法打开",
  credentials: "网址中含有账号或密码，可能是冒充其他网站的链接，已为你拦截",
} as const;

export type OutboundLinkCheck =
  | { ok: true; href: string; host: string }
  | { ok: false; message: (typeof OUTBOUND_LINK_MESSAGES)[keyof typeof OUTBOUND_LINK_MESSAGES] };

const WEB_SCHEME = /^https?:\/\//i;

/**
 * Whether an address may be offered as a link off the site: an absolute http(s) address with a host
 * and no user name or password (`https://bank.example@evil.example` shows one site and opens
 * another). The address is read as written, not as a browser would repair it, so
 * `//evil.example`, `/\evil.example`, `https:\\evil.example`, ` javascript:…` and `data:` are refused
 * rather than guessed at. The host is returned as the browser will contact it (IDNs in punycode), so a
 * look-alike name cannot pass for the real one.
 */
export function checkOutboundLink(address: string | null | undefined): OutboundLinkCheck {
  if (address === null || address === undefined || address === "") {
    return { ok: false, message: OUTBOUND_LINK_MESSAGES.missing };
  }
  if (address.length > OUTBOUND_LINK_MAX_LENGTH)
    return { ok: false, message: OUTBOUND_LINK_MESSAGES.tooLong };
  if (!WEB_SCHEME.test(address)) return { ok: false, message: OUTBOUND_LINK_MESSAGES.notWeb };
  // Browsers drop or reinterpret these (tabs and newlines vanish, backslashes become slashes), so
  // what is shown would not be what is opened.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\s\\\u0000-\u001f\u007f]/.test(address))
    return { ok: false, message: OUTBOUND_LINK_MESSAGES.malformed };
  const authority = address.slice(address.indexOf("//") + 2).split(/[/?#]/, 1)[0] ?? "";
  // `https:///evil.example` would open evil.example though no host is written where a host goes.
  if (authority === "") return { ok: false, message: OUTBOUND_LINK_MESSAGES.malformed };
  if (authority.includes("@")) return { ok: false, message: OUTBOUND_LINK_MESSAGES.credentials };
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return { ok: false, message: OUTBOUND_LINK_MESSAGES.malformed };
  }
  return { ok: true, href: url.href, host: url.host };
}

/** The address of `/transfer` for a link leaving the site. */
export function transferAddress(destination: string): string {
  return `${TRANSFER_PATH}?${new URLSearchParams({ [TRANSFER_DESTINATION_PARAM]: destination })}`;
}
