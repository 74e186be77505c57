import { listCampaigns } from "@tousu/contracts";
import { campaignPeriodText } from "@tousu/page-kit/campaign-texts";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { Link } from "react-router";
import { nextPageHref, previousPageHref } from "../lib/list-page";
import { h5PageMeta } from "../lib/page-meta";
import { CampaignStateBadge } from "../ui/campaign-state-badge";
import { InfiniteList, type ListPage } from "../ui/infinite-list";
import type { Route } from "./+types/activity-index";

export const handle = { title: "维权活动" };

/** Campaigns a page brings, as on the PC page. */
const PAGE_SIZE = 20;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  h5PageMeta({
    title: "3·15 消费维权活动",
    description: "为认真回应投诉的企业投票，读消费者维权成功的故事，查看往届活动的结果。",
    canonical: `${loaderData?.siteOrigin ?? ""}/activity`,
  });

interface CampaignCardData {
  id: number;
  href: string;
  title: string;
  summary: string;
  state: Parameters<typeof CampaignStateBadge>[0]["state"];
  stateLabel: string;
  period: string;
  counts: string;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  const page = await loadOrThrow(() =>
    api.call(listCampaigns, { query: { page: readPageNumber(request), page_size: PAGE_SIZE } }),
  );
  const campaigns: ListPage<CampaignCardData> = {
    items: page.list.map((campaign) => ({
      id: campaign.id,
      href: `/activity/${campaign.slug}`,
      title: campaign.title,
      summary: campaign.summary,
      state: campaign.state,
      stateLabel: campaign.state_label,
      period: campaignPeriodText(campaign),
      counts: `${campaign.section_count} 个单元 · ${campaign.player_count} 位选手`,
    })),
    nextHref: nextPageHref(request, page),
    previousHref: previousPageHref(request, page),
  };
  return { siteOrigin: context.publicConfig.siteOrigin, campaigns };
}

const campaignsOf = (data: unknown) => (data as { campaigns: ListPage<CampaignCardData> }).campaigns;

function CampaignCard({ campaign }: { campaign: CampaignCardData }) {
  return (
    <Link to={campaign.href} className="block bg-white px-4 py-3 active:bg-gray-50">
      <CampaignStateBadge state={campaign.state} label={campaign.stateLabel} />
      <h3 className="mt-1 font-medium leading-snug text-gray-900">{campaign.title}</h3>
      {campaign.summary ? (
        <p className="mt-1 line-clamp-2 text-sm text-gray-600">{campaign.summary}</p>
      ) : null}
      <p className="mt-2 text-xs text-gray-600">投票时间 {campaign.period}</p>
      <p className="mt-0.5 text-xs text-gray-600">{campaign.counts}</p>
    </Link>
  );
}

export default function ActivityIndex({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-2 pb-3">
      <header className="bg-gradient-to-r from-gray-900 to-brand-700 px-4 py-5 text-white">
        <h2 className="text-lg font-semibold">消费维权活动</h2>
        <p className="mt-1 text-sm leading-6 text-white/90">
          投票进行中的活动在前。规则在投票开始前公布，结果连同作废票数一并公开；活动不设分享奖励。
        </p>
      </header>
      <InfiniteList
        first={loaderData.campaigns}
        pageOf={campaignsOf}
        itemKey={(campaign) => campaign.id}
        renderItem={(campaign) => <CampaignCard campaign={campaign} />}
        label="维权活动"
        empty="还没有活动"
      />
    </div>
  );
}
