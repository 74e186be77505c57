import { getCollectiveList } from "@tousu/contracts";
import {
  COLLECTIVE_LIST_FILTERS,
  COLLECTIVE_LIST_TABS,
  listStatusOf,
  readCollectiveListFilter,
} from "@tousu/page-kit/collective-list-filter";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { CollectiveCard } from "../../../../features/collective/collective-card";
import { PagedCardList } from "../../../../features/collective/paged-card-list";
import { GroupTabs } from "../../../../features/user-centre/group-tabs";

import { createServerApi } from "../../../../lib/api.server";
import { pageClock } from "../../../../lib/page-clock";
import { loadOrThrow } from "../../../../lib/route-error.server";
import type { RouteHandle } from "../../../../lib/route-handle";
import { sharedPageMeta } from "../../../../lib/share-meta";
import { RouteErrorBoundary } from "../../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/list";

export const handle: RouteHandle = { name: "tousu-collective-list" };

export const meta: Route.MetaFunction = (args) =>
  sharedPageMeta(args, {
    title: "集体投诉",
    description: "集体投诉：遇到同类问题的消费者一起投诉同一品牌，查看参与人数与企业回复。",
  });

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const filter = readCollectiveListFilter(new URL(request.url).searchParams);
  return loadOrThrow(async () => ({
    filter,
    collectives: await api.call(getCollectiveList, {
      query: { status: listStatusOf(filter), page: readPageNumber(request), page_size: PAGE_SIZE },
    }),
    now: pageClock(),
  }));
}

export default function CollectiveListPage({ loaderData }: Route.ComponentProps) {
  const { filter, collectives, now } = loaderData;
  const tab = COLLECTIVE_LIST_TABS[filter];
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <header className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <h1 className="text-xl font-semibold text-gray-900">集体投诉</h1>
        <p className="mt-2 text-sm leading-6 text-gray-600">
          同一品牌、同类问题的消费者一起投诉，诉求更集中，企业更重视。{tab.intro}，共 {collectives.total} 个。
        </p>
      </header>
      <PagedCardList
        title={tab.heading}
        page={collectives}
        empty={tab.empty}
        toolbar={
          <GroupTabs
            label="集体投诉状态"
            param="status"
            current={filter}
            tabs={COLLECTIVE_LIST_FILTERS.map((key) => ({ key, label: COLLECTIVE_LIST_TABS[key].label }))}
          />
        }
        renderItem={(collective) => <CollectiveCard collective={collective} now={now} />}
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
