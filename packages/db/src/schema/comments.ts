import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { articles } from "./articles";
import { createdAt } from "./columns";
import { complaints } from "./complaints";
import { commentStatus } from "./enums";
import { users } from "./users";

// One table for comments on complaints and on articles (exactly one target is set);
// parent_id makes a sub-comment, which is never nested deeper than one level.
export const comments = pgTable(
  "comments",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    complaintId: bigint("complaint_id", { mode: "number" }).references(() => complaints.id, {
      onDelete: "cascade",
    }),
    articleId: integer("article_id").references(() => articles.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parentId: bigint("parent_id", { mode: "number" }).references((): AnyPgColumn => comments.id, {
      onDelete: "cascade",
    }),
    replyToUserId: bigint("reply_to_user_id", { mode: "number" }).references(() => users.id, {
      onDelete: "set null",
    }),
    content: text("content").notNull(),
    likeCount: integer("like_count").notNull().default(0),
    replyCount: integer("reply_count").notNull().default(0),
    status: commentStatus("status").notNull().default("published"),
    createdAt: createdAt(),
    // Soft delete (DELETE /common/comment/{id}) keeps sub-comments attached to their thread.
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("comments_complaint_id_created_at_idx")
      .on(t.complaintId, t.createdAt)
      .where(sql`${t.parentId} is null and ${t.complaintId} is not null`),
    index("comments_article_id_created_at_idx")
      .on(t.articleId, t.createdAt)
      .where(sql`${t.parentId} is null and ${t.articleId} is not null`),
    index("comments_parent_id_created_at_idx")
      .on(t.parentId, t.createdAt)
      .where(sql`${t.parentId} is not null`),
    index("comments_user_id_created_at_idx").on(t.userId, t.createdAt),
    check("comments_one_target", sql`num_nonnulls(${t.complaintId}, ${t.articleId}) = 1`),
  ],
);

export const commentLikes = pgTable(
  "comment_likes",
  {
    commentId: bigint("comment_id", { mode: "number" })
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index("comment_likes_user_id_idx").on(t.userId)],
);
