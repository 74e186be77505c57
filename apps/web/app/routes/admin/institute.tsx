import { InstitutePage } from "../../features/moderation-console/institute-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/institute";

export const handle: RouteHandle = { name: "admin-institute" };

export const meta: Route.MetaFunction = () => backofficeMeta("研究院报告");

export default function InstitutePageRoute() {
  return <InstitutePage />;
}
