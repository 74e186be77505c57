import { type Database, schema } from "@tousu/db";
import { eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error";

const { articleTags, tags } = schema;

/** The tag, or `message` as a 404 when there is none. */
export async function requireArticleTag(db: Pick<Database, "select">, id: number, message = "标签不存在") {
  const [tag] = await db.select().from(tags).where(eq(tags.id, id));
  if (!tag) throw notFound(message);
  return tag;
}

/** The ids of the articles carrying the tag. */
export async function listArticleIdsTagged(db: Pick<Database, "select">, tagId: number): Promise<number[]> {
  const rows = await db
    .select({ id: articleTags.articleId })
    .from(articleTags)
    .where(eq(articleTags.tagId, tagId));
  return rows.map((row) => row.id);
}
