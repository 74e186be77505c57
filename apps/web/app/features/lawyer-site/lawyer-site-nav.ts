import { LAWYER_SITE_PATH } from "../../lib/lawyer-site";

/**
 * The lawyer site's navigation, in order. A section of the site (the inbox, cases) joins by adding
 * its entry here; `isCurrent` marks the entry of the page being shown.
 */
export const LAWYER_SITE_NAV = [
  { to: LAWYER_SITE_PATH, label: "律师入驻", isExact: true },
  // The inbox lists the cases too; a case's page is under it in the navigation.
  { to: `${LAWYER_SITE_PATH}/inbox`, label: "收件箱与案件", alsoUnder: `${LAWYER_SITE_PATH}/cases` },
  { to: `${LAWYER_SITE_PATH}/application`, label: "申请进度" },
  { to: `${LAWYER_SITE_PATH}/profile`, label: "我的资料" },
  { to: `${LAWYER_SITE_PATH}/mediations`, label: "我的调解" },
  { to: `${LAWYER_SITE_PATH}/answers`, label: "我的问答" },
] as const satisfies readonly NavEntry[];

interface NavEntry {
  to: string;
  label: string;
  isExact?: boolean;
  /** Another section whose pages count as this entry's. */
  alsoUnder?: string;
}

export function isCurrentNavEntry(pathname: string, entry: Omit<NavEntry, "label">): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (entry.isExact) return path === entry.to;
  return [entry.to, entry.alsoUnder].some(
    (section) => section !== undefined && (path === section || path.startsWith(`${section}/`)),
  );
}
