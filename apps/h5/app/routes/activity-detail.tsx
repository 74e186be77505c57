import { CAMPAIGN_SLUG_PATTERN, type CampaignPlayer, getCampaign, myCampaignVotes } from "@tousu/contracts";
import { readTokenCookie } from "@tousu/domain";
import {
  CAMPAIGN_EMPTY_TEXTS,
  CAMPAIGN_PLAYER_KIND_LABELS,
  campaignPeriodText,
  dataListValueText,
  playerFigureTexts,
  playerTallyTexts,
  voteLimitsText,
  votesLeftText,
  votingNoteText,
} from "@tousu/page-kit/campaign-texts";
import { liveStreamUrls, useCampaignStandings } from "@tousu/page-kit/live-events";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import type { ReactNode } from "react";
import { data, Link } from "react-router";
import { brandLogoResolver } from "../lib/brand-logo.server";
import { type VoteStep, voteFromForm } from "../lib/campaign-vote.server";
import { complaintDetailsPath } from "../lib/h5-paths";
import { h5PageMeta } from "../lib/page-meta";
import { useTrackSuccess } from "../lib/use-track-success";
import { BrandLogo } from "../ui/brand-logo";
import { CampaignStateBadge } from "../ui/campaign-state-badge";
import { CampaignVoteForm } from "../ui/campaign-vote-form";
import type { Route } from "./+types/activity-detail";

export const handle = { title: "维权活动" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({
        title: loaderData.campaign.title,
        description: loaderData.campaign.summary || `${loaderData.campaign.title}：活动规则、选手和结果。`,
        canonical: loaderData.canonical,
      })
    : [{ title: "页面不存在" }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const key = params.id;
    if (!/^[0-9]{1,9}$/.test(key) && !CAMPAIGN_SLUG_PATTERN.test(key)) return api.pageNotFound("活动不存在");
    const [campaign, logoOf] = await Promise.all([
      api.call(getCampaign, { params: { key } }),
      brandLogoResolver(api, context.publicConfig.imageOrigin),
    ]);
    const votingNote = votingNoteText(campaign);
    const isRunning = campaign.state === "running";
    // A member's day so far sets each button; the page still shows without it (a failure, an expired
    // login), every button then saying 投票 and the vote itself telling what is left.
    const myVotes =
      isRunning && readTokenCookie(request.headers.get("cookie")) !== null
        ? await api.call(myCampaignVotes, { params: { id: campaign.slug } }).catch(() => null)
        : null;
    const votesLeftFor = (playerId: number): number | null =>
      myVotes &&
      (myVotes.players.find((player) => player.player_id === playerId)?.remaining ?? myVotes.remaining_today);
    return {
      canonical: `${context.publicConfig.siteOrigin}/activity/${campaign.slug}`,
      // While voting runs, the standings follow the event stream (decision 101).
      standingsUrl: isRunning
        ? liveStreamUrls.campaign(context.publicConfig.eventBaseUrl, campaign.id)
        : null,
      campaign: {
        id: campaign.id,
        title: campaign.title,
        summary: campaign.summary,
        state: campaign.state,
        stateLabel: campaign.state_label,
        period: campaignPeriodText(campaign),
        votingNote,
        rules: [...campaign.rules, `名次：${campaign.tie_rule}`],
        limits: `${voteLimitsText(campaign)}。${campaign.tally_visibility_text}`,
        votesLeft: myVotes && votesLeftText(myVotes.remaining_today),
      },
      sections: campaign.sections.map((section) => ({
        id: section.id,
        isVoting: isRunning && section.kind !== "data_list",
        title: section.title,
        description: section.description,
        players: section.players.map((player) => {
          return {
            id: player.id,
            kind: CAMPAIGN_PLAYER_KIND_LABELS[player.kind],
            name: player.name,
            logo: player.kind === "story" ? undefined : logoOf(player.logo),
            href: player.story ? complaintDetailsPath(player.story.complaint_id) : player.href,
            statement: player.statement,
            story: player.story && `${player.story.author}：${player.story.summary}`,
            figures: playerFigureTexts(player.figures),
            ...shownTally(player.tally, votingNote),
            votesLeft: votesLeftFor(player.id),
          };
        }),
        dataList: section.data_list && {
          ruleText: section.data_list.rule_text,
          figureLabel: section.data_list.figure_label,
          rows: section.data_list.rows.map((row) => ({
            rank: row.rank,
            brandId: row.brand_id,
            name: row.name,
            complaintCount: row.complaint_count,
            value: dataListValueText(section.data_list!.figure, row.value),
          })),
        },
      })),
    };
  });
}

/** A vote for a player, through the API with the visitor's login (decision 097). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") !== "vote") throw data({ message: "无法识别的操作" }, { status: 400 });
  return voteFromForm(request, createServerApi(request, context), params.id, form);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-white px-4 py-4">
      <h3 className="border-l-4 border-brand-600 pl-2 text-base font-semibold text-gray-900">{title}</h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

type LoadedSection = Route.ComponentProps["loaderData"]["sections"][number];
type Tally = CampaignPlayer["tally"];

/** A player's place and votes as the campaign's rules show them, or the voting note while none are. */
function shownTally(tally: Tally, votingNote: string): { rank: string | null; tallyLine: string } {
  const texts = playerTallyTexts(tally);
  return {
    rank: texts?.rank ?? null,
    tallyLine: texts && texts.details.length > 0 ? texts.details.join(" · ") : votingNote,
  };
}

function PlayerCard({
  player,
  vote,
}: {
  player: LoadedSection["players"][number];
  /** Whether the player may be voted for now, and the last vote's answer when it was for them. */
  vote: { step: VoteStep | undefined } | null;
}) {
  return (
    <li className="rounded-lg border border-gray-200 p-3">
      <div className="flex items-start gap-3">
        {player.logo !== undefined ? (
          <BrandLogo brand={{ id: player.id, name: player.name, logo: player.logo }} size={40} />
        ) : null}
        <div className="min-w-0 flex-1">
          <p className="text-xs text-gray-600">{player.kind}</p>
          <h4 className="line-clamp-2 font-medium leading-snug text-gray-900">
            {player.href ? <Link to={player.href}>{player.name}</Link> : player.name}
          </h4>
        </div>
        {player.rank ? <p className="shrink-0 font-semibold text-brand-700">{player.rank}</p> : null}
      </div>
      {player.story ? (
        <p className="mt-2 line-clamp-4 text-sm leading-6 text-gray-700">{player.story}</p>
      ) : null}
      {player.statement ? (
        <blockquote className="mt-2 border-l-2 border-brand-200 pl-2 text-sm leading-6 text-gray-700">
          {player.statement}
        </blockquote>
      ) : null}
      {player.figures.length > 0 ? (
        <dl className="mt-2 grid grid-cols-4 gap-1 rounded bg-gray-50 p-2 text-center">
          {player.figures.map((figure) => (
            <div key={figure.label}>
              <dt className="text-xs text-gray-600">{figure.label}</dt>
              <dd className="text-sm font-medium text-gray-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="mt-2 text-xs text-gray-600">{player.tallyLine}</p>
      {vote ? (
        <CampaignVoteForm
          playerId={player.id}
          playerName={player.name}
          votesLeft={player.votesLeft}
          step={vote.step}
        />
      ) : null}
    </li>
  );
}

export default function ActivityDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { campaign, sections } = loaderData;
  useTrackSuccess("vote", actionData?.ok ? actionData : null);
  const standings = useCampaignStandings<Tally>(loaderData.standingsUrl, campaign.id);
  const liveTallies = new Map(
    standings?.sections.flatMap((section) => section.players.map((player) => [player.id, player.tally])) ??
      [],
  );
  return (
    <article className="space-y-2 pb-3">
      <header className="bg-white px-4 py-4">
        <CampaignStateBadge state={campaign.state} label={campaign.stateLabel} />
        <h2 className="mt-2 text-xl font-semibold leading-snug text-gray-900">{campaign.title}</h2>
        {campaign.summary ? <p className="mt-2 text-sm leading-6 text-gray-700">{campaign.summary}</p> : null}
        <p className="mt-2 text-sm text-gray-700">投票时间：{campaign.period}</p>
        <p className="mt-1 text-sm font-medium text-brand-700">{campaign.votingNote}</p>
      </header>
      <Section title="活动规则">
        <ol className="list-decimal space-y-1.5 pl-5 text-sm leading-6 text-gray-700">
          {campaign.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <p className="mt-2 text-sm leading-6 text-gray-700">{campaign.limits}</p>
        {campaign.votesLeft ? (
          <p className="mt-1 text-sm font-medium text-brand-700">{campaign.votesLeft}</p>
        ) : null}
      </Section>
      {sections.map((section) => (
        <Section key={section.id} title={section.title}>
          {section.description ? (
            <p className="text-sm leading-6 text-gray-700">{section.description}</p>
          ) : null}
          {section.dataList ? (
            <>
              <p className="mt-2 text-sm leading-6 text-gray-700">{section.dataList.ruleText}</p>
              {section.dataList.rows.length === 0 ? (
                <p className="py-4 text-center text-sm text-gray-600">{CAMPAIGN_EMPTY_TEXTS.dataList}</p>
              ) : (
                <table className="mt-2 w-full text-sm">
                  <thead>
                    <tr className="border-b border-gray-200 text-left text-xs text-gray-600">
                      <th scope="col" className="w-10 py-2 font-normal">
                        名次
                      </th>
                      <th scope="col" className="py-2 font-normal">
                        品牌
                      </th>
                      <th scope="col" className="py-2 text-right font-normal">
                        投诉
                      </th>
                      <th scope="col" className="py-2 text-right font-normal">
                        {section.dataList.figureLabel}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {section.dataList.rows.map((row) => (
                      <tr key={row.brandId} className="border-b border-gray-100">
                        <td className="py-2 text-gray-700">{row.rank}</td>
                        <td className="break-words py-2">
                          <Link to={`/brands/${row.brandId}`} className="text-gray-900">
                            {row.name}
                          </Link>
                        </td>
                        <td className="py-2 text-right tabular-nums text-gray-700">{row.complaintCount}</td>
                        <td className="py-2 text-right tabular-nums text-gray-900">{row.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          ) : section.players.length === 0 ? (
            <p className="py-4 text-center text-sm text-gray-600">{CAMPAIGN_EMPTY_TEXTS.players}</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {section.players.map((player) => (
                <PlayerCard
                  key={player.id}
                  player={
                    liveTallies.has(player.id)
                      ? { ...player, ...shownTally(liveTallies.get(player.id) ?? null, campaign.votingNote) }
                      : player
                  }
                  vote={
                    section.isVoting
                      ? { step: actionData?.playerId === player.id ? actionData : undefined }
                      : null
                  }
                />
              ))}
            </ul>
          )}
        </Section>
      ))}
    </article>
  );
}
