import { Link, useSearchParams } from "react-router";
import { buttonClass } from "./button";

/**
 * Previous/next links for a paged list; keeps the other search parameters (the tab, another list's
 * page) as they are. `param` names the page's parameter where a page has two lists.
 */
export function Pager({
  page,
  pageSize,
  total,
  param = "page",
}: {
  page: number;
  pageSize: number;
  total: number;
  param?: string;
}) {
  const [searchParams] = useSearchParams();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  const hrefOf = (target: number) => {
    const next = new URLSearchParams(searchParams);
    next.set(param, String(target));
    return `?${next.toString()}`;
  };
  return (
    <nav aria-label="分页" className="flex items-center justify-center gap-3 py-4 text-sm text-gray-600">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} className={buttonClass({ variant: "secondary", size: "sm" })}>
          上一页
        </Link>
      ) : null}
      <span>
        第 {page} / {pageCount} 页
      </span>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)} className={buttonClass({ variant: "secondary", size: "sm" })}>
          下一页
        </Link>
      ) : null}
    </nav>
  );
}
