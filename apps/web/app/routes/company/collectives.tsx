import { lazy } from "react";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/collectives";

export const handle: RouteHandle = { name: "company-collectives" };

export const meta: Route.MetaFunction = () => backofficeMeta("集体投诉");

// Lazy like the portal itself (see ./layout.tsx); the portal's frame shows a placeholder meanwhile.
export default lazy(() => import("../../features/collective/portal-collectives-page"));
