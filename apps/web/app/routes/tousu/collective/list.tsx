import { getCollectiveList } from "@tousu/contracts";
import { CollectiveCard } from "../../../features/collective/collective-card";
import { PagedCardList } from "../../../features/collective/paged-card-list";
import { RouteErrorBoundary } from "../../../features/errors/route-error-boundary";
import { pageParam } from "../../../features/user-centre/load-user-page.server";
import { createServerApi } from "../../../lib/api.server";
import { pageClock } from "../../../lib/page-clock";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import type { Route } from "./+types/list";

export const handle: RouteHandle = { name: "tousu-collective-list" };

export const meta: Route.MetaFunction = () =>
  pageMeta("集体投诉", "正在征集的集体投诉：遇到同类问题的消费者一起投诉同一品牌，查看参与人数与企业回复。");

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => ({
    collectives: await api.call(getCollectiveList, {
      query: { status: "open", page: pageParam(request), page_size: PAGE_SIZE },
    }),
    now: pageClock(),
  }));
}

export default function CollectiveListPage({ loaderData }: Route.ComponentProps) {
  const { collectives, now } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <header className="rounded-lg bg-white p-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <h1 className="text-xl font-semibold text-gray-900">集体投诉</h1>
        <p className="mt-2 text-sm leading-6 text-gray-600">
          同一品牌、同类问题的消费者一起投诉，诉求更集中，企业更重视。以下为正在征集中的集体投诉，共{" "}
          {collectives.total} 个。
        </p>
      </header>
      <PagedCardList
        title="征集中的集体投诉"
        page={collectives}
        empty="暂时没有征集中的集体投诉"
        renderItem={(collective) => <CollectiveCard collective={collective} now={now} />}
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
