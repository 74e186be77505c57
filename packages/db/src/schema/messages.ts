import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { complaints } from "./complaints";
import { pushMessageKind } from "./enums";
import { users } from "./users";

// In-site messages; unread counts per kind feed GET /user/push/unread_count (platform, complaint).
export const pushMessages = pgTable(
  "push_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: pushMessageKind("kind").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    link: text("link"),
    complaintId: bigint("complaint_id", { mode: "number" }).references(() => complaints.id, {
      onDelete: "set null",
    }),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("push_messages_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("push_messages_unread_idx").on(t.userId, t.kind).where(sql`${t.readAt} is null`),
  ],
);
