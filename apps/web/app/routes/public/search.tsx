import {
  getHotSearchWords,
  SEARCH_KEY_MAX,
  SEARCH_RESULT_LIMIT,
  searchArticles,
  searchBrand,
  searchComplaints,
} from "@tousu/contracts";
import { SEARCH_KEY_PERSONAL_DATA_MESSAGE, searchKeyHoldsPersonalData } from "@tousu/domain";
import {
  lastSearchPage,
  readSearchParams,
  SEARCH_PAGE_SIZE,
  SEARCH_TABS,
  type SearchTab,
  searchHref,
  searchTotalLabel,
} from "@tousu/page-kit/search-params";
import { trackEvent } from "@tousu/page-kit/tracking-beacon";
import { useEffect } from "react";
import { Form, Link, redirect } from "react-router";
import { ArticleResults, BrandResults, ComplaintResults } from "../../features/search/search-results";
import { createServerApi } from "../../lib/api.server";
import { pageClock } from "../../lib/page-clock";
import { loadOrThrow } from "../../lib/route-error.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import { buttonClass } from "../../ui/button";
import { Card } from "../../ui/card";
import { cx } from "../../ui/cx";
import type { Route } from "./+types/search";

// "search" is a landing-page route name (docs/product/routes.md#landing-pages).
export const handle: RouteHandle = { name: "search" };

/** The brand search has no total; counting this many is enough for a tab label. */
const BRAND_COUNT_CAP = 50;

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(
    data?.key ? `“${data.key}”的搜索结果` : "搜索",
    data?.key
      ? `搜索“${data.key}”相关的消费投诉、品牌和维权文章。`
      : "搜索消费投诉、品牌和维权文章，看看别人遇到的问题和商家的回复。",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const { key, tab, page } = readSearchParams(new URL(request.url));
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const hotWords = api.call(getHotSearchWords, { query: { limit: 12 } }).catch(() => []);
    const nothing = { key, tab, page, results: null, now: pageClock() };
    if (key === "") return { ...nothing, hotWords: await hotWords, refused: null };
    // The API refuses such a key (decision 058); the page says why instead of failing.
    if (searchKeyHoldsPersonalData(key))
      return { ...nothing, hotWords: await hotWords, refused: SEARCH_KEY_PERSONAL_DATA_MESSAGE };
    // The open tab loads its page; the others load one item, just for their counts.
    const paging = (ofTab: SearchTab) =>
      tab === ofTab ? { page, page_size: SEARCH_PAGE_SIZE } : { page: 1, page_size: 1 };
    const [complaints, articles, brandCount, brandPage] = await Promise.all([
      api.call(searchComplaints, { query: { key, ...paging("complaint") } }),
      api.call(searchArticles, { query: { key, ...paging("article") } }),
      // Only the brand tab's count: a page without it is still the page asked for.
      api.call(searchBrand, { query: { key, page: 1, page_size: BRAND_COUNT_CAP } }).catch(() => null),
      tab === "brand"
        ? api.call(searchBrand, { query: { key, page, page_size: SEARCH_PAGE_SIZE } })
        : Promise.resolve([]),
    ]);
    // A page past the end (an old or edited link) goes to the last one rather than claiming nothing matched.
    const lastPage = tab === "brand" ? page : lastSearchPage(tab === "complaint" ? complaints : articles);
    if (page > lastPage && lastPage > 0) throw redirect(searchHref(key, tab, lastPage));
    return {
      key,
      tab,
      page,
      hotWords: await hotWords,
      results: { complaints, articles, brands: { list: brandPage, count: brandCount?.length ?? null } },
      refused: null,
      now: pageClock(),
    };
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { key, tab, page, hotWords, results, refused, now } = loaderData;
  const counts: Record<SearchTab, string> = results
    ? {
        complaint: searchTotalLabel(results.complaints),
        brand: brandCountLabel(results.brands.count),
        article: searchTotalLabel(results.articles),
      }
    : { complaint: "", brand: "", article: "" };
  const openTab = results ? tabResults(tab, results) : null;
  // A term's first page is its search; paging through it is not another.
  const found = results
    ? results.complaints.total > 0 || results.articles.total > 0 || (results.brands.count ?? 0) > 0
    : null;
  useEffect(() => {
    if (found !== null && page === 1) trackEvent("search", { term: key, found });
  }, [key, page, found]);

  return (
    <div className="mx-auto max-w-5xl space-y-5 py-6">
      {/* The search box says what the page is; the outline still needs its title. */}
      <h1 className="sr-only">{key ? `“${key}”的搜索结果` : "搜索"}</h1>
      <Form method="get" action="/search" role="search" className="flex gap-3">
        <input type="hidden" name="tab" value={tab} />
        <label className="sr-only" htmlFor="search-page-key">
          搜索关键词
        </label>
        <input
          id="search-page-key"
          type="search"
          name="key"
          defaultValue={key}
          maxLength={SEARCH_KEY_MAX}
          placeholder="输入品牌、投诉问题或文章关键词"
          className="h-12 min-w-0 flex-1 rounded-lg border border-gray-300 bg-white px-4 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-none"
        />
        <button type="submit" className={buttonClass({ size: "lg" })}>
          搜索
        </button>
      </Form>

      {refused ? (
        <p role="alert" className="rounded-lg bg-amber-50 px-5 py-4 text-base text-amber-900">
          {refused}
        </p>
      ) : null}

      {results && openTab ? (
        <section
          aria-labelledby="search-results-heading"
          className="rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
        >
          <h2 id="search-results-heading" className="sr-only">
            搜索结果
          </h2>
          <nav aria-label="结果分类" className="flex gap-6 border-b border-gray-100 px-5">
            {SEARCH_TABS.map((entry) => (
              <Link
                key={entry.id}
                to={searchHref(key, entry.id)}
                aria-current={entry.id === tab ? "page" : undefined}
                className={cx(
                  "-mb-px border-b-2 py-3.5 text-base",
                  entry.id === tab
                    ? "border-brand-600 font-semibold text-brand-700"
                    : "border-transparent text-gray-600 hover:text-brand-700",
                )}
              >
                {entry.label}
                {counts[entry.id] ? (
                  <span className="ml-1 text-sm font-normal text-gray-500">({counts[entry.id]})</span>
                ) : null}
              </Link>
            ))}
          </nav>
          {openTab.empty ? (
            <EmptyResults searchKey={key} hotWords={hotWords} />
          ) : (
            <>
              {tab === "complaint" ? (
                <>
                  <ComplaintResultsSummary page={results.complaints} />
                  <ComplaintResults hits={results.complaints.list} now={now} />
                </>
              ) : null}
              {tab === "brand" ? <BrandResults brands={results.brands.list} /> : null}
              {tab === "article" ? <ArticleResults hits={results.articles.list} /> : null}
              <Pager searchKey={key} tab={tab} page={page} hasNext={openTab.hasNext} />
            </>
          )}
        </section>
      ) : (
        <Card title="热门搜索">
          <HotWords hotWords={hotWords} tab={tab} />
        </Card>
      )}
    </div>
  );
}

function brandCountLabel(count: number | null): string {
  if (count === null) return "";
  return count >= BRAND_COUNT_CAP ? `${BRAND_COUNT_CAP}+` : String(count);
}

type SearchResults = NonNullable<Route.ComponentProps["loaderData"]["results"]>;
type ComplaintPage = SearchResults["complaints"];

function tabResults(tab: SearchTab, results: SearchResults): { empty: boolean; hasNext: boolean } {
  if (tab === "brand") {
    const shown = results.brands.list.length;
    return { empty: shown === 0, hasNext: shown === SEARCH_PAGE_SIZE };
  }
  const page = tab === "complaint" ? results.complaints : results.articles;
  return { empty: page.list.length === 0, hasNext: page.page < lastSearchPage(page) };
}

function ComplaintResultsSummary({ page }: { page: ComplaintPage }) {
  return (
    <div className="border-b border-gray-100 px-5 py-2.5 text-sm text-gray-600">
      <p>找到相关投诉 {searchTotalLabel(page)} 条</p>
      {page.total_capped ? (
        <p className="mt-0.5 text-xs text-gray-500">
          结果较多，仅显示最新的{SEARCH_RESULT_LIMIT}条相关投诉，可输入更具体的关键词
        </p>
      ) : null}
    </div>
  );
}

function EmptyResults({ searchKey, hotWords }: { searchKey: string; hotWords: { keyword: string }[] }) {
  return (
    <div className="px-5 py-10 text-center">
      <p className="text-base text-gray-800">没有找到与“{searchKey}”相关的结果</p>
      <p className="mt-1 text-sm text-gray-600">换个说法试试，或者看看大家都在搜什么：</p>
      <div className="mt-5 flex justify-center">
        <HotWords hotWords={hotWords} tab="complaint" />
      </div>
    </div>
  );
}

function HotWords({ hotWords, tab }: { hotWords: { keyword: string }[]; tab: SearchTab }) {
  if (hotWords.length === 0) return <p className="px-5 py-4 text-sm text-gray-600">暂无热门搜索</p>;
  return (
    <ul className="flex flex-wrap gap-2.5 px-5 py-4">
      {hotWords.map((word, index) => (
        <li key={word.keyword}>
          <Link
            to={searchHref(word.keyword, tab)}
            className="inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-3.5 py-1.5 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-700"
          >
            <span className={cx("font-semibold", index < 3 ? "text-red-700" : "text-gray-600")}>
              {index + 1}
            </span>
            {word.keyword}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Pager(props: { searchKey: string; tab: SearchTab; page: number; hasNext: boolean }) {
  const { searchKey, tab, page, hasNext } = props;
  if (page === 1 && !hasNext) return null;
  const step =
    "rounded-md border border-gray-300 px-4 py-1.5 text-sm text-gray-700 hover:border-brand-600 hover:text-brand-700";
  return (
    <nav aria-label="分页" className="flex items-center justify-center gap-4 border-t border-gray-100 py-4">
      {page > 1 ? (
        <Link to={searchHref(searchKey, tab, page - 1)} className={step}>
          上一页
        </Link>
      ) : null}
      <span className="text-sm text-gray-600">第 {page} 页</span>
      {hasNext ? (
        <Link to={searchHref(searchKey, tab, page + 1)} className={step}>
          下一页
        </Link>
      ) : null}
    </nav>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
