import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, tsvector, updatedAt } from "./columns";

export const articleCategories = pgTable("article_categories", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique(),
  sort: integer("sort").notNull().default(0),
});

export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    categoryId: integer("category_id").references(() => articleCategories.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    summary: text("summary"),
    // The HTML readers get. An article written in the console is rendered here from content_json on
    // every save (docs/decisions/041); reads pass it through the article sanitiser either way.
    content: text("content").notNull(),
    // The editor's document (Tiptap JSON), the source of `content`; null for articles never edited
    // in the console.
    contentJson: jsonb("content_json"),
    coverUrl: text("cover_url"),
    author: text("author"),
    viewCount: integer("view_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    isRecommended: boolean("is_recommended").notNull().default(false),
    searchTokens: text("search_tokens").notNull().default(""),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_tokens)`),
    // Null while a draft or withdrawn; a future time schedules publication.
    publishedAt: timestamp("published_at", { withTimezone: true }),
    // Set when staff withdraw a published article (it has no published_at then), cleared on publishing.
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    // A repost names where it came from; all null for the platform's own articles.
    sourceName: text("source_name"),
    sourceUrl: text("source_url"),
    originalTitle: text("original_title"),
    originalAuthor: text("original_author"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("articles_published_at_idx").on(t.publishedAt),
    index("articles_category_id_published_at_idx").on(t.categoryId, t.publishedAt),
    index("articles_view_count_idx").on(t.viewCount),
    index("articles_search_vector_idx").using("gin", t.searchVector),
  ],
);

// Tags are rows with ids because pages address them by id (/article/tags/{id}).
export const tags = pgTable("tags", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull().unique(),
  createdAt: createdAt(),
});

export const articleTags = pgTable(
  "article_tags",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagId] }),
    index("article_tags_tag_id_article_id_idx").on(t.tagId, t.articleId),
  ],
);
