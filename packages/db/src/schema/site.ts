import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

// Provinces (level 1) and their prefecture-level cities or districts (level 2) for GET /common/city_list.
export const cities = pgTable(
  "cities",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => cities.id, { onDelete: "cascade" }),
    level: smallint("level").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("cities_parent_id_idx").on(t.parentId, t.sort)],
);

export const notices = pgTable(
  "notices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    linkUrl: text("link_url"),
    isPinned: boolean("is_pinned").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("notices_published_idx").on(t.isPinned, t.publishedAt)],
);

export const friendLinks = pgTable("friend_links", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  url: text("url").notNull(),
  logoUrl: text("logo_url"),
  sort: integer("sort").notNull().default(0),
  isVisible: boolean("is_visible").notNull().default(true),
  createdAt: createdAt(),
});

// position is a slot name the pages ask for ('home_banner', 'home_side' …), not an enum,
// because new slots appear with new pages.
export const advertising = pgTable(
  "advertising",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    position: text("position").notNull(),
    title: text("title").notNull(),
    imageUrl: text("image_url").notNull(),
    linkUrl: text("link_url"),
    sort: integer("sort").notNull().default(0),
    isEnabled: boolean("is_enabled").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("advertising_position_idx").on(t.position, t.sort)],
);

// Key/value settings read by GET /common/system_config/detail?menu_name=…
export const systemConfig = pgTable("system_config", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  menuName: text("menu_name").notNull().unique(),
  value: text("value").notNull(),
  description: text("description"),
  updatedAt: updatedAt(),
});

// Hot search words (GET /complaint/hot/search): editors pin some, the rest rank by count.
export const searchKeywords = pgTable(
  "search_keywords",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    keyword: text("keyword").notNull().unique(),
    searchCount: integer("search_count").notNull().default(0),
    isHot: boolean("is_hot").notNull().default(false),
    sort: integer("sort").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index("search_keywords_hot_idx").on(t.sort).where(sql`${t.isHot}`)],
);
