import { schema } from "@tousu/db";
import { formatCount, formatDateTime, formatRate, formatSatisfaction } from "@tousu/domain";
import { eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import type { PosterFact, PosterSubjects } from "../../lib/poster-subject";
import { readCampaign } from "./load-campaign";

// A campaign's posters (decision 096): a player's card and the campaign's call to vote, each drawn
// from what the campaign's page shows now, its code opening that page. They promise nothing for
// sharing: the campaign offers no reward for it.

const CALL_TO_ACTION = "扫码查看活动规则和全部选手";

function periodFact(campaign: { voting_starts_at: string; voting_ends_at: string }): PosterFact {
  return {
    label: "投票时间",
    value: `${formatDateTime(campaign.voting_starts_at)} 至 ${formatDateTime(campaign.voting_ends_at)}`,
  };
}

export const campaignPosterSubjects = {
  player: async (deps, id) => {
    const [row] = await deps.db
      .select({ campaignId: schema.campaignPlayers.campaignId })
      .from(schema.campaignPlayers)
      .where(eq(schema.campaignPlayers.id, id));
    if (!row) throw notFound("选手不存在");
    const campaign = await readCampaign(deps, String(row.campaignId));
    const section = campaign.sections.find((candidate) =>
      candidate.players.some((player) => player.id === id),
    );
    const player = section?.players.find((candidate) => candidate.id === id);
    if (!section || !player) throw notFound("选手不存在");
    const facts: PosterFact[] = player.figures
      ? [
          { label: "公开投诉", value: `${formatCount(player.figures.complaint_count)} 条` },
          { label: "回复率", value: formatRate(player.figures.reply_rate) },
          { label: "完成率", value: formatRate(player.figures.completion_rate) },
          { label: "满意度", value: formatSatisfaction(player.figures.satisfaction) },
        ]
      : player.story
        ? [{ label: "讲述者", value: player.story.author }]
        : [];
    if (player.tally) {
      facts.push({ label: "名次", value: `第 ${player.tally.rank} 名` });
      if (player.tally.valid_votes !== null)
        facts.push({ label: "有效票", value: `${player.tally.valid_votes} 票` });
      else if (player.tally.share !== null)
        facts.push({ label: "得票占比", value: formatRate(player.tally.share) });
    }
    facts.push(periodFact(campaign));
    return {
      eyebrow: `${campaign.title} · ${section.title}`,
      title: player.name,
      facts,
      callToAction: CALL_TO_ACTION,
      code: { page: "campaign", id: campaign.id },
    };
  },
  vote: async (deps, id) => {
    const campaign = await readCampaign(deps, String(id));
    return {
      eyebrow: `维权活动 · ${campaign.state_label}`,
      title: campaign.title,
      facts: [
        periodFact(campaign),
        {
          label: "投票规则",
          value: `每个账号每天最多 ${campaign.votes_per_day} 票，同一选手每天最多 ${campaign.votes_per_player_per_day} 票`,
        },
        { label: "活动单元", value: campaign.sections.map((section) => section.title).join("、") },
        { label: "选手", value: `${campaign.player_count} 位` },
      ],
      callToAction: CALL_TO_ACTION,
      code: { page: "campaign", id: campaign.id },
    };
  },
} satisfies Partial<PosterSubjects>;
