import { bigint, boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { createdAt, updatedAt } from "./columns";
import { enterprises } from "./enterprises";
import { collectiveStatus } from "./enums";
import { users } from "./users";

// Many consumers with the same grievance against one brand; members are the complaints
// that point here through complaints.collective_id (member_count is denormalised from them).
export const collectiveComplaints = pgTable(
  "collective_complaints",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    coverUrl: text("cover_url"),
    status: collectiveStatus("status").notNull().default("open"),
    memberCount: integer("member_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    index("collective_complaints_brand_id_idx").on(t.brandId),
    index("collective_complaints_status_created_at_idx").on(t.status, t.createdAt),
  ],
);

// The company's one public answer to a collective (docs/decisions/014). collective_id is the
// primary key because there is exactly one reply per collective; edits overwrite content and
// push the superseded text into collective_reply_revisions.
export const collectiveReplies = pgTable("collective_replies", {
  collectiveId: integer("collective_id")
    .primaryKey()
    .references(() => collectiveComplaints.id, { onDelete: "cascade" }),
  // The enterprise that answered, kept even if the brand later changes owner.
  enterpriseId: integer("enterprise_id")
    .notNull()
    .references(() => enterprises.id, { onDelete: "cascade" }),
  content: text("content").notNull(),
  // Who wrote the current text, and when (created_at is the first posting).
  authorUserId: bigint("author_user_id", { mode: "number" }).references(() => users.id, {
    onDelete: "set null",
  }),
  contentUpdatedAt: timestamp("content_updated_at", { withTimezone: true }).notNull(),
  // Hidden by a moderator: gone from the public page, still visible to the enterprise.
  isHidden: boolean("is_hidden").notNull().default(false),
  hiddenByUserId: bigint("hidden_by_user_id", { mode: "number" }).references(() => users.id, {
    onDelete: "set null",
  }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// Append-only history: one row per superseded version of a reply, with who wrote that text,
// when it was written, and who replaced it when.
export const collectiveReplyRevisions = pgTable(
  "collective_reply_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    collectiveId: integer("collective_id")
      .notNull()
      .references(() => collectiveReplies.collectiveId, { onDelete: "cascade" }),
    previousContent: text("previous_content").notNull(),
    previousAuthorUserId: bigint("previous_author_user_id", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    previousWrittenAt: timestamp("previous_written_at", { withTimezone: true }).notNull(),
    replacedByUserId: bigint("replaced_by_user_id", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    replacedAt: timestamp("replaced_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("collective_reply_revisions_collective_id_idx").on(t.collectiveId, t.replacedAt)],
);
