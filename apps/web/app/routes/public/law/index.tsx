import { listLawyers } from "@tousu/contracts";
import { LAW_SECTORS, PRACTICE_AREAS } from "@tousu/domain";
import { lawFiltersOf } from "@tousu/page-kit/law-filters";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { Form, Link } from "react-router";
import { HowEntrustmentWorks } from "../../../features/lawyer/how-entrustment-works";
import { LawyerCard } from "../../../features/lawyer/lawyer-card";

import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { buttonClass } from "../../../ui/button";
import { Card } from "../../../ui/card";
import { Pager } from "../../../ui/pager";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "law" };

export const meta: Route.MetaFunction = () =>
  pageMeta("律师维权", "按执业领域、城市和投诉行业找到已核验执业信息的律师，委托律师处理你的投诉。");

const PAGE_SIZE = 12;

export function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const filters = lawFiltersOf(request);
  return loadOrThrow(async () => ({
    filters,
    lawyers: await api.call(listLawyers, {
      query: { ...filters, page: readPageNumber(request), page_size: PAGE_SIZE },
    }),
  }));
}

const selectClass =
  "h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand-600 focus:outline-none";

export default function LawPage({ loaderData }: Route.ComponentProps) {
  const { filters, lawyers } = loaderData;
  return (
    <div className="space-y-5">
      <section className="rounded-lg bg-white px-6 py-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <h1 className="text-xl font-semibold text-gray-900">律师维权</h1>
        <p className="mt-2 text-sm leading-6 text-gray-700">
          商家不回应或处理结果不满意时，可以委托律师。这里的律师都已核验执业信息；列表按与你的需求的相关度和律师的接案情况排序。
        </p>
        <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          <label className="text-sm text-gray-700">
            执业领域
            <select name="area" defaultValue={filters.area ?? ""} className={`${selectClass} mt-1`}>
              <option value="">全部领域</option>
              {PRACTICE_AREAS.map((area) => (
                <option key={area.code} value={area.code}>
                  {area.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm text-gray-700">
            城市
            <select name="city" defaultValue={filters.city ?? ""} className={`${selectClass} mt-1`}>
              <option value="">全部城市</option>
              {lawyers.cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm text-gray-700">
            投诉行业
            <select name="sector" defaultValue={filters.sector ?? ""} className={`${selectClass} mt-1`}>
              <option value="">不限行业</option>
              {LAW_SECTORS.map((sector) => (
                <option key={sector} value={sector}>
                  {sector}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass()}>
            找律师
          </button>
        </Form>
      </section>

      <Card title={`已核验的律师（${lawyers.total}位）`}>
        {lawyers.list.length ? (
          <ul className="grid gap-4 px-5 py-5 sm:grid-cols-2 lg:grid-cols-3">
            {lawyers.list.map((lawyer) => (
              <li key={lawyer.id} className="flex">
                <div className="w-full">
                  <LawyerCard
                    lawyer={lawyer}
                    action={
                      <Link
                        to={`/law/lawyer/${lawyer.id}`}
                        className={buttonClass({ variant: "secondary", size: "sm" })}
                        aria-label={`查看并委托 ${lawyer.display_name}（${lawyer.law_firm}）`}
                      >
                        查看并委托
                      </Link>
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p className="px-5 py-10 text-center text-sm text-gray-700">没有符合条件的律师，换个条件试试。</p>
        )}
        <Pager page={lawyers.page} pageSize={lawyers.page_size} total={lawyers.total} />
      </Card>

      <HowEntrustmentWorks />

      <p className="text-center text-sm">
        <Link to="/poster/lawyer" className="text-brand-700 hover:underline">
          生成找律师海报，分享给需要的人
        </Link>
      </p>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
