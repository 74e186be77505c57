import { formatCount } from "@tousu/domain";
import { Link, useLocation } from "react-router";
import { type ComplaintCardData, ComplaintCardList } from "./complaint-card";
import { ComplaintFilters, type ComplaintFiltersProps } from "./complaint-filters";
import type { ListPage } from "./infinite-list";

/** A list page's heading, its filters and the growing list; a new filter (a new URL) starts it over. */
export function FilteredComplaintList({
  heading,
  intro,
  total,
  filters,
  list,
}: {
  heading: string;
  intro?: string;
  /** How many complaints match, null when the page did not count them (a cursor's page). */
  total: number | null;
  filters: ComplaintFiltersProps;
  list: ListPage<ComplaintCardData>;
}) {
  const { search } = useLocation();
  return (
    <section aria-labelledby="complaint-list-heading" className="pb-3">
      <div className="flex items-baseline gap-2 bg-white px-4 pt-3">
        <h2 id="complaint-list-heading" className="min-w-0 truncate text-base font-semibold text-gray-900">
          {heading}
        </h2>
        {total !== null ? (
          <p className="ml-auto shrink-0 text-sm text-gray-600">共 {formatCount(total)} 条</p>
        ) : null}
      </div>
      {intro ? <p className="bg-white px-4 pt-1 text-sm text-gray-600">{intro}</p> : null}
      <ComplaintFilters key={search} {...filters} />
      <div className="mt-2">
        <ComplaintCardList
          first={list}
          empty={
            <div className="bg-white px-4 py-12 text-center text-sm text-gray-600">
              <p>没有符合条件的投诉</p>
              <Link to="?" className="mt-2 inline-flex min-h-11 items-center text-brand-700">
                清除筛选条件
              </Link>
            </div>
          }
        />
      </div>
    </section>
  );
}
