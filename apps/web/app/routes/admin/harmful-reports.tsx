import { HarmfulReportsPage } from "../../features/moderation-console/harmful-reports-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/harmful-reports";

export const handle: RouteHandle = { name: "admin-harmful-reports" };

export const meta: Route.MetaFunction = () => backofficeMeta("违法信息举报");

export default function HarmfulReportsPageRoute() {
  return <HarmfulReportsPage />;
}
