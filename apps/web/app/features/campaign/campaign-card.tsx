import type { CampaignSummary } from "@tousu/contracts";
import { campaignPeriodText } from "@tousu/page-kit/campaign-texts";
import { AppLink } from "../../ui/app-link";
import { CampaignStateBadge } from "./campaign-state-badge";

/** One campaign in the list: state, title, summary, voting period and how many players. */
export function CampaignCard({ campaign }: { campaign: CampaignSummary }) {
  return (
    <article className="px-5 py-4">
      <div className="flex items-center gap-2">
        <CampaignStateBadge state={campaign.state} label={campaign.state_label} />
        <h2 className="text-base font-semibold text-gray-900">
          <AppLink to={`/activity/${campaign.slug}`} className="hover:text-brand-700">
            {campaign.title}
          </AppLink>
        </h2>
      </div>
      {campaign.summary ? <p className="mt-2 text-sm leading-6 text-gray-700">{campaign.summary}</p> : null}
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-600">
        <span>投票时间 {campaignPeriodText(campaign)}</span>
        <span>
          {campaign.section_count} 个单元 · {campaign.player_count} 位选手
        </span>
      </p>
    </article>
  );
}
