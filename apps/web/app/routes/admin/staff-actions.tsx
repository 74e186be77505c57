import { StaffLogPage } from "../../features/moderation-console/staff-log-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/staff-actions";

export const handle: RouteHandle = { name: "admin-staff-actions" };

export const meta: Route.MetaFunction = () => backofficeMeta("操作日志");

export default function StaffLogPageRoute() {
  return <StaffLogPage />;
}
