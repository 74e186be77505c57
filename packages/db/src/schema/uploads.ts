import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./users";

// Who asked for each signed upload. A policy lets its holder store files under one random folder,
// so the folder names the uploader: a complaint may attach only images from its submitter's folders
// (or images it already shows). Folders never attached are deleted, files and row, after a day.
export const uploads = pgTable(
  "uploads",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The signed folder, e.g. `complaints/2026/11/26/<random>/`. */
    keyPrefix: text("key_prefix").notNull().unique(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    /** A visitor's address: their uploads are theirs from that address, and counted against its daily quota. */
    ip: text("ip"),
    createdAt: createdAt(),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
  },
  (t) => [
    index("uploads_visitor_ip_created_at_idx").on(t.ip, t.createdAt).where(sql`${t.userId} is null`),
    index("uploads_unattached_created_at_idx").on(t.createdAt).where(sql`${t.attachedAt} is null`),
  ],
);
