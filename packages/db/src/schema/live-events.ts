import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// The events the event service's streams carry, kept a few minutes so a stream that reconnects with
// Last-Event-ID receives what it missed (decision 101). The id orders them and is the stream's event id.
export const liveEvents = pgTable(
  "live_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    topic: text("topic").notNull(),
    type: text("type").notNull(),
    data: jsonb("data").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("live_events_topic_id_idx").on(t.topic, t.id),
    index("live_events_created_at_idx").on(t.createdAt),
  ],
);
