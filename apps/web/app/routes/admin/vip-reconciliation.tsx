import { BillReconciliationPage } from "../../features/moderation-console/bill-reconciliation-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/vip-reconciliation";

export const handle: RouteHandle = { name: "admin-vip-reconciliation" };

export const meta: Route.MetaFunction = () => backofficeMeta("支付对账");

export default function BillReconciliationRoute() {
  return <BillReconciliationPage />;
}
