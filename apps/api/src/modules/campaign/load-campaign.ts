import type { CampaignDetail, CampaignPlayer, CampaignSection } from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import {
  CAMPAIGN_DATA_FIGURE_LABELS,
  CAMPAIGN_TALLY_VISIBILITY_TEXTS,
  CAMPAIGN_TIE_RULE,
  type CampaignState,
  campaignDataRuleText,
  campaignState,
  maskPersonalData,
  parseCampaignDataRule,
  rankByVotes,
  shownTally,
} from "@tousu/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { publicAuthorNickname } from "../../complaint-core/complaint-author";
import { toPlainExcerpt } from "../../complaint-core/complaint-summaries";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { notFound } from "../../lib/app-error";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import {
  findVisibleCampaign,
  NO_VOTES,
  type PlayerTally,
  readPlayerTallies,
  type TallyDeps,
} from "../campaign-vote";
import { loadDataList, loadPlayerFigures } from "./campaign-figures";
import { toCampaignSummary } from "./campaign-rows";

const {
  campaigns,
  campaignSections,
  campaignPlayers,
  campaignResults,
  enterprises,
  brands,
  complaints,
  users,
} = schema;

const CAMPAIGN_NOT_FOUND = "活动不存在";
const STORY_SUMMARY_LENGTH = 160;

/** The campaign page's one read (decision 096), cached like a list: its tallies move with the votes. */
export async function loadCampaign(
  deps: TallyDeps & Pick<AppDeps, "db" | "cache">,
  key: string,
): Promise<CampaignDetail> {
  return deps.cache.remember(`campaign:${key}`, CACHE_TTL_MS.list, () => readCampaign(deps, key));
}

type Campaign = typeof campaigns.$inferSelect;

/** Drops a campaign's cached page under both its addresses, after a change the public must see at once. */
export async function dropCampaignPage(
  cache: AppDeps["cache"],
  campaign: Pick<Campaign, "id" | "slug">,
): Promise<void> {
  await cache.invalidate({
    keys: [`campaign:${campaign.id}`, `campaign:${campaign.slug}`],
    prefixes: ["campaign-list:"],
    pages: ["/activity", `/activity/${campaign.id}`, `/activity/${campaign.slug}`],
  });
}

/** The campaign page as it is now, uncached: what a poster of it or of one of its players draws from. */
export async function readCampaign(
  deps: TallyDeps & Pick<AppDeps, "db">,
  key: string,
): Promise<CampaignDetail> {
  const { db } = deps;
  const now = deps.providers.now();
  const campaign = await findVisibleCampaign(db, key);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  const state = campaignState(campaign, now);
  const [sections, players, standings, defaults] = await Promise.all([
    db
      .select()
      .from(campaignSections)
      .where(eq(campaignSections.campaignId, campaign.id))
      .orderBy(asc(campaignSections.sortOrder), asc(campaignSections.id)),
    loadApprovedPlayers(db, campaign.id),
    state === "results_published"
      ? readPublishedResults(db, campaign.id)
      : readPlayerTallies(deps, campaign.id),
    readImageDefaults(db),
  ]);
  const figures = await loadPlayerFigures(db, {
    enterpriseIds: players.flatMap((p) =>
      p.kind === "enterprise" && p.enterpriseId ? [p.enterpriseId] : [],
    ),
    brandIds: players.flatMap((p) => (p.kind === "brand" && p.brandId ? [p.brandId] : [])),
  });
  const shownSections = await Promise.all(
    sections.map(async (section): Promise<CampaignSection> => {
      const base = {
        id: section.id,
        kind: section.kind,
        title: section.title,
        description: section.description,
      };
      if (section.kind === "data_list") {
        return {
          ...base,
          players: [],
          data_list: await readDataListSection(db, section.dataRule, campaign, now),
        };
      }
      const sectionPlayers = players
        .filter((player) => player.sectionId === section.id)
        .map((player) => ({ player, card: toPlayerCard(player, figures, defaults.brandLogo) }));
      return {
        ...base,
        players: standPlayers(campaign, state, sectionPlayers, standings),
        data_list: null,
      };
    }),
  );
  return {
    ...toCampaignSummary(
      {
        ...campaign,
        sectionCount: sections.length,
        playerCount: players.length,
      },
      now,
    ),
    rules: campaign.rules,
    tie_rule: CAMPAIGN_TIE_RULE,
    votes_per_day: campaign.votesPerDay,
    votes_per_player_per_day: campaign.votesPerPlayerPerDay,
    tally_visibility: campaign.tallyVisibility,
    tally_visibility_text: CAMPAIGN_TALLY_VISIBILITY_TEXTS[campaign.tallyVisibility],
    sections: shownSections,
  };
}

/** A standing as results publish it (frozen) or as the counters say now. */
type Standings = Map<number, PlayerTally & { rank?: number }>;

async function readPublishedResults(db: DatabaseOrTransaction, campaignId: number): Promise<Standings> {
  const rows = await db
    .select({
      playerId: campaignResults.playerId,
      rank: campaignResults.rank,
      validVotes: campaignResults.validVotes,
      voidedVotes: campaignResults.voidedVotes,
    })
    .from(campaignResults)
    .where(eq(campaignResults.campaignId, campaignId));
  return new Map(rows.map((row) => [row.playerId, row]));
}

/**
 * A voting section's players in the order the public sees: by rank when tallies are shown (the
 * published rank once results are out, otherwise `rankByVotes` over the counters), else as staff
 * ordered them.
 */
function standPlayers(
  campaign: Campaign,
  state: CampaignState,
  players: { player: ApprovedPlayer; card: Omit<CampaignPlayer, "tally"> }[],
  standings: Standings,
): CampaignPlayer[] {
  const ranked = rankByVotes(
    players.map((entry) => ({ ...entry, ...(standings.get(entry.player.id) ?? NO_VOTES) })),
  );
  const sectionVotes = ranked.reduce((sum, entry) => sum + entry.validVotes, 0);
  const cards = ranked.map((entry) => {
    const published = standings.get(entry.player.id)?.rank;
    const tally = shownTally(
      campaign.tallyVisibility,
      state,
      { rank: published ?? entry.rank, validVotes: entry.validVotes, voidedVotes: entry.voidedVotes },
      sectionVotes,
    );
    return {
      order: players.indexOf(entry),
      card: {
        ...entry.card,
        tally: tally && {
          rank: tally.rank,
          share: tally.share,
          valid_votes: tally.validVotes,
          voided_votes: tally.voidedVotes,
        },
      },
    };
  });
  return cards
    .sort((a, b) =>
      a.card.tally && b.card.tally
        ? a.card.tally.rank - b.card.tally.rank || a.order - b.order
        : a.order - b.order,
    )
    .map((entry) => entry.card);
}

async function readDataListSection(
  db: DatabaseOrTransaction,
  storedRule: unknown,
  campaign: Campaign,
  now: Date,
): Promise<CampaignSection["data_list"]> {
  const rule = parseCampaignDataRule(storedRule);
  if (!rule) return null;
  const periodEnd = now.getTime() < campaign.votingEndsAt.getTime() ? now : campaign.votingEndsAt;
  const rows = await loadDataList(db, rule, periodEnd);
  return {
    figure: rule.figure,
    figure_label: CAMPAIGN_DATA_FIGURE_LABELS[rule.figure],
    rule_text: campaignDataRuleText(rule),
    rows: rows.map((row) => ({
      rank: row.rank,
      brand_id: row.brandId,
      name: row.name,
      logo: row.logo,
      complaint_count: row.complaintCount,
      value: row.value,
    })),
  };
}

/**
 * The approved players with what their cards name: the enterprise or brand, or the story's
 * complaint, which must still be public (a story whose complaint was hidden leaves the page).
 */
function loadApprovedPlayers(db: DatabaseOrTransaction, campaignId: number) {
  return db
    .select({
      id: campaignPlayers.id,
      sectionId: campaignPlayers.sectionId,
      kind: campaignPlayers.kind,
      enterpriseId: campaignPlayers.enterpriseId,
      brandId: campaignPlayers.brandId,
      complaintId: campaignPlayers.complaintId,
      statement: campaignPlayers.statement,
      enterpriseName: enterprises.name,
      enterpriseLogo: enterprises.logoUrl,
      brandName: brands.name,
      brandLogo: brands.logoUrl,
      complaintTitle: complaints.title,
      complaintContent: complaints.content,
      complaintAnonymous: complaints.isAnonymous,
      authorId: complaints.userId,
      authorNickname: users.nickname,
    })
    .from(campaignPlayers)
    .leftJoin(enterprises, eq(enterprises.id, campaignPlayers.enterpriseId))
    .leftJoin(complaints, eq(complaints.id, campaignPlayers.complaintId))
    .leftJoin(brands, eq(brands.id, sql`coalesce(${campaignPlayers.brandId}, ${complaints.brandId})`))
    .leftJoin(users, eq(users.id, complaints.userId))
    .where(
      and(
        eq(campaignPlayers.campaignId, campaignId),
        eq(campaignPlayers.status, "approved"),
        sql`(${campaignPlayers.kind} <> 'story' or (${isPublicComplaint()}))`,
      ),
    )
    .orderBy(asc(campaignPlayers.sortOrder), asc(campaignPlayers.id));
}

type ApprovedPlayer = Awaited<ReturnType<typeof loadApprovedPlayers>>[number];

function toPlayerCard(
  player: ApprovedPlayer,
  figures: Awaited<ReturnType<typeof loadPlayerFigures>>,
  defaultLogo: string,
): Omit<CampaignPlayer, "tally"> {
  const base = { id: player.id, kind: player.kind, statement: player.statement };
  if (player.kind === "enterprise") {
    return {
      ...base,
      name: player.enterpriseName ?? "",
      logo: player.enterpriseLogo || defaultLogo,
      href: `/enterprise/${player.enterpriseId}`,
      figures: figures.enterprises.get(player.enterpriseId ?? 0) ?? null,
      story: null,
    };
  }
  if (player.kind === "brand") {
    return {
      ...base,
      name: player.brandName ?? "",
      logo: player.brandLogo || defaultLogo,
      href: `/brands/${player.brandId}`,
      figures: figures.brands.get(player.brandId ?? 0) ?? null,
      story: null,
    };
  }
  const title = maskPersonalData(player.complaintTitle ?? "");
  const complaintId = player.complaintId ?? 0;
  return {
    ...base,
    statement: maskPersonalData(player.statement),
    name: title,
    logo: null,
    href: `/tousu/${complaintId}`,
    figures: null,
    story: {
      complaint_id: complaintId,
      title,
      summary: toPlainExcerpt(maskPersonalData(player.complaintContent ?? ""), STORY_SUMMARY_LENGTH),
      author: publicAuthorNickname({
        complaintId,
        isAnonymous: player.complaintAnonymous ?? false,
        userId: player.authorId ?? 0,
        nickname: player.authorNickname ?? "",
      }),
      brand_name: player.brandName,
    },
  };
}
