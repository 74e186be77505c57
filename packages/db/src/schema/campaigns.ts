import {
  CAMPAIGN_MAX_VOTES_PER_DAY,
  CAMPAIGN_PLAYER_KINDS,
  CAMPAIGN_PLAYER_SOURCES,
  CAMPAIGN_PLAYER_STATUSES,
  CAMPAIGN_SECTION_KINDS,
  CAMPAIGN_TALLY_VISIBILITIES,
  CAMPAIGN_VOTE_FLAG_STATES,
} from "@tousu/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { createdAt, updatedAt } from "./columns";
import { complaints } from "./complaints";
import { enterprises } from "./enterprises";
import { users } from "./users";

// 3·15 campaigns (docs/decisions/095): campaigns with their published rules, sections, players,
// the votes cast for players, the counters that tally them, the bursts flagged for staff and the
// results staff publish at the close.

export const campaignSectionKind = pgEnum("campaign_section_kind", CAMPAIGN_SECTION_KINDS);
export const campaignPlayerKind = pgEnum("campaign_player_kind", CAMPAIGN_PLAYER_KINDS);
export const campaignPlayerSource = pgEnum("campaign_player_source", CAMPAIGN_PLAYER_SOURCES);
export const campaignPlayerStatus = pgEnum("campaign_player_status", CAMPAIGN_PLAYER_STATUSES);
export const campaignTallyVisibility = pgEnum("campaign_tally_visibility", CAMPAIGN_TALLY_VISIBILITIES);
export const campaignVoteFlagState = pgEnum("campaign_vote_flag_state", CAMPAIGN_VOTE_FLAG_STATES);

/**
 * A campaign. Its state (upcoming, running, voting closed, results published) follows from the
 * voting period and `results_published_at` (`campaignState` in domain); `visible` lets staff prepare
 * one before the public sees it. The rules are published with it before voting starts.
 */
export const campaigns = pgTable(
  "campaigns",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** The campaign's own address, `/activity/{slug}` (e.g. `act2024315`). */
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    coverUrl: text("cover_url"),
    /** The rules in plain words, paragraph per entry: who may vote, how often, ties, what voids a vote. */
    rules: jsonb("rules").$type<string[]>().notNull().default([]),
    votingStartsAt: timestamp("voting_starts_at", { withTimezone: true }).notNull(),
    votingEndsAt: timestamp("voting_ends_at", { withTimezone: true }).notNull(),
    resultsPublishedAt: timestamp("results_published_at", { withTimezone: true }),
    /** Votes one account may cast in the campaign per day (Beijing date), over all its players. */
    votesPerDay: integer("votes_per_day").notNull().default(3),
    /** Votes one account may give one player per day. */
    votesPerPlayerPerDay: integer("votes_per_player_per_day").notNull().default(1),
    tallyVisibility: campaignTallyVisibility("tally_visibility").notNull().default("rank_and_share"),
    visible: boolean("visible").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("campaigns_voting_period_ordered", sql`${t.votingStartsAt} < ${t.votingEndsAt}`),
    check(
      "campaigns_votes_per_day_range",
      sql`${t.votesPerDay} between 1 and ${sql.raw(String(CAMPAIGN_MAX_VOTES_PER_DAY))}`,
    ),
    check("campaigns_votes_per_player_range", sql`${t.votesPerPlayerPerDay} between 1 and ${t.votesPerDay}`),
    index("campaigns_voting_starts_at_idx").on(t.votingStartsAt),
  ],
);

/**
 * A section of a campaign. A `data_list` section ranks companies by a platform figure and holds its
 * rule (`data_rule`: the figure, the order, the minimum number of complaints a company needs to be listed).
 */
export const campaignSections = pgTable(
  "campaign_sections",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    kind: campaignSectionKind("kind").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    dataRule: jsonb("data_rule").$type<Record<string, unknown>>(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("campaign_sections_campaign_id_idx").on(t.campaignId, t.sortOrder)],
);

/**
 * A player of a voting section: an enterprise, a brand, or a consumer's own completed complaint told
 * as a story (with the consumer's consent, recorded; shown masked). One player per subject per section.
 */
export const campaignPlayers = pgTable(
  "campaign_players",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => campaignSections.id, { onDelete: "cascade" }),
    kind: campaignPlayerKind("kind").notNull(),
    enterpriseId: integer("enterprise_id").references(() => enterprises.id, { onDelete: "cascade" }),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "cascade" }),
    complaintId: bigint("complaint_id", { mode: "number" }).references(() => complaints.id, {
      onDelete: "cascade",
    }),
    source: campaignPlayerSource("source").notNull(),
    status: campaignPlayerStatus("status").notNull().default("pending"),
    /** The player's statement (a company's commitment, a consumer's story), shown on its card and poster. */
    statement: text("statement").notNull().default(""),
    /** Who nominated or applied: the staff member, the company's member, or the consumer. */
    nominatedBy: bigint("nominated_by", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    /** When the consumer agreed to their story being shown (stories only). */
    consentedAt: timestamp("consented_at", { withTimezone: true }),
    reviewedBy: bigint("reviewed_by", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    reviewNote: text("review_note"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "campaign_players_subject_matches_kind",
      sql`(${t.kind} = 'enterprise' and ${t.enterpriseId} is not null and ${t.brandId} is null and ${t.complaintId} is null)
        or (${t.kind} = 'brand' and ${t.brandId} is not null and ${t.complaintId} is null)
        or (${t.kind} = 'story' and ${t.complaintId} is not null and ${t.consentedAt} is not null)`,
    ),
    uniqueIndex("campaign_players_section_enterprise_uq")
      .on(t.sectionId, t.enterpriseId)
      .where(sql`${t.kind} = 'enterprise'`),
    uniqueIndex("campaign_players_section_brand_uq")
      .on(t.sectionId, t.brandId)
      .where(sql`${t.kind} = 'brand'`),
    uniqueIndex("campaign_players_section_complaint_uq")
      .on(t.sectionId, t.complaintId)
      .where(sql`${t.kind} = 'story'`),
    index("campaign_players_campaign_id_idx").on(t.campaignId, t.status),
    index("campaign_players_enterprise_id_idx").on(t.enterpriseId),
  ],
);

/**
 * One vote. The database holds the limits (decision 095): an account's votes in a campaign on one
 * Beijing day take slots 1..votes_per_day (unique, so two concurrent votes cannot take the same slot),
 * and its votes for one player that day take player slots 1..votes_per_player_per_day. A voided vote
 * stays on record with its reason and stops counting.
 */
export const campaignVotes = pgTable(
  "campaign_votes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    playerId: bigint("player_id", { mode: "number" })
      .notNull()
      .references(() => campaignPlayers.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The Beijing calendar day the vote counts against. */
    voteDay: date("vote_day", { mode: "string" }).notNull(),
    daySlot: integer("day_slot").notNull(),
    playerSlot: integer("player_slot").notNull(),
    /** A keyed hash of the voter's network (IPv4 /24, IPv6 /48): bursts are found by it; no address is stored. */
    networkKey: text("network_key").notNull(),
    /** A keyed hash of the voter's address, for the per-address limit and review. */
    addressKey: text("address_key").notNull(),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    voidedBy: bigint("voided_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "campaign_votes_day_slot_range",
      sql`${t.daySlot} between 1 and ${sql.raw(String(CAMPAIGN_MAX_VOTES_PER_DAY))}`,
    ),
    check(
      "campaign_votes_player_slot_range",
      sql`${t.playerSlot} between 1 and ${sql.raw(String(CAMPAIGN_MAX_VOTES_PER_DAY))}`,
    ),
    uniqueIndex("campaign_votes_account_day_slot_uq").on(t.campaignId, t.userId, t.voteDay, t.daySlot),
    uniqueIndex("campaign_votes_account_player_day_slot_uq").on(
      t.campaignId,
      t.playerId,
      t.userId,
      t.voteDay,
      t.playerSlot,
    ),
    index("campaign_votes_player_id_idx").on(t.playerId),
    index("campaign_votes_network_created_idx").on(t.campaignId, t.networkKey, t.createdAt),
    index("campaign_votes_created_at_brin").using("brin", t.createdAt),
  ],
);

/**
 * The counters the tallies are served from (without Redis; with Redis, Redis serves and these are the
 * record it is reconciled to): valid and voided votes per player, changed in the vote's transaction.
 */
export const campaignTallies = pgTable("campaign_tallies", {
  playerId: bigint("player_id", { mode: "number" })
    .primaryKey()
    .references(() => campaignPlayers.id, { onDelete: "cascade" }),
  campaignId: integer("campaign_id")
    .notNull()
    .references(() => campaigns.id, { onDelete: "cascade" }),
  validVotes: integer("valid_votes").notNull().default(0),
  voidedVotes: integer("voided_votes").notNull().default(0),
  updatedAt: updatedAt(),
});

/** A burst of votes from one network within a window, flagged for staff to void or dismiss. */
export const campaignVoteFlags = pgTable(
  "campaign_vote_flags",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    networkKey: text("network_key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    windowEnd: timestamp("window_end", { withTimezone: true }).notNull(),
    voteCount: integer("vote_count").notNull(),
    accountCount: integer("account_count").notNull(),
    state: campaignVoteFlagState("state").notNull().default("open"),
    handledBy: bigint("handled_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("campaign_vote_flags_network_window_uq").on(t.campaignId, t.networkKey, t.windowStart),
    index("campaign_vote_flags_state_idx").on(t.campaignId, t.state),
  ],
);

/** The results staff publish at the close: each ranked player's place and final counts, frozen. */
export const campaignResults = pgTable(
  "campaign_results",
  {
    playerId: bigint("player_id", { mode: "number" })
      .primaryKey()
      .references(() => campaignPlayers.id, { onDelete: "cascade" }),
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    sectionId: integer("section_id")
      .notNull()
      .references(() => campaignSections.id, { onDelete: "cascade" }),
    rank: integer("rank").notNull(),
    validVotes: integer("valid_votes").notNull(),
    voidedVotes: integer("voided_votes").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("campaign_results_section_rank_idx").on(t.sectionId, t.rank)],
);
