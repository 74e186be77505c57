import { listHref } from "@tousu/page-kit/list-href";
import { Link } from "react-router";
import { cx } from "./cx";

interface ListPagerProps {
  search: string;
  page: number;
  pageSize: number;
  /** Null while paging by cursor (not counted again). */
  total: number | null;
  /** A list paged by cursor past its numbered pages gives these; one paged by offset only, none. */
  nextCursor?: string | null;
  isCursorPage?: boolean;
  /** The last page given a number; a list paged by offset at any depth gives none. */
  maxPage?: number;
}

const PAGE_WINDOW = 2;
const linkClass = "flex h-8 min-w-8 items-center justify-center rounded border px-2 text-sm";

/**
 * Numbered pages for the first pages (a deep offset would scan), then "下一页" carries the
 * last row's cursor, which costs the same at any depth.
 */
export function ListPager({
  search,
  page,
  pageSize,
  total,
  nextCursor = null,
  isCursorPage = false,
  maxPage = Number.POSITIVE_INFINITY,
}: ListPagerProps) {
  const params = new URLSearchParams(search);
  const lastNumbered = total === null ? 0 : Math.min(Math.ceil(total / pageSize), maxPage);
  const numbers = isCursorPage
    ? []
    : Array.from({ length: lastNumbered }, (_, index) => index + 1).filter(
        (number) => number === 1 || number === lastNumbered || Math.abs(number - page) <= PAGE_WINDOW,
      );
  const nextHref =
    !isCursorPage && page < lastNumbered
      ? listHref(params, { page: page + 1 })
      : nextCursor
        ? listHref(params, { cursor: nextCursor })
        : null;
  if (numbers.length <= 1 && !nextHref && !isCursorPage) return null;

  return (
    <nav aria-label="分页" className="flex flex-wrap items-center justify-center gap-1.5 px-5 py-4">
      {isCursorPage ? (
        <Link
          to={listHref(params, {})}
          className={cx(linkClass, "border-gray-200 text-gray-700 hover:text-brand-700")}
        >
          回到第一页
        </Link>
      ) : null}
      {numbers.map((number, index) => (
        <span key={number} className="flex items-center gap-1.5">
          {index > 0 && number - (numbers[index - 1] ?? number) > 1 ? (
            <span aria-hidden="true" className="text-gray-400">
              …
            </span>
          ) : null}
          <Link
            to={listHref(params, { page: number === 1 ? null : number })}
            aria-current={number === page ? "page" : undefined}
            className={cx(
              linkClass,
              number === page
                ? "border-brand-600 bg-brand-600 text-white"
                : "border-gray-200 text-gray-700 hover:border-brand-600 hover:text-brand-700",
            )}
          >
            {number}
          </Link>
        </span>
      ))}
      {nextHref ? (
        <Link
          to={nextHref}
          rel="next"
          className={cx(
            linkClass,
            "border-gray-200 text-gray-700 hover:border-brand-600 hover:text-brand-700",
          )}
        >
          下一页
        </Link>
      ) : null}
    </nav>
  );
}
