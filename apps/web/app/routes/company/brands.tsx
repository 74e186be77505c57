import { lazy } from "react";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/brands";

export const handle: RouteHandle = { name: "company-brands" };

export const meta: Route.MetaFunction = () => backofficeMeta("品牌认领");

// Lazy like the portal itself (see ./layout.tsx); the portal's frame shows a placeholder meanwhile.
export default lazy(() => import("../../features/company-portal/brands-page"));
