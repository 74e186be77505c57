import { LIFE_GOODS_CATEGORY_KEYS, LIFE_GOODS_STATES } from "@tousu/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { createdAt, updatedAt } from "./columns";
import { users } from "./users";

// The life channel's goods (decision 110): curated by editors, shown while the brand's public
// complaint figures meet the bar, withdrawn by staff or by the daily check.

export const lifeGoodsCategory = pgEnum("life_goods_category", LIFE_GOODS_CATEGORY_KEYS);
export const lifeGoodsState = pgEnum("life_goods_state", LIFE_GOODS_STATES);

/** What the daily check saw when it withdrew a goods item: the brand's figures and the shortfalls. */
export interface LifeGoodsWithdrawal {
  complaintCount: number;
  repliedCount: number;
  completedCount: number;
  shortfalls: string[];
}

export const lifeGoods = pgTable(
  "life_goods",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    /** The price shown, in fen; the partner sells at its own price, this is for orientation. */
    priceFen: integer("price_fen").notNull(),
    brandId: integer("brand_id")
      .notNull()
      .references(() => brands.id),
    category: lifeGoodsCategory("category").notNull(),
    /** Where to buy: a partner's web page (opened through /transfer) … */
    partnerUrl: text("partner_url"),
    /** … or a page of a partner's mini-program (its AppID and page path). */
    miniProgramAppId: text("mini_program_app_id"),
    miniProgramPath: text("mini_program_path"),
    state: lifeGoodsState("state").notNull().default("listed"),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** Set by the daily check only; staff withdrawals have none. */
    withdrawal: jsonb("withdrawal").$type<LifeGoodsWithdrawal>(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("life_goods_listed_category_idx").on(t.category, t.id).where(sql`${t.state} = 'listed'`),
    index("life_goods_brand_id_idx").on(t.brandId),
    check("life_goods_price_fen_non_negative", sql`${t.priceFen} >= 0`),
    check(
      "life_goods_one_place_to_buy",
      sql`(${t.partnerUrl} is not null) <> (${t.miniProgramAppId} is not null and ${t.miniProgramPath} is not null)`,
    ),
    check("life_goods_withdrawn_at_with_state", sql`(${t.state} = 'listed') = (${t.withdrawnAt} is null)`),
  ],
);
