import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Share posters kept in object storage (decision 043), one row per stored image: what the clean-up
// reads to delete a subject's posters when it stops being public and a version its new one replaced
// (decision 060). `kind` and `subject_id` are the poster's subject as its key names it.
export const storedPosters = pgTable(
  "stored_posters",
  {
    key: text("key").primaryKey(),
    kind: text("kind").notNull(),
    subjectId: integer("subject_id").notNull(),
    storedAt: timestamp("stored_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("stored_posters_subject_idx").on(table.kind, table.subjectId)],
);

// First renders of posters by every node, per minute (decision 060): the platform-wide budget
// `POSTER_FIRST_RENDERS_PER_MINUTE` is counted here so all nodes share it.
export const posterRenderMinutes = pgTable("poster_render_minutes", {
  minute: timestamp("minute", { withTimezone: true }).primaryKey(),
  renders: integer("renders").notNull(),
});
