import { VIP_BILL_MISMATCH_KINDS, VIP_RECONCILED_PROVIDERS } from "@tousu/domain";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

// The daily reconciliation of the channels' trade bills with the membership's orders and refunds
// (docs/decisions/094): one run per bill day and provider, and what did not agree, for staff.

export const vipBillProvider = pgEnum("vip_bill_provider", VIP_RECONCILED_PROVIDERS);
export const vipBillMismatchKind = pgEnum("vip_bill_mismatch_kind", VIP_BILL_MISMATCH_KINDS);
export const vipReconciliationStatus = pgEnum("vip_reconciliation_status", ["done", "failed"]);

/** A day's bill of one provider as last reconciled: a re-run replaces the figures. */
export const vipReconciliationRuns = pgTable(
  "vip_reconciliation_runs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    billDate: date("bill_date", { mode: "string" }).notNull(),
    provider: vipBillProvider("provider").notNull(),
    status: vipReconciliationStatus("status").notNull(),
    /** Why the bill could not be reconciled (download, signature, format); null when done. */
    failure: text("failure"),
    billPayments: integer("bill_payments").notNull().default(0),
    billRefunds: integer("bill_refunds").notNull().default(0),
    /** The bill's payments less its refunds, in fen. */
    billNetFen: bigint("bill_net_fen", { mode: "number" }).notNull().default(0),
    mismatches: integer("mismatches").notNull().default(0),
    runs: integer("runs").notNull().default(1),
    ranAt: timestamp("ran_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("vip_reconciliation_runs_day_provider_idx").on(t.billDate, t.provider)],
);

/**
 * A disagreement between a day's bill and the platform, with both sides' figures. A re-run updates
 * the figures of one it finds again, removes an unresolved one it no longer finds, and keeps a
 * resolved one with its note.
 */
export const vipBillMismatches = pgTable(
  "vip_bill_mismatches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    billDate: date("bill_date", { mode: "string" }).notNull(),
    provider: vipBillProvider("provider").notNull(),
    kind: vipBillMismatchKind("kind").notNull(),
    /** `kind:order_no:refund_no`, unique within the day and provider (`billMismatchKey`). */
    mismatchKey: text("mismatch_key").notNull(),
    orderNo: text("order_no").notNull(),
    refundNo: text("refund_no"),
    channelTradeNo: text("channel_trade_no"),
    channelFen: integer("channel_fen"),
    platformFen: integer("platform_fen"),
    platformStatus: text("platform_status"),
    resolved: boolean("resolved").notNull().default(false),
    resolutionNote: text("resolution_note"),
    resolvedBy: bigint("resolved_by", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("vip_bill_mismatches_day_provider_key_idx").on(t.billDate, t.provider, t.mismatchKey),
    index("vip_bill_mismatches_unresolved_idx").on(t.resolved, t.billDate),
  ],
);
