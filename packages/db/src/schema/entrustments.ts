import {
  ENTRUSTMENT_SIDES,
  ENTRUSTMENT_STATUSES,
  MEMBER_DISCOUNT_PERCENT_MAX,
  MEMBER_DISCOUNT_PERCENT_MIN,
} from "@tousu/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { complaints } from "./complaints";
import { enterprises } from "./enterprises";
import { users } from "./users";

// The domain's state machine is the one list (docs/decisions/050); adding a status needs a migration.
export const entrustmentStatus = pgEnum("entrustment_status", ENTRUSTMENT_STATUSES);

/**
 * A consumer entrusting their complaint to one lawyer: the consent to share the complaint file with
 * that lawyer, the lawyer's answer (quote and plan, or a reason), and the work until its outcome.
 */
export const entrustments = pgTable(
  "entrustments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    consumerId: bigint("consumer_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lawyerId: bigint("lawyer_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: entrustmentStatus("status").notNull().default("requested"),
    note: text("note").notNull().default(""),
    /** When the consumer consented to share the complaint's content, evidence and identity with this lawyer. */
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    answerDueAt: timestamp("answer_due_at", { withTimezone: true }).notNull(),
    /** The lawyer's fee for the plan, in fen, as quoted. */
    quoteFen: integer("quote_fen"),
    /**
     * The lawyer's member discount in force when a member requested this entrustment, in percent;
     * null for anyone else's, or when the lawyer offered none (docs/decisions/098).
     */
    memberDiscountPercent: smallint("member_discount_percent"),
    /** The fee less that discount, in fen, stored with the quote (`memberPriceFen` in domain). */
    memberPriceFen: integer("member_price_fen"),
    plan: text("plan"),
    declineReason: text("decline_reason"),
    outcome: text("outcome"),
    /** The consumer's rating of the service (1–5) once closed; never of the result. */
    rating: smallint("rating"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One running entrustment per complaint: two requests at once cannot both pass.
    uniqueIndex("entrustments_open_complaint_idx")
      .on(t.complaintId)
      .where(sql`${t.status} in ('requested', 'accepted', 'in_progress')`),
    index("entrustments_lawyer_id_created_at_idx").on(t.lawyerId, t.createdAt),
    index("entrustments_complaint_id_idx").on(t.complaintId),
    check("entrustments_rating_range", sql`${t.rating} between 1 and 5`),
    check(
      "entrustments_member_discount_range",
      sql`${t.memberDiscountPercent} between ${sql.raw(String(MEMBER_DISCOUNT_PERCENT_MIN))} and ${sql.raw(String(MEMBER_DISCOUNT_PERCENT_MAX))}`,
    ),
    // A member price only on a member's entrustment, and only beside its fee.
    check(
      "entrustments_member_price_with_discount",
      sql`${t.memberPriceFen} is null or (${t.memberDiscountPercent} is not null and ${t.quoteFen} is not null)`,
    ),
  ],
);

/** The lawyer's progress notes, which the consumer reads. */
export const entrustmentNotes = pgTable(
  "entrustment_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    entrustmentId: bigint("entrustment_id", { mode: "number" })
      .notNull()
      .references(() => entrustments.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("entrustment_notes_entrustment_id_idx").on(t.entrustmentId, t.createdAt)],
);

/** Every time a lawyer opened the complaint file: the consumer sees who and when. */
export const entrustmentFileViews = pgTable(
  "entrustment_file_views",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    entrustmentId: bigint("entrustment_id", { mode: "number" })
      .notNull()
      .references(() => entrustments.id, { onDelete: "cascade" }),
    viewerId: bigint("viewer_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("entrustment_file_views_entrustment_id_idx").on(t.entrustmentId, t.viewedAt)],
);

export const entrustmentSide = pgEnum("entrustment_side", ENTRUSTMENT_SIDES);

/**
 * Messages between an entrustment's consumer and its lawyer (docs/decisions/053), read by those two
 * only. The content is encrypted like personal data: either may type a phone or ID number into it.
 */
export const entrustmentMessages = pgTable(
  "entrustment_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    entrustmentId: bigint("entrustment_id", { mode: "number" })
      .notNull()
      .references(() => entrustments.id, { onDelete: "cascade" }),
    senderId: bigint("sender_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    senderSide: entrustmentSide("sender_side").notNull(),
    contentCipher: text("content_cipher").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("entrustment_messages_entrustment_id_idx").on(t.entrustmentId, t.id),
    index("entrustment_messages_sender_id_created_at_idx").on(t.senderId, t.createdAt),
  ],
);

/**
 * Enterprises a lawyer acts for: such a lawyer cannot take a consumer's complaint against them
 * (the conflict check; operators of the enterprise are found in `enterprise_members`).
 */
export const lawyerEnterpriseClients = pgTable(
  "lawyer_enterprise_clients",
  {
    lawyerId: bigint("lawyer_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    enterpriseId: integer("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.lawyerId, t.enterpriseId] }),
    index("lawyer_enterprise_clients_enterprise_id_idx").on(t.enterpriseId),
  ],
);
