import { ApplicationsPage } from "../../features/moderation-console/applications-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/applications";

export const handle: RouteHandle = { name: "admin-applications" };

export const meta: Route.MetaFunction = () => backofficeMeta("申请审核");

export default function ApplicationsPageRoute() {
  return <ApplicationsPage />;
}
