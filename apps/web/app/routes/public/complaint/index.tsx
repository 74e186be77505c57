import { getComplaintList, getHotBrands } from "@tousu/contracts";
import { HotBrandGrid } from "../../../features/brand/hot-brand-grid";
import { ComplaintListItem } from "../../../features/complaint/complaint-list-item";
import { ComplaintGuidelines } from "../../../features/complaint-filing/complaint-guidelines";
import { FilingHero } from "../../../features/complaint-filing/filing-hero";
import { FilingSteps } from "../../../features/complaint-filing/filing-steps";
import { StartComplaintLink } from "../../../features/complaint-filing/start-complaint-link";
import { createServerApi } from "../../../lib/api.server";
import { pageClock } from "../../../lib/page-clock";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { Card } from "../../../ui/card";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "complaint" };

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "我要投诉",
    "如何在诉达投诉商家：填写投诉、平台审核、商家处理、评价完成四步，写好投诉的要点，热门品牌与最近解决的投诉。",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  // The guide itself is static: a failing list hides its section instead of taking the page down.
  const [hotBrands, resolved] = await Promise.all([
    api.call(getHotBrands, { query: { limit: 6 } }).catch(() => []),
    api
      .call(getComplaintList, { query: { status: "completed", page_size: 6 } })
      .then((page) => page.list)
      .catch(() => []),
  ]);
  return { hotBrands, resolved, now: pageClock() };
}

export default function ComplaintGuidePage({ loaderData }: Route.ComponentProps) {
  const { hotBrands, resolved, now } = loaderData;
  return (
    <div className="space-y-6">
      <FilingHero />
      <FilingSteps />
      <ComplaintGuidelines />

      {hotBrands.length > 0 ? (
        <Card title="热门品牌" more={{ to: "/brands/rank", label: "品牌榜单" }}>
          <HotBrandGrid brands={hotBrands} />
        </Card>
      ) : null}

      {resolved.length > 0 ? (
        <Card title="最近解决的投诉" more={{ to: "/tousu?status=completed", label: "更多" }}>
          <div className="divide-y divide-gray-100">
            {resolved.map((complaint) => (
              <ComplaintListItem key={complaint.id} complaint={complaint} now={now} />
            ))}
          </div>
        </Card>
      ) : null}

      <section
        aria-labelledby="filing-closing-title"
        className="flex flex-col items-center gap-4 rounded-lg bg-white px-8 py-8 text-center shadow-[0_1px_2px_rgba(15,23,42,0.06)] sm:flex-row sm:justify-between sm:text-left"
      >
        <div>
          <h2 id="filing-closing-title" className="text-lg font-semibold text-gray-900">
            遇到消费问题，别再独自硬扛
          </h2>
          <p className="mt-1 text-sm text-gray-700">投诉免费，几分钟即可提交，商家回复会通知你。</p>
        </div>
        <StartComplaintLink label="立即投诉" />
      </section>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
