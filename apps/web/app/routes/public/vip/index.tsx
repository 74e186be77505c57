import { listVipPlans } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { VIP_INTRO, VIP_PAGE_DESCRIPTION, vipChannelOptions } from "@tousu/page-kit/vip-texts";
import { VipPurchase, VipTerms } from "../../../features/vip";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { useViewer } from "../../../shared/session/viewer";
import { Card } from "../../../ui/card";
import type { Route } from "./+types/index";

export const handle: RouteHandle = { name: "vip" };

export const meta: Route.MetaFunction = () => pageMeta("诉达会员", VIP_PAGE_DESCRIPTION);

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const { list, channels } = await loadOrThrow(() => api.call(listVipPlans));
  return { plans: list, channels: vipChannelOptions("pc", channels) };
}

export default function VipPage({ loaderData }: Route.ComponentProps) {
  const membership = useViewer()?.memberInfo.vip ?? null;
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <section className="rounded-lg bg-white px-6 py-6 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <h1 className="text-2xl font-semibold text-gray-900">诉达会员</h1>
        <p className="mt-2 text-sm leading-6 text-gray-700">{VIP_INTRO}</p>
        {membership ? (
          <p role="status" className="mt-3 rounded-md bg-brand-50 px-4 py-2 text-sm text-brand-800">
            你的{membership.plan_name}有效期至 {formatDateTime(membership.ends_at)}
            ，再次购买将从到期时间起顺延。
          </p>
        ) : null}
      </section>
      <Card title="开通会员">
        <VipPurchase plans={loaderData.plans} channels={loaderData.channels} />
      </Card>
      <VipTerms />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
