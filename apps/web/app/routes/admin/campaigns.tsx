import { CampaignsPage } from "../../features/moderation-console/campaigns-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/campaigns";

export const handle: RouteHandle = { name: "admin-campaigns" };

export const meta: Route.MetaFunction = () => backofficeMeta("维权活动");

export default function CampaignsPageRoute() {
  return <CampaignsPage />;
}
