import type { CollectiveSummary } from "@tousu/contracts";
import { formatCount } from "@tousu/domain";
import { Link } from "react-router";
import { cx } from "../../ui/cx";

/** On a complaint's page: the collective it joined, one click from the shared issue and the company's reply. */
export function CollectiveMembershipNote({
  collective,
  className,
}: {
  collective: CollectiveSummary;
  className?: string;
}) {
  return (
    <Link
      to={`/tousu/collective/${collective.id}`}
      className={cx(
        "group flex items-center justify-between gap-4 rounded-lg bg-brand-50 px-5 py-3.5 text-sm text-gray-800 ring-1 ring-brand-100 ring-inset hover:bg-brand-100/60",
        className,
      )}
    >
      <span className="min-w-0">
        本投诉属于集体投诉：
        <span className="font-medium text-brand-700 group-hover:underline">{collective.title}</span>
        ，共{formatCount(collective.member_count)}人参与
      </span>
      <span className="shrink-0 text-gray-600 group-hover:text-brand-700">
        查看<span aria-hidden="true"> ›</span>
      </span>
    </Link>
  );
}
