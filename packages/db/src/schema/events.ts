import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

// Log-track events from the data service (docs/product/entities.md#tracking-events). Append-only and the
// fastest-growing table, so it has no foreign-key cascade work beyond the user link and few indexes.
export const trackEvents = pgTable(
  "track_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    event: text("event").notNull(),
    version: text("version"),
    platform: text("platform"),
    // The client's clock (event field t); created_at is when the server received it.
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    url: text("url"),
    domain: text("domain"),
    fromUrl: text("from_url"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (t) => [
    index("track_events_created_at_idx").on(t.createdAt),
    index("track_events_event_occurred_at_idx").on(t.event, t.occurredAt),
  ],
);
