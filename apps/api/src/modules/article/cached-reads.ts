import type { AppDeps } from "../../app-deps";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { loadArticle } from "./article-detail";
import { loadArticleHotInfo } from "./article-hot-info";
import { countArticleRead } from "./article-reads";
import { loadArticleRelated } from "./article-related";
import { listArticleCategories, listHotArticleTags } from "./article-taxonomy";

type Deps = Pick<AppDeps, "cache" | "db" | "providers">;

// Every article page shows the categories and hot tags: cached like the complaint lists. What sits
// beside an article (related items, the hot side column) is cached like figures. The article itself
// is read fresh, so a withdrawn one goes at once, and each read counts. The endpoints and the
// article page's one read (docs/decisions/048-article-page-in-one-read.md) go through these alike.

/** The key of the classifications with their counts, which the console forgets when it changes them. */
export const ARTICLE_CATEGORIES_CACHE_KEY = "article-categories";

export function readArticleCategories(deps: Deps) {
  return deps.cache.remember(ARTICLE_CATEGORIES_CACHE_KEY, CACHE_TTL_MS.list, () =>
    listArticleCategories(deps),
  );
}

export function readHotArticleTags(deps: Deps, limit: number) {
  return deps.cache.remember(`article-hot-tags:${limit}`, CACHE_TTL_MS.list, () =>
    listHotArticleTags(deps, limit),
  );
}

export function readArticleRelated(deps: Deps, id: number) {
  return deps.cache.remember(`article-related:${id}`, CACHE_TTL_MS.figures, () =>
    loadArticleRelated(deps, id),
  );
}

export function readArticleHotInfo(deps: Deps, limit: number) {
  return deps.cache.remember(`article-hot-info:${limit}`, CACHE_TTL_MS.figures, () =>
    loadArticleHotInfo(deps, limit),
  );
}

export async function readArticle(
  deps: Pick<AppDeps, "counters" | "db" | "providers">,
  id: number,
  viewerId: number | null,
) {
  return countArticleRead(deps, await loadArticle(deps, id, viewerId));
}
