import {
  getArticle,
  getArticleCategories,
  getArticleList,
  getHotArticleTags,
  getRandomArticles,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { CACHE_TTL_MS, queryKey } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { loadArticle } from "./article-detail";
import { loadArticleListPage } from "./article-list";
import { listArticleCategories, listHotArticleTags } from "./article-taxonomy";
import { sampleArticleTitles } from "./sample-article-titles";

// Every article page asks for the lists and the categories and tags beside them: cached like the
// complaint lists. The detail is read fresh, so a withdrawn article goes at once.
export function registerArticleRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getRandomArticles, ({ query }) => sampleArticleTitles(deps, query));
  route(app, getArticleList, ({ query }) =>
    deps.cache.remember(`article-list:${queryKey(query)}`, CACHE_TTL_MS.list, () =>
      loadArticleListPage(deps, query),
    ),
  );
  route(app, getArticleCategories, () =>
    deps.cache.remember("article-categories", CACHE_TTL_MS.list, () => listArticleCategories(deps)),
  );
  route(app, getHotArticleTags, ({ query }) =>
    deps.cache.remember(`article-hot-tags:${query.limit}`, CACHE_TTL_MS.list, () =>
      listHotArticleTags(deps, query.limit),
    ),
  );
  route(app, getArticle, ({ params }) => loadArticle(deps, params.id));
}
