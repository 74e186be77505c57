import { CAMPAIGN_SLUG_PATTERN, getCampaign } from "@tousu/contracts";
import { CampaignHeader, CampaignSections } from "../../../features/campaign";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { sharedPageMeta } from "../../../lib/share-meta";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/detail";

export const handle: RouteHandle = { name: "activity-id" };

export const meta: Route.MetaFunction = (args) => {
  const campaign = args.data;
  return campaign
    ? sharedPageMeta(args, {
        title: campaign.title,
        description: campaign.summary || `${campaign.title}：活动规则、选手和结果。`,
        ...(campaign.cover_url ? { image: campaign.cover_url } : {}),
      })
    : pageMeta("活动");
};

const CAMPAIGN_NOT_FOUND = "活动不存在";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const key = params.id;
    if (!/^[0-9]{1,9}$/.test(key) && !CAMPAIGN_SLUG_PATTERN.test(key))
      return api.pageNotFound(CAMPAIGN_NOT_FOUND);
    return api.call(getCampaign, { params: { key } });
  });
}

export default function ActivityPage({ loaderData: campaign }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <CampaignHeader campaign={campaign} />
      <CampaignSections campaign={campaign} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
