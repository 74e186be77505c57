import {
  VIP_ORDER_ANOMALIES,
  VIP_ORDER_STATUSES,
  VIP_PAYMENT_CHANNELS,
  VIP_REFUND_STATUSES,
} from "@tousu/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { mallRedemptions } from "./mall";
import { users } from "./users";

// The membership: plans, orders and their payment notifications, refunds, and each member's period
// with the ledger that grants and shortens it (docs/decisions/087). Amounts are integer fen.

// The order's states and the channels are the domain's one lists; adding one needs a migration.
export const vipOrderStatus = pgEnum("vip_order_status", VIP_ORDER_STATUSES);
export const vipPaymentChannel = pgEnum("vip_payment_channel", VIP_PAYMENT_CHANNELS);

/**
 * What an order needs a staff member's eye for: a verified payment whose amount or currency is not
 * the order's, or a payment that came after the order was closed (refunded automatically).
 */
export const vipOrderAnomaly = pgEnum("vip_order_anomaly", VIP_ORDER_ANOMALIES);

// A refund's course at the channel: asked (`pending` until the channel answers), `processing`,
// then `succeeded` or `failed`.
export const vipRefundStatus = pgEnum("vip_refund_status", VIP_REFUND_STATUSES);

/** A plan staff offer; an order copies what it sold, so editing a plan never changes a past order. */
export const vipPlans = pgTable(
  "vip_plans",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    priceFen: integer("price_fen").notNull(),
    /** Whole days of 24 hours (decision 087): a period is exact and a refund's share a proportion. */
    durationDays: integer("duration_days").notNull(),
    benefits: jsonb("benefits").$type<string[]>().notNull().default([]),
    onSale: boolean("on_sale").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("vip_plans_price_fen_positive", sql`${t.priceFen} > 0`),
    check("vip_plans_duration_days_positive", sql`${t.durationDays} > 0`),
  ],
);

/**
 * A member's order of a plan through one channel. Its status changes only in the orders' one writer
 * (`modules/vip/vip-order-steps.ts`), with the row locked.
 */
export const vipOrders = pgTable(
  "vip_orders",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    orderNo: text("order_no").notNull().unique(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    planId: integer("plan_id").references(() => vipPlans.id, { onDelete: "set null" }),
    planName: text("plan_name").notNull(),
    planPriceFen: integer("plan_price_fen").notNull(),
    planDurationDays: integer("plan_duration_days").notNull(),
    channel: vipPaymentChannel("channel").notNull(),
    amountFen: integer("amount_fen").notNull(),
    currency: text("currency").notNull().default("CNY"),
    status: vipOrderStatus("status").notNull().default("created"),
    channelTradeNo: text("channel_trade_no"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    anomaly: vipOrderAnomaly("anomaly"),
    /** What the channel reported when it was flagged (amount, currency, its trade number). */
    anomalyDetail: jsonb("anomaly_detail").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("vip_orders_channel_order_no_idx").on(t.channel, t.orderNo),
    index("vip_orders_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("vip_orders_anomaly_idx").on(t.anomaly).where(sql`${t.anomaly} is not null`),
    check("vip_orders_amount_fen_positive", sql`${t.amountFen} > 0`),
  ],
);

/**
 * Every notification a channel sent, stored as received before anything is done with it: the
 * headers its verification reads, the exact body, and then what verification and processing made of
 * it. Never changed afterwards except to record that outcome.
 */
export const vipPaymentNotifications = pgTable(
  "vip_payment_notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    provider: text("provider").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
    headers: jsonb("headers").$type<Record<string, string>>().notNull(),
    rawBody: text("raw_body").notNull(),
    /** `verified` or `refused`; null until verification ran. */
    verification: text("verification"),
    refusalReason: text("refusal_reason"),
    kind: text("kind"),
    orderNo: text("order_no"),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    /** What it did: `paid`, `duplicate`, `unknown_order`, `amount_mismatch`, `paid_after_close`… */
    outcome: text("outcome"),
  },
  (t) => [
    index("vip_payment_notifications_order_no_idx").on(t.orderNo),
    index("vip_payment_notifications_received_at_idx").on(t.receivedAt),
  ],
);

/** A refund of an order, by staff or automatic (no staff: a payment after the order closed). */
export const vipRefunds = pgTable(
  "vip_refunds",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** Sent to the channel on every try, so a retry refunds once (`out_refund_no`, `out_request_no`). */
    refundNo: text("refund_no").notNull().unique(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => vipOrders.id, { onDelete: "restrict" }),
    amountFen: integer("amount_fen").notNull(),
    reason: text("reason").notNull(),
    staffId: bigint("staff_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    status: vipRefundStatus("status").notNull().default("pending"),
    succeededAt: timestamp("succeeded_at", { withTimezone: true }),
    /** Calls the channel refused (an error, not an answer) since it last answered: the blocked alert's count. */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    /** The channel's code and words for the last refusal (never personal data); kept after it answers. */
    lastFailure: text("last_failure"),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("vip_refunds_order_id_idx").on(t.orderId),
    check("vip_refunds_amount_fen_positive", sql`${t.amountFen} > 0`),
  ],
);

/** Each member's membership: when it ends, and the plan that last extended it. */
export const vipMemberships = pgTable("vip_memberships", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  planName: text("plan_name").notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every change to a membership, keyed by what caused it (`order:{order_no}`, `refund:{refund_no}`,
 * `points:{redemption_no}` for a day bought in the points mall):
 * the unique key is the guarantee that an order grants once and a refund shortens once, whoever
 * settles it and however often.
 */
export const vipMembershipEntries = pgTable(
  "vip_membership_entries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    entryKey: text("entry_key").notNull().unique(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The order that caused the change; null for a day bought with points (`mallRedemptionId`). */
    orderId: bigint("order_id", { mode: "number" }).references(() => vipOrders.id, { onDelete: "restrict" }),
    mallRedemptionId: bigint("mall_redemption_id", { mode: "number" }).references(() => mallRedemptions.id, {
      onDelete: "restrict",
    }),
    refundId: bigint("refund_id", { mode: "number" }).references(() => vipRefunds.id, {
      onDelete: "restrict",
    }),
    /** Seconds added (a grant) or taken back (negative: a refund), as applied. */
    changeSeconds: bigint("change_seconds", { mode: "number" }).notNull(),
    endsBefore: timestamp("ends_before", { withTimezone: true }),
    endsAfter: timestamp("ends_after", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("vip_membership_entries_user_id_idx").on(t.userId, t.createdAt),
    // Each change has one cause: a paid order (and its refunds) or a redemption in the points mall.
    check("vip_membership_entries_one_cause", sql`(${t.orderId} is null) <> (${t.mallRedemptionId} is null)`),
  ],
);
