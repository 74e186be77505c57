import { CampaignVoteFlagsPage } from "../../features/moderation-console/campaign-vote-flags-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/campaign-vote-flags";

export const handle: RouteHandle = { name: "admin-campaign-vote-flags" };

export const meta: Route.MetaFunction = () => backofficeMeta("异常投票");

export default function CampaignVoteFlagsPageRoute() {
  return <CampaignVoteFlagsPage />;
}
