import type { Database } from "@tousu/db";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";

/**
 * Adds a batch of counted reads to the articles (`counters.articleViews` writes through this).
 * Articles are few and read far less than complaints, so the batch goes straight into
 * `view_count` without the complaints' tally table (docs/decisions/037). Ids of articles deleted
 * meanwhile match no row.
 */
export async function addArticleViews(db: Database, batch: ReadonlyMap<number, number>): Promise<void> {
  await db.execute(sql`
    update articles a set view_count = a.view_count + v.views
    from (values ${sql.join(
      [...batch].map(([id, views]) => sql`(${id}::int, ${views}::int)`),
      sql`, `,
    )}) as v(id, views)
    where a.id = v.id`);
}

/** Counts this read and shows the figure with this node's reads not yet written. */
export function countArticleRead<T extends { id: number; view_count: number }>(
  deps: Pick<AppDeps, "counters">,
  article: T,
): T {
  deps.counters.articleViews.add(article.id);
  return { ...article, view_count: article.view_count + deps.counters.articleViews.pending(article.id) };
}
