import { lazy } from "react";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/mediation";

export const handle: RouteHandle = { name: "admin-mediations-id" };

export const meta: Route.MetaFunction = () => backofficeMeta("调解室");

const ConsoleMediationRoom = lazy(() => import("../../features/mediation/console-room"));

export default function AdminMediationRoute({ params }: Route.ComponentProps) {
  return <ConsoleMediationRoom key={params.id} mediationId={Number(params.id)} />;
}
