import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// Tracking (docs/decisions/109). Nothing here identifies a person: no address, no user agent, no
// user id. The visitor is a hash under a salt that is deleted the next day, a logged-in account a
// keyed hash.

/**
 * Tracked events, one row each. The table is partitioned by month on `occurred_at` (migration
 * 0057: drizzle cannot declare partitions), so its key carries that column; jobs create months
 * ahead and drop them after the retention.
 */
export const trackEvents = pgTable(
  "track_events",
  {
    id: bigint("id", { mode: "number" }).generatedByDefaultAsIdentity(),
    // The server's clock when the event arrived: the client's `t` is a claim, and a row must land
    // in a partition that exists.
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    event: text("event").notNull(),
    platform: text("platform").notNull(),
    /** Hash of (the day's salt, site, address, user agent): one visitor within one day. */
    visitor: text("visitor").notNull(),
    /** Keyed hash of a logged-in account's id; null for visitors. */
    userHash: text("user_hash"),
    path: text("path").notNull(),
    /** A page view that did not come from the site's own pages: the start of a visit. */
    isEntry: boolean("is_entry").notNull(),
    referrerClass: text("referrer_class").notNull(),
    referrerHost: text("referrer_host"),
    browser: text("browser").notNull(),
    device: text("device").notNull(),
    province: text("province"),
    city: text("city"),
    /** A search's term (scrubbed of personal data) and whether it found anything. */
    searchTerm: text("search_term"),
    searchFound: boolean("search_found"),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.occurredAt] }),
    index("track_events_occurred_at_brin").using("brin", t.occurredAt),
  ],
);

/** One salt per day for the visitor hash; yesterday's is deleted, so its hashes cannot be recomputed. */
export const trackSalts = pgTable("track_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Events already stored, by a hash of visitor and ciphertext, for as long as a page token lives:
 * the same beacon sent again is dropped.
 */
export const trackReplays = pgTable(
  "track_replays",
  {
    key: text("key").primaryKey(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("track_replays_seen_at_idx").on(t.seenAt)],
);

/**
 * Roll-up figures of one bucket (an hour or a day) by one dimension: `event` (value: the event
 * name), `page` and `entry` (a path), `referrer` (its class), `platform`, `province`, and
 * `search_miss` (a term that found nothing); `enterprise` (decision 113: the page views of an
 * enterprise's brand pages, its enterprise page and its complaints' pages on both sites, value
 * `{enterprise id}/{all|brand|enterprise|complaint}/{all|PC|H5}`) and `complaint` (a complaint's page
 * views on both sites, value its id). `hits` counts events, `visitors` distinct visitors.
 */
const rollupColumns = {
  bucket: timestamp("bucket", { withTimezone: true }).notNull(),
  dimension: text("dimension").notNull(),
  value: text("value").notNull(),
  hits: integer("hits").notNull(),
  visitors: integer("visitors").notNull(),
};

export const trackHourly = pgTable("track_hourly", rollupColumns, (t) => [
  primaryKey({ columns: [t.bucket, t.dimension, t.value] }),
]);

export const trackDaily = pgTable("track_daily", rollupColumns, (t) => [
  primaryKey({ columns: [t.bucket, t.dimension, t.value] }),
]);
