import { MEMBER_DISCOUNT_PERCENT_MAX, MEMBER_DISCOUNT_PERCENT_MIN } from "@tousu/domain";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { lawyerStatus } from "./enums";
import { users } from "./users";

/**
 * A lawyer's professional profile, one per account: what they applied with, what staff decided,
 * and what the public pages show. The person's real name stays on the account, encrypted; the
 * licence number and firm are the professional facts a registry publishes. The lawyer role
 * (`user_roles`) is granted while the profile is verified.
 */
export const lawyerProfiles = pgTable(
  "lawyer_profiles",
  {
    userId: bigint("user_id", { mode: "number" })
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** 执业证号: 17 digits. */
    licenseNo: text("license_no").notNull().unique(),
    lawFirm: text("law_firm").notNull(),
    city: text("city").notNull(),
    /** Practice area codes (the list lives in packages/domain). */
    practiceAreas: text("practice_areas").array().notNull(),
    /** The year the licence was first issued: years in practice are shown, never results. */
    practiceSinceYear: smallint("practice_since_year").notNull(),
    /** The licence photo, an upload key only staff may read. */
    licensePhotoKey: text("license_photo_key").notNull(),
    introduction: text("introduction").notNull(),
    status: lawyerStatus("status").notNull().default("pending"),
    refusalReason: text("refusal_reason"),
    reviewedBy: bigint("reviewed_by", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** When staff must check the licence again (after the yearly assessment). */
    recheckDueAt: timestamp("recheck_due_at", { withTimezone: true }),
    acceptingCases: boolean("accepting_cases").notNull().default(true),
    /** The lawyer offers to mediate: staff may assign them mediations (docs/decisions/054). */
    mediates: boolean("mediates").notNull().default(false),
    /**
     * The discount off their fee the lawyer offers members on entrustment, in percent; null when they
     * offer none (docs/decisions/098). Copied onto each entrustment a member requests.
     */
    memberDiscountPercent: smallint("member_discount_percent"),
    /** When the offer in force was made: it applies to requests from then on. */
    memberDiscountSince: timestamp("member_discount_since", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("lawyer_profiles_status_idx").on(t.status),
    index("lawyer_profiles_city_idx").on(t.city).where(sql`${t.status} = 'verified'`),
    index("lawyer_profiles_practice_areas_idx").using("gin", t.practiceAreas),
    index("lawyer_profiles_recheck_due_at_idx").on(t.recheckDueAt).where(sql`${t.status} = 'verified'`),
    check(
      "lawyer_profiles_member_discount_range",
      sql`${t.memberDiscountPercent} between ${sql.raw(String(MEMBER_DISCOUNT_PERCENT_MIN))} and ${sql.raw(String(MEMBER_DISCOUNT_PERCENT_MAX))}`,
    ),
  ],
);
