import { schema } from "@tousu/db";
import { and, isNotNull, lte, type SQL } from "drizzle-orm";

const { articles } = schema;

/** Articles a visitor may read: published, and not scheduled for later than `now`. */
export function isPublished(now: Date): SQL {
  return and(isNotNull(articles.publishedAt), lte(articles.publishedAt, now))!;
}
