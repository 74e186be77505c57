import { lazy } from "react";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/mediation";

export const handle: RouteHandle = { name: "company-mediations-id" };

export const meta: Route.MetaFunction = () => backofficeMeta("调解室");

// Lazy like the portal itself (see ./layout.tsx).
const ConsoleMediationRoom = lazy(() => import("../../features/mediation/console-room"));

export default function CompanyMediationRoute({ params }: Route.ComponentProps) {
  return <ConsoleMediationRoom key={params.id} mediationId={Number(params.id)} />;
}
