import { bigint, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { articles } from "./articles";
import { createdAt } from "./columns";
import { users } from "./users";

// One like per reader and article: the key decides, so a second like (even a concurrent one) adds
// nothing. `articles.like_count` counts these rows.
export const articleLikes = pgTable(
  "article_likes",
  {
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] }), index("article_likes_user_id_idx").on(t.userId)],
);
