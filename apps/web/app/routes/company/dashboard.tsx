import { lazy } from "react";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/dashboard";

export const handle: RouteHandle = { name: "company-dashboard" };

export const meta: Route.MetaFunction = () => backofficeMeta("企业工作台");

// Lazy like the portal itself (see ./layout.tsx); the portal's frame shows a placeholder meanwhile.
export default lazy(() => import("../../features/company-portal/dashboard-page"));
