import { LawyersPage } from "../../features/moderation-console/lawyers-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/lawyers";

export const handle: RouteHandle = { name: "admin-lawyers" };

export const meta: Route.MetaFunction = () => backofficeMeta("律师审核");

export default function LawyersPageRoute() {
  return <LawyersPage />;
}
