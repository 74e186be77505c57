import { portalMeta } from "../../features/company-portal/portal-meta";
import { StaffLogPage } from "../../features/moderation-console/staff-log-page";
import type { RouteHandle } from "../../lib/route-handle";
import type { Route } from "./+types/staff-actions";

export const handle: RouteHandle = { name: "admin-staff-actions" };

export const meta: Route.MetaFunction = () => portalMeta("操作日志");

export default function StaffLogPageRoute() {
  return <StaffLogPage />;
}
