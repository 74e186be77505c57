import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

// Durable background work (deadlines, auto-complete, notifications). Workers claim due rows
// with SELECT … FOR UPDATE SKIP LOCKED; handlers must be idempotent because a crash between
// the work and done_at means the job runs again.
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    payload: jsonb("payload").notNull().default({}),
    // Optional idempotency key so scheduling the same deadline twice is a no-op.
    dedupeKey: text("dedupe_key").unique(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedBy: text("locked_by"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("jobs_due_idx").on(t.runAt).where(sql`${t.doneAt} is null`)],
);
