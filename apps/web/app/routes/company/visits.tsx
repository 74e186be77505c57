import { lazy } from "react";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/visits";

export const handle: RouteHandle = { name: "company-visits" };

export const meta: Route.MetaFunction = () => backofficeMeta("访问数据");

// Lazy like the portal itself (see ./layout.tsx); the portal's frame shows a placeholder meanwhile.
export default lazy(() => import("../../features/company-portal/visits-page"));
