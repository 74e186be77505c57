import { VipPlansPage } from "../../features/moderation-console/vip-plans-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/vip-plans";

export const handle: RouteHandle = { name: "admin-vip-plans" };

export const meta: Route.MetaFunction = () => backofficeMeta("会员套餐");

export default function VipPlansPageRoute() {
  return <VipPlansPage />;
}
