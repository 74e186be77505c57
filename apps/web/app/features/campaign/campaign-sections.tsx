import type { CampaignDetail, CampaignPlayer, CampaignSection } from "@tousu/contracts";
import {
  CAMPAIGN_EMPTY_TEXTS,
  CAMPAIGN_PLAYER_KIND_LABELS,
  dataListValueText,
  playerFigureTexts,
  playerTallyTexts,
  votingNoteText,
} from "@tousu/page-kit/campaign-texts";
import { AppLink } from "../../ui/app-link";
import { BrandLogo } from "../../ui/brand-logo";
import { Card } from "../../ui/card";
import { CampaignVoting, VoteButton } from "./campaign-voting";
import { useLiveStandings } from "./use-live-standings";

/** A player's card: who, their statement, their platform figures or story, and their votes as shown. */
function PlayerCard({ player, votingNote }: { player: CampaignPlayer; votingNote: string }) {
  const tally = playerTallyTexts(player.tally);
  const figures = playerFigureTexts(player.figures);
  return (
    <li className="flex flex-col rounded-lg border border-gray-200 p-4">
      <div className="flex items-start gap-3">
        {player.logo !== null ? <BrandLogo brand={player} size={44} /> : null}
        <div className="min-w-0 flex-1">
          <p className="text-xs text-gray-600">{CAMPAIGN_PLAYER_KIND_LABELS[player.kind]}</p>
          <h3 className="line-clamp-2 text-base font-semibold text-gray-900">
            {player.href ? (
              <AppLink to={player.href} className="hover:text-brand-700">
                {player.name}
              </AppLink>
            ) : (
              player.name
            )}
          </h3>
        </div>
        {tally ? <p className="shrink-0 text-lg font-semibold text-brand-700">{tally.rank}</p> : null}
      </div>
      {player.story ? (
        <p className="mt-3 line-clamp-4 text-sm leading-6 text-gray-700">
          <span className="text-gray-600">{player.story.author}：</span>
          {player.story.summary}
        </p>
      ) : null}
      {player.statement ? (
        <blockquote className="mt-3 border-l-2 border-brand-200 pl-3 text-sm leading-6 text-gray-700">
          {player.statement}
        </blockquote>
      ) : null}
      {figures.length > 0 ? (
        <dl className="mt-3 grid grid-cols-4 gap-2 rounded bg-gray-50 p-2 text-center">
          {figures.map((figure) => (
            <div key={figure.label}>
              <dt className="text-xs text-gray-600">{figure.label}</dt>
              <dd className="text-sm font-medium text-gray-900">{figure.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-auto flex items-center justify-between gap-2 pt-3 text-xs text-gray-600">
        <span>{tally && tally.details.length > 0 ? tally.details.join(" · ") : votingNote}</span>
        <span className="flex shrink-0 items-center gap-3">
          <AppLink to={`/poster/player/${player.id}`} className="text-brand-700 hover:underline">
            分享海报
          </AppLink>
          <VoteButton playerId={player.id} playerName={player.name} />
        </span>
      </div>
    </li>
  );
}

function DataList({ list }: { list: NonNullable<CampaignSection["data_list"]> }) {
  return (
    <div className="px-5 py-4">
      <p className="text-sm leading-6 text-gray-700">{list.rule_text}</p>
      {list.rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-600">{CAMPAIGN_EMPTY_TEXTS.dataList}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr className="border-b border-gray-200 text-left text-xs text-gray-600">
              <th scope="col" className="w-14 py-2 font-normal">
                名次
              </th>
              <th scope="col" className="py-2 font-normal">
                品牌
              </th>
              <th scope="col" className="py-2 text-right font-normal">
                公开投诉
              </th>
              <th scope="col" className="py-2 text-right font-normal">
                {list.figure_label}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.rows.map((row) => (
              <tr key={row.brand_id} className="border-b border-gray-100">
                <td className="py-2 text-gray-700">{row.rank}</td>
                <td className="py-2">
                  <AppLink to={`/brands/${row.brand_id}`} className="text-gray-900 hover:text-brand-700">
                    {row.name}
                  </AppLink>
                </td>
                <td className="py-2 text-right text-gray-700">{row.complaint_count}</td>
                <td className="py-2 text-right font-medium text-gray-900">
                  {dataListValueText(list.figure, row.value)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Every section of a campaign in order: the voting ones as player cards, the data lists as tables. */
export function CampaignSections({ campaign: loaded }: { campaign: CampaignDetail }) {
  const campaign = useLiveStandings(loaded);
  const votingNote = votingNoteText(campaign);
  const sections = (
    <>
      {campaign.sections.map((section) => (
        <Card key={section.id} title={section.title}>
          {section.description ? (
            <p className="px-5 pt-4 text-sm leading-6 text-gray-700">{section.description}</p>
          ) : null}
          {section.data_list ? (
            <DataList list={section.data_list} />
          ) : section.players.length === 0 ? (
            <p className="px-5 py-8 text-center text-sm text-gray-600">{CAMPAIGN_EMPTY_TEXTS.players}</p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 p-5 md:grid-cols-2 lg:grid-cols-3">
              {section.players.map((player) => (
                <PlayerCard key={player.id} player={player} votingNote={votingNote} />
              ))}
            </ul>
          )}
        </Card>
      ))}
    </>
  );
  // Votes only while voting runs; the server refuses any other time whatever a page shows.
  return campaign.state === "running" ? (
    <CampaignVoting campaignKey={campaign.slug}>{sections}</CampaignVoting>
  ) : (
    sections
  );
}
