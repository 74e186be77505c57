import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { complaints } from "./complaints";

// 'block' refuses the text outright; 'review' lets it through but queues it for a moderator.
export const sensitiveWordLevel = pgEnum("sensitive_word_level", ["block", "review"]);

// The word list is data, not code (decision 008): moderators grow it without a deploy, and every
// app node rebuilds its matcher when the list's fingerprint changes.
export const sensitiveWords = pgTable(
  "sensitive_words",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    word: text("word").notNull().unique(),
    level: sensitiveWordLevel("level").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("sensitive_words_word_not_blank", sql`length(btrim(${t.word})) > 0`)],
);

// Why a new complaint needs a moderator's closer look (e.g. the 'review' words it contains);
// the moderation queue reads these beside the complaint.
export const complaintReviewFlags = pgTable(
  "complaint_review_flags",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    complaintId: bigint("complaint_id", { mode: "number" })
      .notNull()
      .references(() => complaints.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    words: text("words").array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [index("complaint_review_flags_complaint_id_idx").on(t.complaintId)],
);
