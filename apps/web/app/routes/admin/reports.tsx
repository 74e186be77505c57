import { ReportsPage } from "../../features/moderation-console/reports-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/reports";

export const handle: RouteHandle = { name: "admin-reports" };

export const meta: Route.MetaFunction = () => backofficeMeta("举报处理");

export default function ReportsPageRoute() {
  return <ReportsPage />;
}
