/** A ticket's public id: 144 random bits in base64url, as POST /auth/get_qrcode issues them. */
export const SCAN_TICKET_ID_SHAPE = /^[A-Za-z0-9_-]{24}$/;

/** The confirm page a phone opens for a ticket; the QR code encodes it at the site's origin. */
export function scanLoginPath(ticketId: string): string {
  return `/auth/scan/${ticketId}`;
}

/** The pass a WeChat scan's confirm link carries (decision 059): `{account id}.{128-bit HMAC}`. */
export const WECHAT_SCAN_PASS_SHAPE = /^[1-9][0-9]{0,15}\.[A-Za-z0-9_-]{22}$/;
/** Where the link carries it: the fragment, which no request, log or Referer carries on. */
export const WECHAT_SCAN_PASS_KEY = "wechat_pass";

/** The confirm page a WeChat scan's reply links to: the ticket's page, with the scanner's pass. */
export function wechatScanConfirmPath(ticketId: string, pass: string): string {
  return `${scanLoginPath(ticketId)}#${WECHAT_SCAN_PASS_KEY}=${pass}`;
}

// First match wins, phones and tablets first: their agents say "like Mac OS X" and "Linux" too, and
// WeChat's iOS browser leaves out the "Mobile" token Safari sends.
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPod/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android 设备"],
  [/Windows/, "Windows 电脑"],
  [/Macintosh|Mac OS X/, "Mac 电脑"],
  [/CrOS/, "Chromebook"],
  [/Linux/, "Linux 电脑"],
];
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/, "微信"],
  [/Edg(A|iOS)?\//, "Edge"],
  [/OPR\//, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|Chromium\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];

/**
 * The requesting device as the phone's confirm page names it ("Windows 电脑 · Chrome"): enough for a
 * person to recognise their own computer, never the raw header.
 */
export function summarizeDevice(userAgent: string | null | undefined): string {
  if (!userAgent) return "未知设备";
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [system, browser].filter(Boolean).join(" · ") || "未知设备";
}

/** An address shown to its owner's phone: the network part only (IPv4 a.b.*.*, IPv6 the first two groups). */
export function maskIp(ip: string | null | undefined): string {
  if (!ip) return "未知";
  const v4 = ip.replace(/^::ffff:/, "").match(/^(\d+)\.(\d+)\.\d+\.\d+$/);
  if (v4) return `${v4[1]}.${v4[2]}.*.*`;
  const groups = ip.split(":").filter(Boolean);
  return groups.length >= 2 ? `${groups[0]}:${groups[1]}:*` : "*";
}
