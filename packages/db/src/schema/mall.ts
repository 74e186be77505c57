import { MALL_BENEFIT_KINDS, MALL_REDEMPTION_STATUSES } from "@tousu/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { complaints } from "./complaints";
import { entrustments } from "./entrustments";
import { users } from "./users";

// The points mall (docs/decisions/111): the catalogue is the domain's (`MALL_CATALOGUE`); a
// redemption is what a member bought with points, and the points it spent are a negative entry of
// point_entries whose source is the redemption's number.

export const mallBenefitKind = pgEnum("mall_benefit_kind", MALL_BENEFIT_KINDS);
export const mallRedemptionStatus = pgEnum("mall_redemption_status", MALL_REDEMPTION_STATUSES);

export const mallRedemptions = pgTable(
  "mall_redemptions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The public number shown to the member and staff, and the spend's source in point_entries. */
    redemptionNo: text("redemption_no").notNull().unique(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The key the client sent: a repeated request finds its redemption rather than buying again. */
    idempotencyKey: text("idempotency_key").notNull(),
    benefitCode: text("benefit_code").notNull(),
    benefitKind: mallBenefitKind("benefit_kind").notNull(),
    /** The benefit's title and price when redeemed, so a later catalogue change alters neither. */
    benefitTitle: text("benefit_title").notNull(),
    points: integer("points").notNull(),
    status: mallRedemptionStatus("status").notNull(),
    /** The member's complaint a printed package is made of. */
    complaintId: bigint("complaint_id", { mode: "number" }).references(() => complaints.id, {
      onDelete: "set null",
    }),
    /** The entrustment request a consultation credit was used on. */
    entrustmentId: bigint("entrustment_id", { mode: "number" }).references(() => entrustments.id, {
      onDelete: "set null",
    }),
    /** What staff wrote when they sent a printed package (the carrier and its tracking number). */
    fulfilmentNote: text("fulfilment_note"),
    fulfilledBy: bigint("fulfilled_by", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("mall_redemptions_user_key_idx").on(t.userId, t.idempotencyKey),
    index("mall_redemptions_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("mall_redemptions_status_created_at_idx").on(t.status, t.createdAt),
    check("mall_redemptions_points_positive", sql`${t.points} > 0`),
  ],
);
