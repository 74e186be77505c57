import type { ContractData, ContractOutput, listCmsArticleTags } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { asc, eq, sql } from "drizzle-orm";
import { readPage } from "../../lib/paging";
import { containsText } from "../../lib/query-helpers";

const { articleTags, tags } = schema;

/** Every tag, optionally matching a keyword, with how many articles (in any state) carry it. */
export async function listTagsForEditing(
  db: Database,
  query: ContractOutput<typeof listCmsArticleTags, "query">,
): Promise<ContractData<typeof listCmsArticleTags>> {
  const where = query.keyword ? containsText(tags.name, query.keyword) : undefined;
  const rows = db
    .select({
      id: tags.id,
      name: tags.name,
      article_count: sql<number>`count(${articleTags.articleId})::int`,
    })
    .from(tags)
    .leftJoin(articleTags, eq(articleTags.tagId, tags.id))
    .where(where)
    .groupBy(tags.id)
    .orderBy(asc(tags.id))
    .$dynamic();
  return readPage(query, { rows, total: db.$count(tags, where) }, (page) => page);
}
