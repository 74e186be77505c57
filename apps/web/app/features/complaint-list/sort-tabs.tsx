import { COMPLAINT_LIST_SORTS, type ComplaintListSort } from "@tousu/contracts";
import { Link } from "react-router";
import { listHref } from "../../lib/list-href";
import { cx } from "../../ui/cx";

const SORT_LABELS: Record<ComplaintListSort, string> = {
  latest: "最新",
  followed: "关注最多",
  viewed: "浏览最多",
};

export function SortTabs({ sort, search }: { sort: ComplaintListSort; search: string }) {
  const params = new URLSearchParams(search);
  return (
    <nav aria-label="排序" className="flex gap-5 border-b border-gray-100 px-5 text-sm">
      {COMPLAINT_LIST_SORTS.map((option) => (
        <Link
          key={option}
          to={listHref(params, { sort: option === "latest" ? null : option })}
          aria-current={option === sort ? "true" : undefined}
          preventScrollReset
          className={cx(
            "-mb-px border-b-2 py-2.5",
            option === sort
              ? "border-brand-600 font-medium text-brand-700"
              : "border-transparent text-gray-600 hover:text-brand-700",
          )}
        >
          {SORT_LABELS[option]}
        </Link>
      ))}
    </nav>
  );
}
