import { formatDate } from "@tousu/domain";
import { VIP_BADGE_LABEL, VIP_USER_CENTRE_PATH } from "@tousu/page-kit/vip-texts";
import { Link } from "react-router";

/**
 * The member's mark, on the member's own pages only (the user centre's header, their complaints):
 * public pages and the company's portal never carry a membership.
 */
export function VipBadge({ membership }: { membership: { ends_at: string } | null }) {
  if (!membership) return null;
  return (
    <Link
      to={VIP_USER_CENTRE_PATH}
      className="inline-flex min-h-7 items-center gap-1.5 rounded-full bg-amber-100 px-2.5 text-xs font-medium whitespace-nowrap text-amber-900"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5" fill="currentColor">
        <path d="M2.5 6.5l4 3 3.5-5 3.5 5 4-3-1.5 9h-12z" />
      </svg>
      {VIP_BADGE_LABEL}
      <span className="text-amber-800">至 {formatDate(membership.ends_at)}</span>
    </Link>
  );
}
