import { getUser, getVipOrder } from "@tousu/contracts";
import { VIP_ORDER_NO_PATTERN } from "@tousu/domain";
import { VipOrderState } from "../../../features/vip";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { readTokenCookie } from "../../../lib/token-cookie";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { LoginRequired } from "../../../shared/session/login-required";
import type { Route } from "./+types/success";

export const handle: RouteHandle = { name: "vip-success" };

export const meta: Route.MetaFunction = () => pageMeta("会员订单");

/** The order in `?order_no=`, as the server knows it, for its buyer; anyone else meets the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  if (readTokenCookie(request.headers.get("cookie")) === null) return { order: null, member: null };
  const orderNo = new URL(request.url).searchParams.get("order_no") ?? "";
  if (!VIP_ORDER_NO_PATTERN.test(orderNo)) return loadOrThrow(() => api.pageNotFound("订单不存在"));
  // The order first: reading it may settle it with the channel, and the member read after sees
  // the membership that settling granted.
  const order = await loadOrThrow(() => api.call(getVipOrder, { params: { order_no: orderNo } }));
  const member = await loadOrThrow(() => api.call(getUser));
  return { order, member };
}

export default function VipSuccessPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.order || !loaderData.member) return <LoginRequired title="登录后查看订单" />;
  return (
    <div className="mx-auto max-w-2xl">
      <VipOrderState order={loaderData.order} member={loaderData.member} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
