import { MallRedemptionsPage } from "../../features/moderation-console/mall-redemptions-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/mall";

export const handle: RouteHandle = { name: "admin-mall" };

export const meta: Route.MetaFunction = () => backofficeMeta("积分兑换");

export default function MallRedemptionsRoute() {
  return <MallRedemptionsPage />;
}
