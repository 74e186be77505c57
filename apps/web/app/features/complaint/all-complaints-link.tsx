import { Link } from "react-router";

export interface AllComplaintsTarget {
  to: string;
  label: string;
}

/**
 * The way from a page that shows a brand's newest complaints to all of them: the complaint list
 * filtered to the brand (/tousu?brand_id=), with its numbered pages. None when there are none.
 */
export function allComplaintsLink(count: number, brandId: number): AllComplaintsTarget | null {
  if (count <= 0) return null;
  return {
    to: `/tousu?${new URLSearchParams({ brand_id: String(brandId) })}`,
    label: `查看全部${count}条投诉`,
  };
}

/** The same link under the list, where a reader who scrolled through the newest ones looks for more. */
export function AllComplaintsLink({ to, label }: AllComplaintsTarget) {
  return (
    <Link
      to={to}
      className="block border-t border-gray-100 px-5 py-3 text-center text-sm font-medium text-brand-700 hover:bg-gray-50"
    >
      {label}
      <span aria-hidden="true"> ›</span>
    </Link>
  );
}
