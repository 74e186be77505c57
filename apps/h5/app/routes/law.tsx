import { listLawyers } from "@tousu/contracts";
import { LAW_SECTORS, PRACTICE_AREAS } from "@tousu/domain";
import { lawFiltersOf } from "@tousu/page-kit/law-filters";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Form, Link } from "react-router";
import { lawyerCardData } from "../features/law/lawyer-card-data.server";
import { nextPageHref } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { InfiniteList } from "../ui/infinite-list";
import { LawyerCard } from "../ui/lawyer-card";
import type { Route } from "./+types/law";

export const handle = { title: "律师维权" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "律师维权",
    description: "按执业领域、城市和投诉行业找到已核验执业信息的律师，委托律师处理你的投诉。",
    canonical: `${loaderData?.siteOrigin ?? ""}/law`,
  });

/** As many lawyers a page as the PC list shows. */
const PAGE_SIZE = 12;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const filters = lawFiltersOf(request);
  // The API's order (relevance to the filters, then availability), never results (decision 050).
  const lawyers = await loadOrThrow(() =>
    api.call(listLawyers, { query: { ...filters, page: readPageNumber(request), page_size: PAGE_SIZE } }),
  );
  return {
    siteOrigin: context.publicConfig.siteOrigin,
    filters,
    options: {
      areas: PRACTICE_AREAS.map(({ code, name }) => ({ value: code, label: name })),
      cities: lawyers.cities,
      sectors: LAW_SECTORS,
    },
    total: lawyers.total,
    lawyers: { items: lawyers.list.map(lawyerCardData), nextHref: nextPageHref(request, lawyers) },
  };
}

type LawData = Awaited<ReturnType<typeof loader>>;

function lawyersOf(data: LawData) {
  return data.lawyers;
}

const selectClass =
  "mt-1 block min-h-11 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-2 text-base text-gray-900";

export default function Law({ loaderData }: Route.ComponentProps) {
  const { filters, options, total, lawyers } = loaderData;
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-white px-4 py-4">
        <p className="text-sm text-gray-700">
          商家不回应或处理结果不满意时，可以委托律师。这里的律师都已核验执业信息；列表按与你的需求的相关度和律师的接案情况排序。
        </p>
        <Form method="get" className="mt-3 grid grid-cols-3 gap-2">
          <label className="min-w-0 text-xs text-gray-700">
            执业领域
            <select name="area" defaultValue={filters.area ?? ""} className={selectClass}>
              <option value="">全部领域</option>
              {options.areas.map((area) => (
                <option key={area.value} value={area.value}>
                  {area.label}
                </option>
              ))}
            </select>
          </label>
          <label className="min-w-0 text-xs text-gray-700">
            城市
            <select name="city" defaultValue={filters.city ?? ""} className={selectClass}>
              <option value="">全部城市</option>
              {options.cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </label>
          <label className="min-w-0 text-xs text-gray-700">
            投诉行业
            <select name="sector" defaultValue={filters.sector ?? ""} className={selectClass}>
              <option value="">不限行业</option>
              {options.sectors.map((sector) => (
                <option key={sector} value={sector}>
                  {sector}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="col-span-3 flex min-h-11 items-center justify-center rounded-full bg-brand-600 text-base font-medium text-white"
          >
            找律师
          </button>
        </Form>
      </section>

      <h2 className="px-4 pt-2 text-sm text-gray-700">已核验的律师（{total}位）</h2>
      {lawyers.items.length === 0 ? (
        <p className="bg-white px-4 py-10 text-center text-sm text-gray-700">
          没有符合条件的律师，换个条件试试。
        </p>
      ) : (
        <InfiniteList
          first={lawyers}
          pageOf={lawyersOf}
          itemKey={(lawyer) => lawyer.id}
          label="律师列表"
          renderItem={(lawyer) => (
            <LawyerCard
              lawyer={lawyer}
              action={
                <Link
                  to={`/law/lawyer/${lawyer.id}`}
                  aria-label={`查看并委托 ${lawyer.displayName}（${lawyer.lawFirm}）`}
                  className="flex min-h-11 items-center justify-center rounded-full border border-brand-600 text-sm text-brand-700"
                >
                  查看并委托
                </Link>
              }
            />
          )}
        />
      )}
    </div>
  );
}
