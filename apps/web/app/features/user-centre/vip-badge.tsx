import type { MemberInfo } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { VIP_BADGE_LABEL, VIP_USER_CENTRE_PATH } from "@tousu/page-kit/vip-texts";
import { Link } from "react-router";

/**
 * The member's mark, on the member's own pages only (the user centre's column, which frames their
 * complaints too): public pages and the company's portal never carry a membership.
 */
export function VipBadge({
  membership,
  withEnd = true,
}: {
  membership: MemberInfo["vip"];
  /** The end date beside the mark; the narrow menu column shows the mark alone. */
  withEnd?: boolean;
}) {
  if (!membership) return null;
  return (
    <Link
      to={VIP_USER_CENTRE_PATH}
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium whitespace-nowrap text-amber-900 hover:bg-amber-200"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
        <path d="M2.5 6.5l4 3 3.5-5 3.5 5 4-3-1.5 9h-12z" />
      </svg>
      {VIP_BADGE_LABEL}
      {withEnd ? <span className="text-amber-800">至 {formatDate(membership.ends_at)}</span> : null}
    </Link>
  );
}
