import { COMPLAINT_LIST_MAX_PAGE } from "@tousu/contracts";
import { formatCount } from "@tousu/domain";
import { listHref } from "@tousu/page-kit/list-href";
import { Link } from "react-router";
import { Card } from "../../ui/card";
import { ListPager } from "../../ui/list-pager";
import { ComplaintListItem, HotComplaintList } from "../complaint";
import { ComplainedBrandList } from "./complained-brand-list";
import { ComplaintFilterBar } from "./complaint-filter-bar";
import type { ComplaintListPageData } from "./load-complaint-list.server";
import { RecommendedComplaintList } from "./recommended-complaint-list";
import { SortTabs } from "./sort-tabs";

interface ComplaintListPageProps {
  data: ComplaintListPageData;
  heading: string;
  /** One line under the heading, e.g. what the list is filtered by. */
  intro?: string;
}

/**
 * /tousu and its narrowed views (a sector, a problem tag): filters, sort tabs, the list, paging, and a
 * side column of hot and solved complaints and the brands complained about most.
 */
export function ComplaintListPage({ data, heading, intro }: ComplaintListPageProps) {
  const {
    page,
    isPastLastPage,
    query,
    search,
    brand,
    unmatchedBrand,
    typeTree,
    hotComplaints,
    recommendedComplaints,
    complainedBrands,
    now,
  } = data;
  const isCursorPage = query.cursor !== undefined;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
      <section
        aria-labelledby="complaint-list-heading"
        className="min-w-0 rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
      >
        <header className="flex flex-wrap items-baseline justify-between gap-2 px-5 pt-4">
          <h1 id="complaint-list-heading" className="text-xl font-semibold text-gray-900">
            {heading}
          </h1>
          {page.total !== null ? (
            <p className="text-sm text-gray-600">
              共 {formatCount(page.total)}
              {page.total_capped ? "+" : ""} 条
            </p>
          ) : null}
          {intro ? <p className="w-full text-sm text-gray-600">{intro}</p> : null}
        </header>
        {/* Keyed by the URL: back/forward must show that URL's filters, not what was typed before. */}
        <ComplaintFilterBar
          key={search}
          query={query}
          search={search}
          typeTree={typeTree}
          brand={brand}
          unmatchedBrand={unmatchedBrand}
        />
        <SortTabs sort={query.sort} search={search} />
        {page.list.length > 0 ? (
          <div className="divide-y divide-gray-100">
            {page.list.map((complaint) => (
              <ComplaintListItem key={complaint.id} complaint={complaint} now={now} />
            ))}
          </div>
        ) : isPastLastPage ? (
          <div className="px-5 py-16 text-center text-sm text-gray-600">
            <p>没有更多投诉了</p>
            <Link
              to={listHref(new URLSearchParams(search), {})}
              className="mt-2 inline-block text-brand-700 hover:underline"
            >
              回到第一页
            </Link>
          </div>
        ) : (
          <div className="px-5 py-16 text-center text-sm text-gray-600">
            <p>没有符合条件的投诉</p>
            <Link to="?" className="mt-2 inline-block text-brand-700 hover:underline">
              清除筛选条件
            </Link>
          </div>
        )}
        {isPastLastPage ? null : (
          <ListPager
            search={search}
            page={query.page}
            pageSize={query.page_size}
            total={page.total}
            nextCursor={page.next_cursor}
            isCursorPage={isCursorPage}
            maxPage={COMPLAINT_LIST_MAX_PAGE}
          />
        )}
      </section>
      <aside className="space-y-6">
        {hotComplaints.length > 0 ? (
          <Card title="热门投诉">
            <HotComplaintList complaints={hotComplaints} />
          </Card>
        ) : null}
        {recommendedComplaints.length > 0 ? (
          <Card title="推荐投诉">
            <RecommendedComplaintList complaints={recommendedComplaints} />
          </Card>
        ) : null}
        {complainedBrands.length > 0 ? (
          <Card title="投诉最多的品牌" more={{ to: "/ranking", label: "红黑榜" }}>
            <ComplainedBrandList brands={complainedBrands} />
          </Card>
        ) : null}
      </aside>
    </div>
  );
}
