import { lazy } from "react";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/campaigns";

export const handle: RouteHandle = { name: "company-campaigns" };

export const meta: Route.MetaFunction = () => backofficeMeta("维权活动");

// Lazy like the portal itself (see ./layout.tsx); the portal's frame shows a placeholder meanwhile.
export default lazy(() => import("../../features/company-portal/campaigns-page"));
