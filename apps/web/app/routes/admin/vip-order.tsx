import { VipOrderPage } from "../../features/moderation-console/vip-order-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/vip-order";

export const handle: RouteHandle = { name: "admin-vip-order" };

export const meta: Route.MetaFunction = () => backofficeMeta("会员订单详情");

export default function VipOrderPageRoute() {
  return <VipOrderPage />;
}
