import {
  getHotSearchWords,
  SEARCH_KEY_MAX,
  searchArticles,
  searchBrand,
  searchComplaints,
} from "@tousu/contracts";
import {
  formatCount,
  formatDate,
  SEARCH_KEY_PERSONAL_DATA_MESSAGE,
  searchKeyHoldsPersonalData,
} from "@tousu/domain";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import {
  lastSearchPage,
  readSearchParams,
  SEARCH_PAGE_SIZE,
  SEARCH_TABS,
  type SearchTab,
  searchHref,
  searchQuery,
  searchTotalLabel,
} from "@tousu/page-kit/search-params";
import { createServerApi } from "@tousu/page-kit/server-api";
import { trackEvent } from "@tousu/page-kit/tracking-beacon";
import { useEffect } from "react";
import { Form, Link, redirect } from "react-router";
import { articleDetailsPath } from "../lib/h5-paths";
import { h5PageMeta } from "../lib/page-meta";
import { type ComplaintCardData, ComplaintCardList, complaintCardOf } from "../ui/complaint-card";
import type { ListPage } from "../ui/infinite-list";
import type { Route } from "./+types/search";

export const handle = { title: "搜索" };

/** The brand search has no total; counting this many is enough for a tab label. */
const BRAND_COUNT_CAP = 50;
const HOT_WORDS_SHOWN = 12;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: loaderData?.key ? `“${loaderData.key}”的搜索结果` : "搜索",
    description: loaderData?.key
      ? `搜索“${loaderData.key}”相关的消费投诉、品牌和维权文章。`
      : "搜索消费投诉、品牌和维权文章，看看别人遇到的问题和商家的回复。",
    canonical: loaderData?.canonical ?? "/search",
  });

interface Results {
  /** Whether any tab found something: a search that found nothing is tracked as such. */
  found: boolean;
  /** Each tab's label with its count. */
  tabs: { id: SearchTab; label: string; to: string; isActive: boolean }[];
  brands: { id: number; name: string; industry: string; complaintCount: string }[];
  articles: { id: number; title: string; summary: string; publishedAt: string }[];
  /** The brand and article tabs page by link. */
  nextHref: string | null;
  isEmpty: boolean;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { key, tab, page } = readSearchParams(new URL(request.url));
  const api = createServerApi(request, context);
  const hotWordsLoad = api
    .call(getHotSearchWords, { query: { limit: HOT_WORDS_SHOWN } })
    .catch(() => [])
    // Beside an empty result the words lead to complaints, as on the PC page.
    .then((words) =>
      words.map((word) => ({ keyword: word.keyword, to: searchHref(word.keyword, key ? "complaint" : tab) })),
    );
  const canonical = `${context.publicConfig.siteOrigin}${key ? searchHref(key, tab) : "/search"}`;
  // The box's limit as loader data: the contracts stay out of the browser's bundle.
  const nothing = { key, keyMax: SEARCH_KEY_MAX, tab, canonical, results: null, list: null };
  if (key === "") return { ...nothing, hotWords: await hotWordsLoad, refused: null };
  // The API refuses such a key (decision 058); the page says why instead of failing.
  if (searchKeyHoldsPersonalData(key)) {
    return { ...nothing, hotWords: await hotWordsLoad, refused: SEARCH_KEY_PERSONAL_DATA_MESSAGE };
  }
  // The open tab loads its page; the others load one item, just for their counts.
  const paging = (ofTab: SearchTab) =>
    tab === ofTab ? { page, page_size: SEARCH_PAGE_SIZE } : { page: 1, page_size: 1 };
  const [complaints, articles, brandCount, brandPage] = await loadOrThrow(() =>
    Promise.all([
      api.call(searchComplaints, { query: { key, ...paging("complaint") } }),
      api.call(searchArticles, { query: { key, ...paging("article") } }),
      api.call(searchBrand, { query: { key, page: 1, page_size: BRAND_COUNT_CAP } }).catch(() => null),
      tab === "brand"
        ? api.call(searchBrand, { query: { key, page, page_size: SEARCH_PAGE_SIZE } })
        : Promise.resolve([]),
    ]),
  );
  // A page past the end (an old or edited link) goes to the last one rather than claiming nothing matched.
  const lastPage = tab === "brand" ? page : lastSearchPage(tab === "complaint" ? complaints : articles);
  if (page > lastPage && lastPage > 0) throw redirect(searchHref(key, tab, lastPage));
  const hasNext = tab === "brand" ? brandPage.length === SEARCH_PAGE_SIZE : page < lastPage;
  const brandTotal = brandCount?.length;
  const counts: Record<SearchTab, string> = {
    complaint: searchTotalLabel(complaints),
    brand:
      brandTotal === undefined
        ? ""
        : brandTotal >= BRAND_COUNT_CAP
          ? `${BRAND_COUNT_CAP}+`
          : String(brandTotal),
    article: searchTotalLabel(articles),
  };
  const shown = { complaint: complaints.list.length, brand: brandPage.length, article: articles.list.length };
  const results: Results = {
    found: complaints.total > 0 || articles.total > 0 || (brandTotal ?? 0) > 0,
    tabs: SEARCH_TABS.map((entry) => ({
      id: entry.id,
      label: counts[entry.id] ? `${entry.label}(${counts[entry.id]})` : entry.label,
      to: searchHref(key, entry.id),
      isActive: entry.id === tab,
    })),
    brands: brandPage.map((brand) => ({
      id: brand.id,
      name: brand.name,
      industry: brand.industry,
      complaintCount: formatCount(brand.complaint_count),
    })),
    articles:
      tab === "article"
        ? articles.list.map((hit) => ({
            id: hit.id,
            title: hit.title,
            summary: hit.summary,
            publishedAt: formatDate(hit.published_at),
          }))
        : [],
    nextHref: tab !== "complaint" && hasNext ? searchHref(key, tab, page + 1) : null,
    isEmpty: shown[tab] === 0,
  };
  // The complaint tab's page (and the next) where the growing list reads it.
  const list: ListPage<ComplaintCardData> = {
    items: tab === "complaint" ? complaints.list.map(complaintCardOf) : [],
    nextHref: tab === "complaint" && hasNext ? searchQuery(key, tab, page + 1) : null,
  };
  return { ...nothing, results, list, hotWords: await hotWordsLoad, refused: null };
}

function HotWords({ hotWords }: { hotWords: { keyword: string; to: string }[] }) {
  if (hotWords.length === 0) return <p className="py-2 text-sm text-gray-600">暂无热门搜索</p>;
  return (
    <ol className="flex flex-wrap gap-x-2">
      {hotWords.map((word, index) => (
        <li key={word.keyword}>
          <Link to={word.to} className="inline-flex min-h-11 items-center">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-3 py-1.5 text-sm text-gray-800">
              <span className={`font-semibold ${index < 3 ? "text-red-700" : "text-gray-600"}`}>
                {index + 1}
              </span>
              {word.keyword}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { key, keyMax, tab, results, list, hotWords, refused } = loaderData;
  const found = results?.found ?? null;
  useEffect(() => {
    if (found !== null) trackEvent("search", { term: key, found });
  }, [key, found]);
  return (
    <div className="space-y-2 pb-3">
      <Form method="get" action="/search" role="search" className="flex gap-2 bg-white px-4 py-3">
        <input type="hidden" name="tab" value={tab} />
        <label className="sr-only" htmlFor="h5-search-key">
          搜索关键词
        </label>
        <input
          key={key}
          id="h5-search-key"
          type="search"
          name="key"
          defaultValue={key}
          maxLength={keyMax}
          enterKeyHint="search"
          placeholder="品牌、投诉问题或文章"
          className="h-11 min-w-0 flex-1 rounded-full border border-gray-300 bg-gray-50 px-4 text-base text-gray-900 placeholder:text-gray-600 focus:border-brand-600 focus:outline-none"
        />
        <button
          type="submit"
          className="min-h-11 shrink-0 rounded-full bg-brand-600 px-5 font-medium text-white"
        >
          搜索
        </button>
      </Form>

      {refused ? (
        <p role="alert" className="bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {refused}
        </p>
      ) : null}

      {results ? (
        <section aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className="sr-only">
            “{key}”的搜索结果
          </h2>
          <nav aria-label="结果分类" className="flex bg-white">
            {results.tabs.map((entry) => (
              <Link
                key={entry.id}
                to={entry.to}
                aria-current={entry.isActive ? "page" : undefined}
                className={`flex min-h-11 flex-1 items-center justify-center border-b-2 text-[15px] ${
                  entry.isActive
                    ? "border-brand-600 font-semibold text-brand-700"
                    : "border-gray-100 text-gray-600"
                }`}
              >
                {entry.label}
              </Link>
            ))}
          </nav>
          {results.isEmpty ? (
            <div className="mt-2 bg-white px-4 py-6">
              <p className="text-center text-gray-800">没有找到与“{key}”相关的结果</p>
              <p className="mt-1 mb-2 text-center text-sm text-gray-600">
                换个说法试试，或者看看大家都在搜什么：
              </p>
              <HotWords hotWords={hotWords} />
            </div>
          ) : (
            <div className="mt-2">
              {tab === "complaint" && list ? <ComplaintCardList first={list} /> : null}
              {tab === "brand" ? (
                <ul className="divide-y divide-gray-100 bg-white">
                  {results.brands.map((brand) => (
                    <li key={brand.id}>
                      <Link to={`/brands/${brand.id}`} className="flex min-h-14 items-center gap-3 px-4 py-2">
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium text-gray-900">{brand.name}</span>
                          <span className="block truncate text-sm text-gray-600">{brand.industry}</span>
                        </span>
                        <span className="shrink-0 text-sm text-gray-600">{brand.complaintCount} 条投诉</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {tab === "article" ? (
                <ul className="space-y-2">
                  {results.articles.map((article) => (
                    <li key={article.id}>
                      <Link to={articleDetailsPath(article.id)} className="block bg-white px-4 py-3">
                        <p className="line-clamp-2 font-medium break-words text-gray-900">{article.title}</p>
                        <p className="mt-1 line-clamp-2 text-sm break-words text-gray-600">
                          {article.summary}
                        </p>
                        <time className="mt-1 block text-xs text-gray-600">{article.publishedAt}</time>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
              {results.nextHref ? (
                <Link
                  to={results.nextHref}
                  className="flex min-h-11 items-center justify-center text-sm text-gray-600"
                >
                  下一页
                </Link>
              ) : null}
            </div>
          )}
        </section>
      ) : (
        <section aria-labelledby="hot-words-heading" className="bg-white px-4 py-3">
          <h2 id="hot-words-heading" className="font-semibold text-gray-900">
            热门搜索
          </h2>
          <HotWords hotWords={hotWords} />
        </section>
      )}
    </div>
  );
}
