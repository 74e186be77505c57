import { AnalyticsPage } from "../../features/moderation-console/analytics-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/analytics";

export const handle: RouteHandle = { name: "admin-analytics" };

export const meta: Route.MetaFunction = () => backofficeMeta("访问统计");

export default function AnalyticsRoute() {
  return <AnalyticsPage />;
}
