import { lazy } from "react";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/mediations";

export const handle: RouteHandle = { name: "admin-mediations" };

export const meta: Route.MetaFunction = () => backofficeMeta("调解队列");

const MediationQueuePage = lazy(() =>
  import("../../features/mediation/mediation-lists").then((module) => ({
    default: module.MediationQueuePage,
  })),
);

export default function MediationQueueRoute() {
  return <MediationQueuePage />;
}
