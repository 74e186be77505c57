import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { brands } from "./brands";
import { createdAt } from "./columns";
import { qaPostStatus } from "./enums";
import { users } from "./users";

// Questions and answers (问答, docs/decisions/038). A post is public while published and not
// deleted; held, reported and hidden posts are seen by their author and staff only. Counters
// count published answers and likes only, as the comments' do.

export const qaCategories = pgTable("qa_categories", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique(),
  sort: integer("sort").notNull().default(0),
});

export const qaQuestions = pgTable(
  "qa_questions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => qaCategories.id),
    brandId: integer("brand_id").references(() => brands.id, { onDelete: "set null" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    status: qaPostStatus("status").notNull().default("published"),
    answerCount: integer("answer_count").notNull().default(0),
    acceptedAnswerId: bigint("accepted_answer_id", { mode: "number" }).references(
      (): AnyPgColumn => qaAnswers.id,
      { onDelete: "set null" },
    ),
    createdAt: createdAt(),
    // The question or one of its answers changed: what "hot" breaks ties by and a sitemap reports.
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("qa_questions_public_created_at_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    index("qa_questions_public_category_created_at_idx")
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    index("qa_questions_public_hot_idx")
      .on(t.answerCount, t.updatedAt, t.id)
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    index("qa_questions_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("qa_questions_review_idx")
      .on(t.status, t.createdAt)
      .where(sql`${t.status} <> 'published' and ${t.deletedAt} is null`),
  ],
);

export const qaAnswers = pgTable(
  "qa_answers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    questionId: bigint("question_id", { mode: "number" })
      .notNull()
      .references(() => qaQuestions.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    status: qaPostStatus("status").notNull().default("published"),
    likeCount: integer("like_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("qa_answers_question_id_idx").on(t.questionId, t.likeCount, t.createdAt),
    index("qa_answers_user_id_created_at_idx").on(t.userId, t.createdAt),
    index("qa_answers_review_idx")
      .on(t.status, t.createdAt)
      .where(sql`${t.status} <> 'published' and ${t.deletedAt} is null`),
  ],
);

export const qaAnswerLikes = pgTable(
  "qa_answer_likes",
  {
    answerId: bigint("answer_id", { mode: "number" })
      .notNull()
      .references(() => qaAnswers.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] }), index("qa_answer_likes_user_id_idx").on(t.userId)],
);
