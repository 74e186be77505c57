import { listCampaigns } from "@tousu/contracts";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { CampaignCard } from "../../../features/campaign";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { PagedList } from "../../../ui/paged-list";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "activity" };

export const meta: Route.MetaFunction = () =>
  pageMeta("3·15 消费维权活动", "为认真回应投诉的企业投票，读消费者维权成功的故事，查看往届活动的结果。");

const PAGE_SIZE = 20;

export function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(() =>
    api.call(listCampaigns, { query: { page: readPageNumber(request), page_size: PAGE_SIZE } }),
  );
}

export default function ActivityListPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <section
      aria-labelledby="activity-heading"
      className="mx-auto max-w-4xl rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <header className="border-b border-gray-100 px-5 py-4">
        <h1 id="activity-heading" className="text-xl font-semibold text-gray-900">
          消费维权活动
        </h1>
        <p className="mt-1 text-sm text-gray-600">
          投票进行中的活动在前。每个活动的规则在投票开始前公布，结果连同作废票数一并公开；活动不设分享奖励。
        </p>
      </header>
      <PagedList
        page={page}
        emptyText="这一页没有活动"
        renderItem={(campaign) => <CampaignCard key={campaign.id} campaign={campaign} />}
      />
    </section>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
