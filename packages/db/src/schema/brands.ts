import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { enterprises } from "./enterprises";

export const brands = pgTable(
  "brands",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull().unique(),
    // Lower-case toneless pinyin and initials ('xmyx') so autocomplete also matches Latin input.
    pinyin: text("pinyin").notNull(),
    initials: text("initials").notNull(),
    logoUrl: text("logo_url"),
    description: text("description"),
    // Free text rather than an enum: sectors are editorial and grow without a migration.
    industry: text("industry").notNull(),
    enterpriseId: integer("enterprise_id").references(() => enterprises.id, { onDelete: "set null" }),
    isHot: boolean("is_hot").notNull().default(false),
    hotRank: integer("hot_rank"),
    // Denormalised from complaints/ratings so brand pages and rankings never aggregate on read.
    complaintCount: integer("complaint_count").notNull().default(0),
    repliedCount: integer("replied_count").notNull().default(0),
    completedCount: integer("completed_count").notNull().default(0),
    satisfactionSum: integer("satisfaction_sum").notNull().default(0),
    satisfactionCount: integer("satisfaction_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("brands_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("brands_pinyin_idx").on(t.pinyin.op("text_pattern_ops")),
    index("brands_initials_idx").on(t.initials.op("text_pattern_ops")),
    index("brands_industry_complaint_count_idx").on(t.industry, t.complaintCount),
    index("brands_complaint_count_idx").on(t.complaintCount),
    index("brands_hot_rank_idx").on(t.hotRank).where(sql`${t.isHot}`),
    index("brands_enterprise_id_idx").on(t.enterpriseId),
    check("brands_counters_non_negative", sql`${t.complaintCount} >= 0 and ${t.satisfactionCount} >= 0`),
  ],
);
