import { sql } from "drizzle-orm";
import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { complaintDrafts } from "./complaints";
import { users } from "./users";

// Who asked for each signed upload. A policy lets its holder store one file in one random folder,
// so the folder names the uploader: a complaint may attach only images from its submitter's folders
// (or images it already shows). Folders neither attached nor held by a draft are deleted, files and
// row, after a day.
export const uploads = pgTable(
  "uploads",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The signed folder, e.g. `complaints/2026/11/26/<random>/`. */
    keyPrefix: text("key_prefix").notNull().unique(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    /**
     * A visitor's uploads are theirs by a secret the sign endpoint handed their browser (the
     * `upload-owner` cookie), stored as its SHA-256: an address changes and is shared, a secret is not.
     */
    ownerHash: text("owner_hash"),
    /** A visitor's address: counted against its daily quota, forgotten a day after the folder is attached. */
    ip: text("ip"),
    createdAt: createdAt(),
    /** When the local image host stored the folder's one file; a policy's second file is refused. */
    receivedAt: timestamp("received_at", { withTimezone: true }),
    attachedAt: timestamp("attached_at", { withTimezone: true }),
  },
  (t) => [
    index("uploads_visitor_ip_created_at_idx").on(t.ip, t.createdAt).where(sql`${t.userId} is null`),
    index("uploads_member_created_at_idx").on(t.userId, t.createdAt),
    index("uploads_unattached_created_at_idx").on(t.createdAt).where(sql`${t.attachedAt} is null`),
  ],
);

// The uploads a saved draft holds: kept past their day while the draft lists them, let go when a
// save drops them or the draft is deleted (filed, or its member's account removed).
export const draftUploads = pgTable(
  "draft_uploads",
  {
    draftId: bigint("draft_id", { mode: "number" })
      .notNull()
      .references(() => complaintDrafts.id, { onDelete: "cascade" }),
    uploadId: bigint("upload_id", { mode: "number" })
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.draftId, t.uploadId] }),
    index("draft_uploads_upload_id_idx").on(t.uploadId),
  ],
);
