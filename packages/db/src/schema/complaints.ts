import {
  COMPLAINT_NUMBER_DIGITS,
  COMPLAINT_NUMBER_FIRST,
  COMPLAINT_NUMBER_LAST,
  PUBLIC_COMPLAINT_STATUSES,
} from "@tousu/domain";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { collectiveComplaints } from "./collectives";
import { createdAt, tsvector, updatedAt } from "./columns";
import { appeals, attributes, complaintSubtypes, problems } from "./complaint-taxonomy";
import { enterprises } from "./enterprises";
import {
  closeReason,
  complaintAction,
  complaintApplicationKind,
  complaintStatus,
  operatorActorType,
} from "./enums";
import { reviewColumns } from "./review-columns";
import { cities } from "./site";
import { users } from "./users";

const GIN_PENDING_LIST_LIMIT_KB = 256;

/** A part of a complaint's moment of filing, in UTC, as the search vector's period lexemes take it. */
const filedUtc = (part: "year" | "month" | "day") =>
  `extract(${part} from created_at at time zone 'UTC')::integer`;
const FILED_YEAR_MONTH = `(${filedUtc("year")} * 100 + ${filedUtc("month")})`;
/** searchMonthLexeme, searchDekadLexeme and searchDayLexeme (../search-tokens), in SQL. */
const filingPeriodLexemes = sql.raw(
  `array_to_tsvector(array['month:' || ${FILED_YEAR_MONTH}::text, ` +
    `'dekad:' || (${FILED_YEAR_MONTH} * 10 + least(3, (${filedUtc("day")} - 1) / 10 + 1))::text, ` +
    `'day:' || (${FILED_YEAR_MONTH} * 100 + ${filedUtc("day")})::text])`,
);

const PUBLIC_STATUS_LIST = sql.raw(PUBLIC_COMPLAINT_STATUSES.map((status) => `'${status}'`).join(", "));

type VisibilityColumns = { status: AnyPgColumn; dispatchedAt: AnyPgColumn; isHidden: AnyPgColumn };

/**
 * What makes a complaint public (decision 009): a public status, once approved (a complaint
 * withdrawn in review is 'closed' but was never published), never hidden. Every public read shares
 * it. It is literal SQL, not bound parameters, so that PostgreSQL can tell it implies the partial
 * indexes' condition below, in a prepared statement's generic plan too.
 */
export function publicComplaintCondition(columns: VisibilityColumns): SQL {
  return sql`${columns.status} in (${PUBLIC_STATUS_LIST}) and ${approvedAndShown(columns)}`;
}

/**
 * The partial indexes' condition, implied by the public one. It names no status: a fresh database
 * migrates in one transaction, in which PostgreSQL before 18 refuses enum values added earlier in
 * that transaction (and a status added later needs no new index).
 */
function approvedAndShown(columns: Pick<VisibilityColumns, "dispatchedAt" | "isHidden">): SQL {
  return sql`${columns.dispatchedAt} is not null and not ${columns.isHidden}`;
}

/**
 * Gives every complaint its public number as it is inserted (decision 029): concurrent filings
 * never share one, and no number is ever reused.
 */
export const complaintNumberSequence = pgSequence("complaint_sn_seq", {
  startWith: COMPLAINT_NUMBER_FIRST,
  minValue: COMPLAINT_NUMBER_FIRST,
  maxValue: COMPLAINT_NUMBER_LAST,
});

export const complaints = pgTable(
  "complaints",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    // Public number shown to people ('20000012345', decision 029); ids stay internal to URLs and joins.
    sn: text("sn").notNull().unique().default(sql`nextval('complaint_sn_seq')::text`),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Null with custom_brand_name set when the brand is not (yet) on the platform.
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    customBrandName: text("custom_brand_name"),
    // Copied from the brand when dispatched, so the company portal keeps its complaints
    // even if the brand later changes owner.
    enterpriseId: integer("enterprise_id").references(() => enterprises.id, { onDelete: "set null" }),
    subtypeId: integer("subtype_id")
      .notNull()
      .references(() => complaintSubtypes.id),
    cityId: integer("city_id").references(() => cities.id, { onDelete: "set null" }),
    collectiveId: integer("collective_id").references(() => collectiveComplaints.id, {
      onDelete: "set null",
    }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    // mode 'number' matches the connection factory, which parses NUMERIC into numbers globally.
    money: numeric("money", { precision: 12, scale: 2, mode: "number" }).notNull().default(0),
    status: complaintStatus("status").notNull().default("pending_review"),
    isMedia: boolean("is_media").notNull().default(false),
    isAiTitle: boolean("is_ai_title").notNull().default(false),
    isCoManagement: boolean("is_co_management").notNull().default(false),
    isAnonymous: boolean("is_anonymous").notNull().default(false),
    // Hidden by a moderator: kept for the complainant and the company, gone from public lists.
    isHidden: boolean("is_hidden").notNull().default(false),
    channel: text("channel"),
    linkId: text("link_id"),
    phoneCipher: text("phone_cipher"),
    realNameCipher: text("real_name_cipher"),
    idCardCipher: text("id_card_cipher"),
    viewCount: integer("view_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    followCount: integer("follow_count").notNull().default(0),
    // Space-separated words from Intl.Segmenter (see ../search-tokens): PostgreSQL cannot
    // segment Chinese itself, so the 'simple' parser only has to split on spaces.
    searchTokens: text("search_tokens").notNull().default(""),
    // Its words, and its month, dekad and day of filing as three more lexemes (searchMonthLexeme,
    // searchDekadLexeme and searchDayLexeme in ../search-tokens).
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_tokens) || ${filingPeriodLexemes}`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    dispatchedAt: timestamp("dispatched_at", { withTimezone: true }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    // Lifecycle (docs/decisions/009): the reasons, counters and clock the state machine reads.
    closeReason: closeReason("close_reason"),
    rejectReason: text("reject_reason"),
    resubmitCount: smallint("resubmit_count").notNull().default(0),
    appealCount: smallint("appeal_count").notNull().default(0),
    // 超时: the company missed its first-response deadline. Never cleared: it stays in the history.
    isOverdue: boolean("is_overdue").notNull().default(false),
    overdueAt: timestamp("overdue_at", { withTimezone: true }),
    isAutoCompleted: boolean("is_auto_completed").notNull().default(false),
    // The owner may hide the evidence gallery from the public page (POST /complaint/imageSetting/{id}).
    imagesHidden: boolean("images_hidden").notNull().default(false),
    firstResponseAt: timestamp("first_response_at", { withTimezone: true }),
    responseDueAt: timestamp("response_due_at", { withTimezone: true }),
    replyDueAt: timestamp("reply_due_at", { withTimezone: true }),
    confirmDueAt: timestamp("confirm_due_at", { withTimezone: true }),
    clockPausedAt: timestamp("clock_paused_at", { withTimezone: true }),
  },
  // Index columns stay ascending: PostgreSQL scans them backwards for ORDER BY … DESC, whereas a
  // DESC NULLS LAST index (what .desc() emits) would not match drizzle's plain desc() ordering.
  (t) => [
    index("complaints_created_at_idx").on(t.createdAt),
    index("complaints_status_created_at_idx").on(t.status, t.createdAt),
    index("complaints_brand_id_created_at_idx").on(t.brandId, t.createdAt),
    index("complaints_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("complaints_enterprise_id_created_at_idx").on(t.enterpriseId, t.createdAt),
    index("complaints_subtype_id_created_at_idx").on(t.subtypeId, t.createdAt),
    // The /tousu sorts "most followed" and "most viewed", keyset-paged on (count, id).
    index("complaints_follow_count_id_idx").on(t.followCount, t.id),
    index("complaints_view_count_id_idx").on(t.viewCount, t.id),
    // A brand's recount reads its complaints published since a day (the brand-stats job after an
    // action): a range of this index, not every complaint the brand ever had.
    index("complaints_published_brand_id_dispatched_at_idx")
      .on(t.brandId, t.dispatchedAt)
      .where(approvedAndShown(t)),
    index("complaints_collective_id_idx").on(t.collectiveId).where(sql`${t.collectiveId} is not null`),
    // New entries wait in a pending list that every search reads whole, until it outgrows this
    // limit (kB) and is merged: the default 4 MB made rare words read 470 pages (decision 018).
    // Only published complaints are searched, so only they are indexed: complaints awaiting review
    // or hidden never reach a search's matches (docs/decisions/032).
    index("complaints_search_vector_idx")
      .using("gin", t.searchVector)
      .with({ gin_pending_list_limit: GIN_PENDING_LIST_LIMIT_KB })
      .where(approvedAndShown(t)),
    // Search walks this backwards for a common word: the newest published complaints, without the
    // ones awaiting review in between, whose number grows with the rate of filing.
    index("complaints_public_id_idx").on(t.id).where(approvedAndShown(t)),
    index("complaints_title_trgm_idx")
      .using("gin", t.title.op("gin_trgm_ops"))
      .with({ gin_pending_list_limit: GIN_PENDING_LIST_LIMIT_KB }),
    check("complaints_brand_present", sql`${t.brandId} is not null or ${t.customBrandName} is not null`),
    check("complaints_money_non_negative", sql`${t.money} >= 0`),
    check("complaints_sn_format", sql.raw(`sn ~ '^[0-9]{${COMPLAINT_NUMBER_DIGITS}}$'`)),
  ],
);

/**
 * Views counted since the last fold into `complaints.view_count` (docs/decisions/017). A view lands
 * here, in a narrow row PostgreSQL can update in place, instead of rewriting the complaint's wide
 * row and its thirteen index entries every few seconds; readers add the two, and a job folds this
 * table into the complaints every few minutes, so the "most viewed" order lags by that much.
 */
export const complaintViewTallies = pgTable("complaint_view_tallies", {
  complaintId: bigint("complaint_id", { mode: "number" })
    .primaryKey()
    .references(() => complaints.id, { onDelete: "cascade" }),
  views: integer("views").notNull(),
});

export const complaintProblems = pgTable(
  "complaint_problems",
  {
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    problemId: integer("problem_id")
      .notNull()
      .references(() => problems.id),
  },
  // The reverse index serves /complaint/tags/{id} (complaints by problem).
  (t) => [
    primaryKey({ columns: [t.complaintId, t.problemId] }),
    index("complaint_problems_problem_id_idx").on(t.problemId, t.complaintId),
  ],
);

export const complaintAppeals = pgTable(
  "complaint_appeals",
  {
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    appealId: integer("appeal_id")
      .notNull()
      .references(() => appeals.id),
  },
  (t) => [primaryKey({ columns: [t.complaintId, t.appealId] })],
);

export const complaintAttributes = pgTable(
  "complaint_attributes",
  {
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id),
    value: text("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.complaintId, t.attributeId] })],
);

export const complaintImages = pgTable(
  "complaint_images",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    thumbUrl: text("thumb_url"),
    sort: smallint("sort").notNull().default(0),
    /** SHA-256 (hex) of the stored image's bytes when it was attached (decision 117); null before then. */
    sha256: text("sha256"),
    createdAt: createdAt(),
  },
  (t) => [index("complaint_images_complaint_id_idx").on(t.complaintId, t.sort)],
);

/**
 * Each complaint's evidence chain (decision 117): one entry for the complaint as filed (and each
 * change of its text), every timeline step (company replies, staff hides and restores among them)
 * and every evidence image, appended by triggers as the row is stored (migration 0059), numbered
 * per complaint. An entry's digest covers the one before it, so no entry can change or go
 * without breaking every digest after it.
 */
export const complaintChainEntries = pgTable(
  "complaint_chain_entries",
  {
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    /** What the entry stands for: `complaint` (its text), `timeline` (a step), `image` (evidence). */
    kind: text("kind").notNull(),
    /** The id of the row it stands for: the complaint, the timeline step or the image. */
    refId: bigint("ref_id", { mode: "number" }).notNull(),
    /** SHA-256 (hex) of the row's content as `complaint_chain_content` writes it. */
    contentDigest: text("content_digest").notNull(),
    /** SHA-256 (hex) of `previous entry digest:seq:kind:ref_id:content digest`. */
    entryDigest: text("entry_digest").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.complaintId, t.seq] })],
);

/**
 * The daily anchor of every chain (decision 117): a digest of all chains' heads at the end of a day,
 * signed, published at `/api/complaint-chain/anchors/{day}`.
 */
export const complaintChainAnchors = pgTable("complaint_chain_anchors", {
  day: date("day").primaryKey(),
  /** SHA-256 (hex) of the sorted `complaint_id:seq:entry_digest` lines of every chain's head. */
  rootDigest: text("root_digest").notNull(),
  chainCount: integer("chain_count").notNull(),
  /** How it was vouched for: `platform-ed25519` (the platform's own key) or `rfc3161` (a time-stamping authority). */
  method: text("method").notNull(),
  /** The platform's Ed25519 signature (base64) over `day:root_digest:chain_count`. */
  signature: text("signature").notNull(),
  /** An RFC 3161 time-stamp token (base64 DER) from the authority, when one is configured. */
  timestampToken: text("timestamp_token"),
  createdAt: createdAt(),
});

// Server-side drafts so a complaint started on the phone can be finished on the PC.
export const complaintDrafts = pgTable(
  "complaint_drafts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The draft without its personal fields: real name, ID number and phone go in the
    // *_cipher columns (encrypted at rest, CODE_STYLE.md), never in the JSON.
    payload: jsonb("payload").notNull(),
    realNameCipher: text("real_name_cipher"),
    idCardCipher: text("id_card_cipher"),
    phoneCipher: text("phone_cipher"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("complaint_drafts_user_id_idx").on(t.userId, t.updatedAt)],
);

// The audit trail and the public progress timeline in one: company replies are 'replied'
// rows here rather than a separate table, so the timeline is one ordered read.
export const complaintOperatorStream = pgTable(
  "complaint_operator_stream",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    actorType: operatorActorType("actor_type").notNull(),
    // The acting user (complainant, company operator or staff); null for the system.
    actorId: bigint("actor_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    action: complaintAction("action").notNull(),
    content: text("content"),
    // Structured detail of the step: a reply's outcome and amount, a reason code, evidence images.
    payload: jsonb("payload").notNull().default({}),
    // Internal notes (e.g. a moderator's reason for hiding) stay out of the public timeline.
    isPublic: boolean("is_public").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("complaint_operator_stream_complaint_id_idx").on(t.complaintId, t.createdAt),
    index("complaint_operator_stream_action_created_at_idx").on(t.action, t.createdAt),
  ],
);

export const platformRatingTags = pgTable("platform_rating_tags", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique(),
  isPositive: boolean("is_positive").notNull().default(true),
  sort: integer("sort").notNull().default(0),
});

export const complaintRatings = pgTable(
  "complaint_ratings",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .unique()
      .references(() => complaints.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    attitudeScore: smallint("attitude_score").notNull(),
    speedScore: smallint("speed_score").notNull(),
    satisfactionScore: smallint("satisfaction_score").notNull(),
    // Tag names as chosen at rating time, so renaming a tag does not rewrite history.
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    content: text("content"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "complaint_ratings_scores_range",
      sql`${t.attitudeScore} between 1 and 5 and ${t.speedScore} between 1 and 5 and ${t.satisfactionScore} between 1 and 5`,
    ),
  ],
);

export const complaintLikes = pgTable(
  "complaint_likes",
  {
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.complaintId, t.userId] }),
    index("complaint_likes_user_id_idx").on(t.userId),
  ],
);

export const complaintFollows = pgTable(
  "complaint_follows",
  {
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.complaintId, t.userId] }),
    index("complaint_follows_user_id_idx").on(t.userId, t.createdAt),
  ],
);

// A company's request to archive or end a complaint; a moderator approves (the complaint closes)
// or refuses it. At most one pending application per complaint.
export const complaintApplications = pgTable(
  "complaint_applications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    enterpriseId: integer("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    applicantId: bigint("applicant_id", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    kind: complaintApplicationKind("kind").notNull(),
    reason: text("reason").notNull(),
    evidenceUrls: text("evidence_urls").array().notNull().default(sql`'{}'::text[]`),
    ...reviewColumns(),
  },
  (t) => [
    index("complaint_applications_status_created_at_idx").on(t.status, t.createdAt),
    uniqueIndex("complaint_applications_one_pending_idx")
      .on(t.complaintId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
