import { lazy } from "react";
import { backofficeMeta } from "../../features/backoffice/backoffice-meta";
import type { RouteHandle } from "../../lib/route-handle";
import type { Route } from "./+types/members";

export const handle: RouteHandle = { name: "company-members" };

export const meta: Route.MetaFunction = () => backofficeMeta("成员管理");

// Lazy like the portal itself (see ./layout.tsx); the portal's frame shows a placeholder meanwhile.
export default lazy(() => import("../../features/company-portal/members-page"));
