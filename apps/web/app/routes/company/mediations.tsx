import { lazy } from "react";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/mediations";

export const handle: RouteHandle = { name: "company-mediations" };

export const meta: Route.MetaFunction = () => backofficeMeta("调解");

// Lazy like the portal itself (see ./layout.tsx).
export default lazy(() =>
  import("../../features/mediation/mediation-lists").then((module) => ({
    default: module.CompanyMediationsPage,
  })),
);
