import { getCollectiveList } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import {
  COLLECTIVE_LIST_FILTERS,
  COLLECTIVE_LIST_TABS,
  listStatusOf,
  readCollectiveListFilter,
} from "@tousu/page-kit/collective-list-filter";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Link } from "react-router";
import { CollectiveCard } from "../collective/collective-card";
import { toH5Collective } from "../collective/collective-data.server";
import type { H5Collective } from "../collective/collective-types";
import { brandLogoResolver } from "../lib/brand-logo.server";
import { nextPageHref } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { InfiniteList, type ListPage } from "../ui/infinite-list";
import type { Route } from "./+types/collective-list";

/** As many a page as the PC list. */
const PAGE_SIZE = 20;

export const handle = { title: "集体投诉" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "集体投诉",
    description: "集体投诉：遇到同类问题的消费者一起投诉同一品牌，查看参与人数与企业回复。",
    canonical: loaderData?.canonical ?? "/tousu/collective/list",
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const filter = readCollectiveListFilter(search);
  const api = createServerApi(request, context);
  const [page, logoOf] = await Promise.all([
    loadOrThrow(() =>
      api.call(getCollectiveList, {
        query: {
          status: listStatusOf(filter),
          page: parseEntityId(search.get("page")) ?? 1,
          page_size: PAGE_SIZE,
        },
      }),
    ),
    brandLogoResolver(api, context.publicConfig.imageOrigin),
  ]);
  return {
    canonical: `${context.publicConfig.siteOrigin}/tousu/collective/list`,
    filter,
    total: page.total,
    collectives: {
      items: page.list.map((collective) => toH5Collective(collective, logoOf)),
      nextHref: nextPageHref(request, page),
    },
  };
}

const collectivesOf = (loaderData: unknown): ListPage<H5Collective> =>
  (loaderData as { collectives: ListPage<H5Collective> }).collectives;
const collectiveKey = (collective: H5Collective) => collective.id;

export default function CollectiveList({ loaderData }: Route.ComponentProps) {
  const { filter, collectives, total } = loaderData;
  const tab = COLLECTIVE_LIST_TABS[filter];
  return (
    <div className="pb-3">
      <section className="bg-white px-4 pt-3">
        <p className="text-sm text-gray-700">
          同一品牌、同类问题的消费者一起投诉，诉求更集中，企业更重视。{tab.intro}，共 {total} 个。
        </p>
        <nav aria-label="集体投诉状态" className="mt-2 flex border-b border-gray-100">
          {COLLECTIVE_LIST_FILTERS.map((key) => (
            <Link
              key={key}
              to={key === "ongoing" ? "?" : `?status=${key}`}
              replace
              aria-current={key === filter ? "page" : undefined}
              className={`flex min-h-11 flex-1 items-center justify-center border-b-2 text-sm ${
                key === filter
                  ? "border-brand-600 font-medium text-brand-700"
                  : "border-transparent text-gray-700"
              }`}
            >
              {COLLECTIVE_LIST_TABS[key].label}
            </Link>
          ))}
        </nav>
      </section>
      {collectives.items.length > 0 ? (
        <InfiniteList
          first={collectives}
          pageOf={collectivesOf}
          itemKey={collectiveKey}
          className="divide-y divide-gray-100"
          renderItem={(collective) => <CollectiveCard collective={collective} />}
        />
      ) : (
        <p className="bg-white py-10 text-center text-sm text-gray-600">{tab.empty}</p>
      )}
    </div>
  );
}
