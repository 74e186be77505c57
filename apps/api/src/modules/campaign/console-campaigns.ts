import type {
  AdminCampaign,
  AdminCampaignRow,
  ContractOutput,
  createCampaign,
  createCampaignSection,
  nominateCampaignPlayer,
  reviewCampaignPlayer,
} from "@tousu/contracts";
import { type Database, type DatabaseOrTransaction, schema } from "@tousu/db";
import { type CampaignPlayerStatus, parseCampaignDataRule, storedCampaignDataRule } from "@tousu/domain";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { type PageQuery, readPage } from "../../lib/paging";
import { recordStaffAction } from "../../lib/staff-actions";
import { answerUniqueViolation } from "../../lib/unique-violation";
import { NO_VOTES, readRecordedTallies } from "../campaign-vote";
import { takeDownPlayerPosters } from "./campaign-posters";
import { campaignSummaryColumns, toCampaignSummary } from "./campaign-rows";
import { dropCampaignPage } from "./load-campaign";

// The console's campaigns (decision 096): editing a campaign and its sections, nominating players,
// reviewing applications and nominations. Every write is logged in the staff log with the change.

const { campaigns, campaignSections, campaignPlayers, enterprises, brands, complaints } = schema;

type CampaignFields = ContractOutput<typeof createCampaign, "body">;
type SectionFields = ContractOutput<typeof createCampaignSection, "body">;
type Staff = { staffId: number; now: Date };
/** What a change the public sees needs after it commits: its posters and cached pages. */
type ChangeDeps = Pick<AppDeps, "db" | "providers" | "cache" | "log">;

export const CAMPAIGN_NOT_FOUND = "活动不存在";
const SLUG_TAKEN = "活动地址已被使用";
const PUBLISHED_IS_FINAL = "结果已公布的活动不能再修改";

const pendingCount = sql<number>`(select count(*)::int from ${campaignPlayers} p where p.campaign_id = "campaigns"."id" and p.status = 'pending')`;

export function listAdminCampaigns(deps: Pick<AppDeps, "db" | "providers">, query: PageQuery) {
  const now = deps.providers.now();
  return readPage(
    query,
    {
      rows: deps.db
        .select({ ...campaignSummaryColumns, visible: campaigns.visible, pendingCount })
        .from(campaigns)
        .orderBy(desc(campaigns.votingStartsAt), desc(campaigns.id))
        .$dynamic(),
      total: deps.db
        .select({ value: count() })
        .from(campaigns)
        .then(([row]) => row?.value ?? 0),
    },
    (rows): AdminCampaignRow[] =>
      rows.map((row) => ({
        ...toCampaignSummary(row, now),
        visible: row.visible,
        pending_count: row.pendingCount,
      })),
  );
}

export async function loadAdminCampaign(
  deps: Pick<AppDeps, "db" | "providers">,
  id: number,
): Promise<AdminCampaign> {
  const { db } = deps;
  const [row] = await db
    .select({
      ...campaignSummaryColumns,
      visible: campaigns.visible,
      pendingCount,
      rules: campaigns.rules,
      votesPerDay: campaigns.votesPerDay,
      votesPerPlayerPerDay: campaigns.votesPerPlayerPerDay,
      tallyVisibility: campaigns.tallyVisibility,
    })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  const [sections, players, tallies] = await Promise.all([
    db
      .select()
      .from(campaignSections)
      .where(eq(campaignSections.campaignId, id))
      .orderBy(asc(campaignSections.sortOrder), asc(campaignSections.id)),
    db
      .select({
        id: campaignPlayers.id,
        sectionId: campaignPlayers.sectionId,
        kind: campaignPlayers.kind,
        source: campaignPlayers.source,
        status: campaignPlayers.status,
        statement: campaignPlayers.statement,
        reviewNote: campaignPlayers.reviewNote,
        reviewedAt: campaignPlayers.reviewedAt,
        createdAt: campaignPlayers.createdAt,
        name: sql<string>`coalesce(${enterprises.name}, ${brands.name}, ${complaints.title}, '')`,
      })
      .from(campaignPlayers)
      .leftJoin(enterprises, eq(enterprises.id, campaignPlayers.enterpriseId))
      .leftJoin(brands, eq(brands.id, campaignPlayers.brandId))
      .leftJoin(complaints, eq(complaints.id, campaignPlayers.complaintId))
      .where(eq(campaignPlayers.campaignId, id))
      .orderBy(asc(campaignPlayers.sectionId), asc(campaignPlayers.sortOrder), asc(campaignPlayers.id)),
    readRecordedTallies(db, id),
  ]);
  return {
    ...toCampaignSummary(row, deps.providers.now()),
    visible: row.visible,
    pending_count: row.pendingCount,
    rules: row.rules,
    votes_per_day: row.votesPerDay,
    votes_per_player_per_day: row.votesPerPlayerPerDay,
    tally_visibility: row.tallyVisibility,
    sections: sections.map((section) => {
      const rule = parseCampaignDataRule(section.dataRule);
      return {
        id: section.id,
        kind: section.kind,
        title: section.title,
        description: section.description,
        data_rule: rule && {
          figure: rule.figure,
          order: rule.order,
          min_complaints: rule.minComplaints,
          limit: rule.limit,
          period_days: rule.periodDays,
        },
        sort_order: section.sortOrder,
      };
    }),
    players: players.map((player) => {
      const tally = tallies.get(player.id) ?? NO_VOTES;
      return {
        id: player.id,
        section_id: player.sectionId,
        kind: player.kind,
        name: player.name,
        source: player.source,
        status: player.status,
        statement: player.statement,
        review_note: player.reviewNote,
        reviewed_at: player.reviewedAt?.toISOString() ?? null,
        created_at: player.createdAt.toISOString(),
        valid_votes: tally.validVotes,
        voided_votes: tally.voidedVotes,
      };
    }),
  };
}

function campaignValues(fields: CampaignFields) {
  return {
    slug: fields.slug,
    title: fields.title,
    summary: fields.summary,
    coverUrl: fields.cover_url,
    rules: fields.rules,
    votingStartsAt: new Date(fields.voting_starts_at),
    votingEndsAt: new Date(fields.voting_ends_at),
    votesPerDay: fields.votes_per_day,
    votesPerPlayerPerDay: fields.votes_per_player_per_day,
    tallyVisibility: fields.tally_visibility,
    visible: fields.visible,
  };
}

export async function createCampaignRow(db: Database, fields: CampaignFields, staff: Staff) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaigns)
      .values({ ...campaignValues(fields), createdAt: staff.now, updatedAt: staff.now })
      .returning({ id: campaigns.id })
      .catch(answerUniqueViolation("campaigns_slug_unique", () => badRequest(SLUG_TAKEN)));
    await log(tx, staff, "campaign.create", row!.id, { slug: fields.slug });
    return { id: row!.id };
  });
}

/** Hiding a campaign takes down its posters and its players' at once, as withdrawing a player does. */
export async function updateCampaignRow(deps: ChangeDeps, id: number, fields: CampaignFields, staff: Staff) {
  const updated = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for("update");
    if (!current) throw notFound(CAMPAIGN_NOT_FOUND);
    if (current.resultsPublishedAt) throw badRequest(PUBLISHED_IS_FINAL);
    await tx
      .update(campaigns)
      .set({ ...campaignValues(fields), updatedAt: staff.now })
      .where(eq(campaigns.id, id))
      .catch(answerUniqueViolation("campaigns_slug_unique", () => badRequest(SLUG_TAKEN)));
    await log(tx, staff, "campaign.update", id, { slug: fields.slug, visible: fields.visible });
    const players = fields.visible
      ? []
      : await tx
          .select({ id: campaignPlayers.id })
          .from(campaignPlayers)
          .where(eq(campaignPlayers.campaignId, id));
    return { previous: current, players };
  });
  // Its page is cached under the old address too, when the slug changed.
  await dropCampaignPage(deps.cache, updated.previous);
  const campaign = { id, slug: fields.slug };
  if (fields.visible) await dropCampaignPage(deps.cache, campaign);
  else
    await takeDownPlayerPosters(
      deps,
      campaign,
      updated.players.map((player) => player.id),
    );
  return { id };
}

function sectionValues(fields: SectionFields) {
  return {
    title: fields.title,
    description: fields.description,
    dataRule:
      fields.data_rule &&
      storedCampaignDataRule({
        figure: fields.data_rule.figure,
        order: fields.data_rule.order,
        minComplaints: fields.data_rule.min_complaints,
        limit: fields.data_rule.limit,
        periodDays: fields.data_rule.period_days,
      }),
    sortOrder: fields.sort_order,
  };
}

/** Locks the campaign for a change to its sections or players; published results are final. */
async function lockOpenCampaign(tx: DatabaseOrTransaction, campaignId: number) {
  const [campaign] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for("update");
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  if (campaign.resultsPublishedAt) throw badRequest(PUBLISHED_IS_FINAL);
  return campaign;
}

export async function createSection(db: Database, campaignId: number, fields: SectionFields, staff: Staff) {
  return db.transaction(async (tx) => {
    await lockOpenCampaign(tx, campaignId);
    const [row] = await tx
      .insert(campaignSections)
      .values({
        campaignId,
        kind: fields.kind,
        ...sectionValues(fields),
        createdAt: staff.now,
        updatedAt: staff.now,
      })
      .returning({ id: campaignSections.id });
    await log(tx, staff, "campaign.section_create", row!.id, { campaign_id: campaignId, kind: fields.kind });
    return { id: row!.id };
  });
}

export const SECTION_NOT_FOUND = "活动单元不存在";

export async function updateSection(db: Database, sectionId: number, fields: SectionFields, staff: Staff) {
  return db.transaction(async (tx) => {
    const [section] = await tx.select().from(campaignSections).where(eq(campaignSections.id, sectionId));
    if (!section) throw notFound(SECTION_NOT_FOUND);
    await lockOpenCampaign(tx, section.campaignId);
    if (section.kind !== fields.kind) throw badRequest("单元类型不能修改");
    await tx
      .update(campaignSections)
      .set({ ...sectionValues(fields), updatedAt: staff.now })
      .where(eq(campaignSections.id, sectionId));
    await log(tx, staff, "campaign.section_update", sectionId, { campaign_id: section.campaignId });
    return { id: sectionId };
  });
}

type Nomination = ContractOutput<typeof nominateCampaignPlayer, "body">;

/** A staff nomination of an enterprise or brand to a company section: approved as it is made. */
export async function nominatePlayer(
  deps: ChangeDeps,
  sectionId: number,
  nomination: Nomination,
  staff: Staff,
) {
  const nominated = await deps.db.transaction(async (tx) => {
    const [section] = await tx.select().from(campaignSections).where(eq(campaignSections.id, sectionId));
    if (!section) throw notFound(SECTION_NOT_FOUND);
    const campaign = await lockOpenCampaign(tx, section.campaignId);
    if (section.kind !== "company_vote") throw badRequest("只能向企业投票单元提名企业或品牌");
    const subject =
      "enterprise_id" in nomination
        ? { kind: "enterprise" as const, enterpriseId: nomination.enterprise_id }
        : { kind: "brand" as const, brandId: nomination.brand_id };
    const exists =
      subject.kind === "enterprise"
        ? await tx
            .select({ id: enterprises.id })
            .from(enterprises)
            .where(eq(enterprises.id, subject.enterpriseId))
        : await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, subject.brandId));
    if (exists.length === 0) throw notFound(subject.kind === "enterprise" ? "企业不存在" : "品牌不存在");
    const [row] = await tx
      .insert(campaignPlayers)
      .values({
        campaignId: section.campaignId,
        sectionId,
        ...subject,
        source: "staff",
        status: "approved",
        statement: nomination.statement,
        nominatedBy: staff.staffId,
        reviewedBy: staff.staffId,
        reviewedAt: staff.now,
        createdAt: staff.now,
        updatedAt: staff.now,
      })
      .onConflictDoNothing()
      .returning({ id: campaignPlayers.id });
    if (!row) throw badRequest("该企业或品牌已在本单元");
    await log(tx, staff, "campaign.player_nominate", row.id, { section_id: sectionId, ...subject });
    return { id: row.id, campaign };
  });
  await dropCampaignPage(deps.cache, nominated.campaign);
  return { id: nominated.id };
}

type Review = ContractOutput<typeof reviewCampaignPlayer, "body">;

/** Which status each decision leads to, from which. */
const REVIEW_STEPS: Record<Review["decision"], { from: CampaignPlayerStatus[]; to: CampaignPlayerStatus }> = {
  approve: { from: ["pending"], to: "approved" },
  refuse: { from: ["pending"], to: "refused" },
  withdraw: { from: ["approved"], to: "withdrawn" },
};

/**
 * An approval shows the player on the page at once; a withdrawal takes it and its posters down at
 * once, again when sent twice (a storage failure the first time is logged, not answered).
 */
export async function reviewPlayer(deps: ChangeDeps, playerId: number, review: Review, staff: Staff) {
  const reviewed = await deps.db.transaction(async (tx) => {
    const [player] = await tx.select().from(campaignPlayers).where(eq(campaignPlayers.id, playerId));
    if (!player) throw notFound("选手不存在");
    const campaign = await lockOpenCampaign(tx, player.campaignId);
    const step = REVIEW_STEPS[review.decision];
    const [changed] = await tx
      .update(campaignPlayers)
      .set({
        status: step.to,
        reviewedBy: staff.staffId,
        reviewedAt: staff.now,
        reviewNote: review.note ?? null,
        updatedAt: staff.now,
      })
      .where(and(eq(campaignPlayers.id, playerId), inArray(campaignPlayers.status, step.from)))
      .returning({ status: campaignPlayers.status });
    if (!changed) {
      // The same decision sent twice finds it taken: the answer is the status it left.
      if (player.status === step.to) return { status: step.to, campaign };
      throw badRequest("选手当前状态不能执行此操作");
    }
    await log(tx, staff, `campaign.player_${review.decision}`, playerId, {
      campaign_id: player.campaignId,
      note: review.note ?? null,
    });
    return { status: changed.status, campaign };
  });
  if (reviewed.status === "withdrawn") await takeDownPlayerPosters(deps, reviewed.campaign, [playerId]);
  else if (reviewed.status === "approved") await dropCampaignPage(deps.cache, reviewed.campaign);
  return { status: reviewed.status };
}

function log(
  db: Parameters<typeof recordStaffAction>[0],
  staff: Staff,
  action: string,
  id: number,
  detail: Record<string, unknown>,
) {
  return recordStaffAction(db, {
    staffId: staff.staffId,
    action,
    targetType: action.startsWith("campaign.player")
      ? "campaign_player"
      : action.startsWith("campaign.section")
        ? "campaign_section"
        : "campaign",
    targetId: id,
    detail,
    now: staff.now,
  });
}
