import type { CampaignVoteFlag, ContractData, ContractOutput, listCampaignVoteFlags } from "@tousu/contracts";
import { schema, type Transaction } from "@tousu/db";
import { CAMPAIGN_VOTE_MESSAGES } from "@tousu/domain";
import { and, asc, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { readPage } from "../../lib/paging";
import { toIso, toIsoOrNull } from "../../lib/query-helpers";
import { recordStaffAction } from "../../lib/staff-actions";
import { addToTallyCounters, type PlayerTally, type TallyDeps } from "./player-tallies";

// What moderators see and do of the flagged bursts (decision 097): the flags, open ones first; a
// flag's votes voided with a reason, the tallies moving from valid to voided in the same
// transaction; a flag dismissed as ordinary voting (a campus, an office).

const { campaignVoteFlags, campaignVotes, campaignTallies, campaigns, users } = schema;

type FlagRow = typeof campaignVoteFlags.$inferSelect;

/** The votes a flag covers: its campaign's votes from its network within its window. */
const flaggedVotes = (flag: Pick<FlagRow, "campaignId" | "networkKey" | "windowStart" | "windowEnd">) =>
  and(
    eq(campaignVotes.campaignId, flag.campaignId),
    eq(campaignVotes.networkKey, flag.networkKey),
    gte(campaignVotes.createdAt, flag.windowStart),
    lt(campaignVotes.createdAt, flag.windowEnd),
  );

const validFlaggedVotes = sql<number>`(select count(*)::int from ${campaignVotes}
  where ${campaignVotes.campaignId} = ${campaignVoteFlags.campaignId}
    and ${campaignVotes.networkKey} = ${campaignVoteFlags.networkKey}
    and ${campaignVotes.createdAt} >= ${campaignVoteFlags.windowStart}
    and ${campaignVotes.createdAt} < ${campaignVoteFlags.windowEnd}
    and ${campaignVotes.voidedAt} is null)`;

function flagView(
  row: FlagRow,
  campaignTitle: string,
  handler: string | null,
  validVotes: number,
): CampaignVoteFlag {
  return {
    id: row.id,
    campaign: { id: row.campaignId, title: campaignTitle },
    // A prefix of the keyed hash tells networks apart on screen; the key itself stays in the database.
    network: row.networkKey.slice(0, 10),
    window_start: toIso(row.windowStart),
    window_end: toIso(row.windowEnd),
    vote_count: row.voteCount,
    account_count: row.accountCount,
    valid_votes: validVotes,
    state: row.state,
    note: row.note,
    handled_by: row.handledBy === null ? null : { id: row.handledBy, name: handler ?? "" },
    handled_at: toIsoOrNull(row.handledAt),
    created_at: toIso(row.createdAt),
  };
}

export async function listVoteFlags(
  deps: Pick<AppDeps, "db">,
  query: ContractOutput<typeof listCampaignVoteFlags, "query">,
): Promise<ContractData<typeof listCampaignVoteFlags>> {
  const where = and(
    query.campaign_id ? eq(campaignVoteFlags.campaignId, query.campaign_id) : undefined,
    query.state ? eq(campaignVoteFlags.state, query.state) : undefined,
  );
  const rows = deps.db
    .select({
      flag: campaignVoteFlags,
      title: campaigns.title,
      handler: users.nickname,
      valid: validFlaggedVotes,
    })
    .from(campaignVoteFlags)
    .innerJoin(campaigns, eq(campaigns.id, campaignVoteFlags.campaignId))
    .leftJoin(users, eq(users.id, campaignVoteFlags.handledBy))
    .where(where)
    .orderBy(
      sql`${campaignVoteFlags.state} <> 'open'`,
      desc(campaignVoteFlags.windowStart),
      asc(campaignVoteFlags.id),
    )
    .$dynamic();
  return readPage(query, { rows, total: deps.db.$count(campaignVoteFlags, where) }, (page) =>
    page.map(({ flag, title, handler, valid }) => flagView(flag, title, handler, valid)),
  );
}

/** The flag locked for a step, with what its view needs; 404 when there is none. */
async function lockFlag(tx: Transaction, flagId: number): Promise<FlagRow> {
  const [flag] = await tx
    .select()
    .from(campaignVoteFlags)
    .where(eq(campaignVoteFlags.id, flagId))
    .for("update");
  if (!flag) throw notFound(CAMPAIGN_VOTE_MESSAGES.flagNotFound);
  return flag;
}

async function viewOf(tx: Transaction, flag: FlagRow): Promise<CampaignVoteFlag> {
  const [row] = await tx
    .select({ title: campaigns.title, handler: users.nickname, valid: validFlaggedVotes })
    .from(campaignVoteFlags)
    .innerJoin(campaigns, eq(campaigns.id, campaignVoteFlags.campaignId))
    .leftJoin(users, eq(users.id, campaignVoteFlags.handledBy))
    .where(eq(campaignVoteFlags.id, flag.id));
  return flagView(flag, row!.title, row!.handler, row!.valid);
}

/**
 * Voids the flag's votes not voided yet, with the reason and the staff member, and moves them from
 * valid to voided in `campaign_tallies`, all in one transaction under the flag's lock: a second
 * request waits, finds the flag voided and changes nothing, so no vote is counted off twice.
 */
export async function voidVoteFlag(
  deps: TallyDeps,
  staffId: number,
  flagId: number,
  reason: string,
): Promise<{ flag: CampaignVoteFlag; voided_votes: number }> {
  const now = deps.providers.now();
  const { flag, voided, changes } = await deps.db.transaction(async (tx) => {
    const locked = await lockFlag(tx, flagId);
    if (locked.state === "voided") return { flag: await viewOf(tx, locked), voided: 0, changes: new Map() };
    if (locked.state !== "open") throw badRequest(CAMPAIGN_VOTE_MESSAGES.flagHandled);
    const voidedVotes = await tx
      .update(campaignVotes)
      .set({ voidedAt: now, voidReason: reason, voidedBy: staffId })
      .where(and(flaggedVotes(locked), isNull(campaignVotes.voidedAt)))
      .returning({ playerId: campaignVotes.playerId });
    const perPlayer = new Map<number, PlayerTally>();
    for (const { playerId } of voidedVotes) {
      const tally = perPlayer.get(playerId) ?? { validVotes: 0, voidedVotes: 0 };
      tally.validVotes -= 1;
      tally.voidedVotes += 1;
      perPlayer.set(playerId, tally);
    }
    for (const [playerId, change] of perPlayer) {
      await tx
        .update(campaignTallies)
        .set({
          validVotes: sql`${campaignTallies.validVotes} + ${change.validVotes}`,
          voidedVotes: sql`${campaignTallies.voidedVotes} + ${change.voidedVotes}`,
          updatedAt: now,
        })
        .where(eq(campaignTallies.playerId, playerId));
    }
    const [handled] = await tx
      .update(campaignVoteFlags)
      .set({ state: "voided", handledBy: staffId, handledAt: now, note: reason })
      .where(eq(campaignVoteFlags.id, locked.id))
      .returning();
    await recordStaffAction(tx, {
      staffId,
      action: "campaign_vote_flag.void",
      targetType: "campaign_vote_flag",
      targetId: locked.id,
      detail: { campaign_id: locked.campaignId, voided_votes: voidedVotes.length, reason },
      now,
    });
    return { flag: await viewOf(tx, handled!), voided: voidedVotes.length, changes: perPlayer };
  });
  await addToTallyCounters(deps, flag.campaign.id, changes);
  return { flag, voided_votes: voided };
}

/** Dismisses an open flag as ordinary voting; dismissing it again answers it as it is. */
export async function dismissVoteFlag(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  flagId: number,
  note: string | undefined,
): Promise<{ flag: CampaignVoteFlag }> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const locked = await lockFlag(tx, flagId);
    if (locked.state === "dismissed") return { flag: await viewOf(tx, locked) };
    if (locked.state !== "open") throw badRequest(CAMPAIGN_VOTE_MESSAGES.flagHandled);
    const [handled] = await tx
      .update(campaignVoteFlags)
      .set({ state: "dismissed", handledBy: staffId, handledAt: now, note: note || null })
      .where(eq(campaignVoteFlags.id, locked.id))
      .returning();
    await recordStaffAction(tx, {
      staffId,
      action: "campaign_vote_flag.dismiss",
      targetType: "campaign_vote_flag",
      targetId: locked.id,
      detail: { campaign_id: locked.campaignId, note: note ?? "" },
      now,
    });
    return { flag: await viewOf(tx, handled!) };
  });
}
