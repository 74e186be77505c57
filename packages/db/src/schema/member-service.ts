import { FOLLOW_UP_OUTCOMES, FOLLOW_UP_STATES } from "@tousu/domain";
import { bigint, index, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { complaints } from "./complaints";
import { users } from "./users";

// What the membership buys of the platform's work on a complaint (docs/decisions/093). Staff read
// these tables; no public read, company read or complaint rule joins them.

/**
 * A complaint filed by a member while their membership ran: audited first, by `audit_due_at`.
 * Written with the complaint at filing, so a membership that ends later does not take the promise back.
 */
export const memberComplaintPriorities = pgTable("member_complaint_priorities", {
  complaintId: bigint("complaint_id", { mode: "number" })
    .primaryKey()
    .references(() => complaints.id, { onDelete: "cascade" }),
  auditDueAt: timestamp("audit_due_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const followUpState = pgEnum("member_follow_up_state", FOLLOW_UP_STATES);
export const followUpOutcome = pgEnum("member_follow_up_outcome", FOLLOW_UP_OUTCOMES);

/**
 * A staff member's follow-up (专人督办) of a member's complaint whose company let the response
 * deadline pass: one per complaint, whoever opens it and however often.
 */
export const memberFollowUps = pgTable(
  "member_follow_ups",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .unique()
      .references(() => complaints.id, { onDelete: "cascade" }),
    state: followUpState("state").notNull().default("open"),
    openedAt: timestamp("opened_at", { withTimezone: true }).notNull(),
    assigneeId: bigint("assignee_id", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    takenAt: timestamp("taken_at", { withTimezone: true }),
    outcome: followUpOutcome("outcome"),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [index("member_follow_ups_state_opened_at_idx").on(t.state, t.openedAt)],
);

/** What the staff member recorded of each contact with the company. */
export const memberFollowUpNotes = pgTable(
  "member_follow_up_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    followUpId: bigint("follow_up_id", { mode: "number" })
      .notNull()
      .references(() => memberFollowUps.id, { onDelete: "cascade" }),
    authorId: bigint("author_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("member_follow_up_notes_follow_up_id_idx").on(t.followUpId, t.createdAt)],
);
