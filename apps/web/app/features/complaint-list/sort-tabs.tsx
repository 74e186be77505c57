import { COMPLAINT_LIST_SORT_LABELS, COMPLAINT_LIST_SORTS, type ComplaintListSort } from "@tousu/contracts";
import { listHref } from "@tousu/page-kit/list-href";
import { Link } from "react-router";
import { cx } from "../../ui/cx";

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
          {COMPLAINT_LIST_SORT_LABELS[option]}
        </Link>
      ))}
    </nav>
  );
}
