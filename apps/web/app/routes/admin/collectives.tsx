import { CollectivesPage } from "../../features/moderation-console/collectives-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/collectives";

export const handle: RouteHandle = { name: "admin-collectives" };

export const meta: Route.MetaFunction = () => backofficeMeta("集体投诉");

export default function CollectivesPageRoute() {
  return <CollectivesPage />;
}
