import type { AppDeps } from "../../app-deps";
import { ARTICLE_CATEGORIES_CACHE_KEY } from "./cached-reads";

/** What places an article on the public pages: its id, classification and tags. */
export interface ArticlePlacement {
  id: number;
  categoryId: number | null;
  tagIds: readonly number[];
}

/**
 * After staff published, scheduled, withdrew or edited articles, or changed classifications or tags: the origin forgets the
 * classifications' counts, and the CDN is asked to drop each article's page and the lists it is in
 * (apps/server/src/page-cache.ts). The article's own read is never cached and the origin's lists
 * turn over within 10 s (docs/decisions/041). A CDN that fails is logged: its copy expires.
 */
export async function refreshArticlePages(
  deps: Pick<AppDeps, "cache" | "providers" | "log">,
  changed: {
    articles?: readonly ArticlePlacement[];
    categoryIds?: readonly number[];
    tagIds?: readonly number[];
  },
): Promise<void> {
  await deps.cache.forget(ARTICLE_CATEGORIES_CACHE_KEY);
  const pages = new Set(["/article"]);
  const categoryIds = [...(changed.categoryIds ?? [])];
  const tagIds = [...(changed.tagIds ?? [])];
  for (const article of changed.articles ?? []) {
    pages.add(`/article/${article.id}`);
    if (article.categoryId !== null) categoryIds.push(article.categoryId);
    tagIds.push(...article.tagIds);
  }
  for (const id of categoryIds) pages.add(`/article/classify/${id}`);
  for (const id of tagIds) pages.add(`/article/tags/${id}`);
  const paths = [...pages].flatMap((page) => [page, `${page}.data`]);
  deps.providers.cdn
    .purge(paths)
    .catch((error: unknown) => deps.log.warn({ err: error }, "CDN purge of article pages failed"));
}

/**
 * After a moderator changed which comments an article shows: the CDN drops the article's page, which
 * lists its newest comments (the origin caches no comment list, so one purge does).
 */
export function purgeArticlePage(deps: Pick<AppDeps, "providers" | "log">, articleId: number): void {
  deps.providers.cdn
    .purge([`/article/${articleId}`, `/article/${articleId}.data`])
    .catch((error: unknown) => deps.log.warn({ err: error, articleId }, "CDN purge failed"));
}
