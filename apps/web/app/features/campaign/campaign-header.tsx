import type { CampaignDetail } from "@tousu/contracts";
import { campaignPeriodText, voteLimitsText, votingNoteText } from "@tousu/page-kit/campaign-texts";
import { AppLink } from "../../ui/app-link";
import { CampaignStateBadge } from "./campaign-state-badge";

/** The campaign's head: state, title, period, and the rules, readable before anyone votes. */
export function CampaignHeader({ campaign }: { campaign: CampaignDetail }) {
  return (
    <section
      aria-labelledby="campaign-heading"
      className="rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <header className="border-b border-gray-100 px-5 py-5">
        <CampaignStateBadge state={campaign.state} label={campaign.state_label} />
        <h1 id="campaign-heading" className="mt-2 text-2xl font-semibold text-gray-900">
          {campaign.title}
        </h1>
        {campaign.summary ? <p className="mt-2 text-sm leading-6 text-gray-700">{campaign.summary}</p> : null}
        <p className="mt-3 text-sm text-gray-700">投票时间：{campaignPeriodText(campaign)}</p>
        <p className="mt-1 text-sm font-medium text-brand-700">{votingNoteText(campaign)}</p>
        <AppLink
          to={`/poster/vote/${campaign.id}`}
          className="mt-2 inline-block text-sm text-brand-700 hover:underline"
        >
          活动海报 ›
        </AppLink>
      </header>
      <div className="px-5 py-4">
        <h2 className="text-base font-semibold text-gray-900">活动规则</h2>
        <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm leading-6 text-gray-700">
          {campaign.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
          <li>名次：{campaign.tie_rule}</li>
        </ol>
        <p className="mt-3 text-sm leading-6 text-gray-700">
          {voteLimitsText(campaign)}。{campaign.tally_visibility_text}
        </p>
      </div>
    </section>
  );
}
