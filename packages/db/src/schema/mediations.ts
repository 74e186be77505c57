import { MEDIATION_STATES } from "@tousu/domain";
import { sql } from "drizzle-orm";
import { bigint, date, index, integer, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { complaints } from "./complaints";
import { enterprises } from "./enterprises";
import { users } from "./users";

// The mediation's states are the domain's one list (docs/decisions/051); adding one needs a migration.
export const mediationState = pgEnum("mediation_state", MEDIATION_STATES);

// Who wrote in a mediation room: the complaint's author, an operator of its enterprise, the mediator.
export const mediationSide = pgEnum("mediation_side", ["consumer", "company", "mediator"]);

// A room's entries: plain messages, and proposals (an offer one side or the mediator puts forward).
export const mediationEntryKind = pgEnum("mediation_entry_kind", ["message", "proposal"]);

/**
 * A complaint's mediation, at most one per complaint: the consumer asks, the company consents or
 * not within the invitation window, a staff mediator runs it for at most 30 days.
 */
export const mediations = pgTable(
  "mediations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .unique()
      .references(() => complaints.id, { onDelete: "cascade" }),
    consumerId: bigint("consumer_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    enterpriseId: integer("enterprise_id")
      .notNull()
      .references(() => enterprises.id, { onDelete: "cascade" }),
    mediatorId: bigint("mediator_id", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    state: mediationState("state").notNull().default("invited"),
    reason: text("reason").notNull(),
    respondDueAt: timestamp("respond_due_at", { withTimezone: true }).notNull(),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    /** The end of the 30 days, set when the company consents. */
    dueAt: timestamp("due_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /**
     * A lawyer mediator's declaration of no conflict, word for word, and when it was made: the room
     * opens to the lawyer only after it, and both parties read it (docs/decisions/054). Staff
     * mediators make none; a new mediator clears it.
     */
    mediatorDeclaration: text("mediator_declaration"),
    mediatorDeclaredAt: timestamp("mediator_declared_at", { withTimezone: true }),
    /** The mediator's reason when closing it as failed; shown to the parties only. */
    failureNote: text("failure_note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("mediations_state_created_at_idx").on(t.state, t.createdAt),
    index("mediations_enterprise_id_idx").on(t.enterpriseId, t.createdAt),
    // What the deadline job sweeps: open invitations and running mediations.
    index("mediations_open_idx").on(t.state).where(sql`${t.state} in ('invited', 'accepted', 'in_progress')`),
  ],
);

/** Messages and proposals in a mediation room: read by the two parties and the mediator only. */
export const mediationEntries = pgTable(
  "mediation_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    mediationId: integer("mediation_id")
      .notNull()
      .references(() => mediations.id, { onDelete: "cascade" }),
    authorId: bigint("author_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    side: mediationSide("side").notNull(),
    kind: mediationEntryKind("kind").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("mediation_entries_mediation_id_idx").on(t.mediationId, t.id)],
);

/**
 * The agreement the mediator drafts from the template (what each side does, by when). A new draft
 * replaces the terms and clears both confirmations; each side confirms with an SMS code.
 */
export const mediationAgreements = pgTable("mediation_agreements", {
  mediationId: integer("mediation_id")
    .primaryKey()
    .references(() => mediations.id, { onDelete: "cascade" }),
  consumerTerms: text("consumer_terms").notNull(),
  consumerDueOn: date("consumer_due_on", { mode: "string" }).notNull(),
  companyTerms: text("company_terms").notNull(),
  companyDueOn: date("company_due_on", { mode: "string" }).notNull(),
  draftedBy: bigint("drafted_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
  draftedAt: timestamp("drafted_at", { withTimezone: true }).notNull(),
  consumerConfirmedAt: timestamp("consumer_confirmed_at", { withTimezone: true }),
  companyConfirmedAt: timestamp("company_confirmed_at", { withTimezone: true }),
});
