import { VipOrdersPage } from "../../features/moderation-console/vip-orders-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/vip-orders";

export const handle: RouteHandle = { name: "admin-vip-orders" };

export const meta: Route.MetaFunction = () => backofficeMeta("会员订单");

export default function VipOrdersPageRoute() {
  return <VipOrdersPage />;
}
