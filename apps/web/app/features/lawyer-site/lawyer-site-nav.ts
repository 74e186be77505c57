import { LAWYER_SITE_PATH } from "../../lib/lawyer-site";

/**
 * The lawyer site's navigation, in order. A section of the site (the inbox, cases) joins by adding
 * its entry here; `isCurrent` marks the entry of the page being shown.
 */
export const LAWYER_SITE_NAV = [
  { to: LAWYER_SITE_PATH, label: "律师入驻", isExact: true },
  { to: `${LAWYER_SITE_PATH}/application`, label: "申请进度" },
  { to: `${LAWYER_SITE_PATH}/profile`, label: "我的资料" },
  { to: `${LAWYER_SITE_PATH}/mediations`, label: "我的调解" },
] as const satisfies readonly { to: string; label: string; isExact?: boolean }[];

export function isCurrentNavEntry(pathname: string, entry: { to: string; isExact?: boolean }): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  return entry.isExact ? path === entry.to : path === entry.to || path.startsWith(`${entry.to}/`);
}
