import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { createdAt } from "./columns";
import { complaints } from "./complaints";
import { enterprises } from "./enterprises";
import { reportTargetType, reviewStatus } from "./enums";
import { reviewColumns } from "./review-columns";
import { users } from "./users";

// Every staff action (approve, reject, hide, ban, word-list edits …). Append-only: a trigger in the
// migration refuses UPDATE and DELETE, so the log cannot be edited after the fact. Rows marked
// public appear on the complaint's audit log (GET /v2/progressAuditLog/{id}).
export const staffActions = pgTable(
  "staff_actions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    staffId: bigint("staff_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    complaintId: bigint("complaint_id", { mode: "number" }).references(() => complaints.id, {
      onDelete: "set null",
    }),
    detail: jsonb("detail").notNull().default({}),
    isPublic: boolean("is_public").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("staff_actions_created_at_idx").on(t.createdAt),
    index("staff_actions_complaint_id_idx").on(t.complaintId).where(sql`${t.complaintId} is not null`),
  ],
);

// An enterprise asking to own a brand's complaints; a moderator approves (brands.enterprise_id is set).
export const brandClaims = pgTable(
  "brand_claims",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    enterpriseId: integer("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    applicantId: bigint("applicant_id", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    evidence: text("evidence").notNull(),
    ...reviewColumns(),
  },
  (t) => [
    index("brand_claims_status_created_at_idx").on(t.status, t.createdAt),
    uniqueIndex("brand_claims_one_pending_idx")
      .on(t.brandId, t.enterpriseId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// A reader's report of a complaint or comment (GET /complaint/report lists the reasons).
export const contentReports = pgTable(
  "content_reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    targetType: reportTargetType("target_type").notNull(),
    targetId: bigint("target_id", { mode: "number" }).notNull(),
    reporterId: bigint("reporter_id", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    reason: text("reason").notNull(),
    detail: text("detail"),
    // approved: the content was hidden; refused: the report was dismissed.
    status: reviewStatus("status").notNull().default("pending"),
    handledBy: bigint("handled_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [
    index("content_reports_status_created_at_idx").on(t.status, t.createdAt),
    // One open report per reader and target: repeated clicks do not flood the queue.
    uniqueIndex("content_reports_one_open_idx")
      .on(t.targetType, t.targetId, t.reporterId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// Reports of illegal or harmful content filed through /static/report (the channel the law asks a
// platform to publish): any address, any visitor, unlike content_reports, which point at one of our
// rows and need a member. The optional contact is personal data, so it is stored encrypted.
export const harmfulContentReports = pgTable(
  "harmful_content_reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    category: text("category").notNull(),
    contentUrl: text("content_url").notNull(),
    description: text("description").notNull(),
    contactCipher: text("contact_cipher"),
    reporterId: bigint("reporter_id", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    // approved: handled (the content dealt with); refused: dismissed.
    status: reviewStatus("status").notNull().default("pending"),
    handledBy: bigint("handled_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    handlingNote: text("handling_note"),
    createdAt: createdAt(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (t) => [index("harmful_content_reports_status_created_at_idx").on(t.status, t.createdAt)],
);
