import { bigint, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { reviewStatus } from "./enums";
import { users } from "./users";

/**
 * What every request a moderator decides on carries (company applications, brand claims): its
 * outcome, who decided, why and when. One definition, so the review queues read them alike.
 */
export const reviewColumns = () => ({
  status: reviewStatus("status").notNull().default("pending"),
  reviewerId: bigint("reviewer_id", { mode: "number" }).references(() => users.id, {
    onDelete: "set null",
  }),
  reviewNote: text("review_note"),
  createdAt: createdAt(),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
});
