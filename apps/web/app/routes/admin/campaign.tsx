import { CampaignPage } from "../../features/moderation-console/campaign-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/campaign";

export const handle: RouteHandle = { name: "admin-campaigns-id" };

export const meta: Route.MetaFunction = () => backofficeMeta("维权活动");

export default function CampaignPageRoute({ params }: Route.ComponentProps) {
  return <CampaignPage key={params.id} id={Number(params.id)} />;
}
