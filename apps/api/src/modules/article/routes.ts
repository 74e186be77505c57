import {
  getArticle,
  getArticleCategories,
  getArticleHotInfo,
  getArticleList,
  getArticleRelated,
  getHotArticleTags,
  getRandomArticles,
  likeArticle,
  unlikeArticle,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { CACHE_TTL_MS, queryKey } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { setArticleLike } from "./article-likes";
import { loadArticleListPage } from "./article-list";
import {
  readArticle,
  readArticleCategories,
  readArticleHotInfo,
  readArticleRelated,
  readHotArticleTags,
} from "./cached-reads";
import { registerArticleCmsRoutes } from "./cms-routes";
import { sampleArticleTitles } from "./sample-article-titles";

export function registerArticleRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getRandomArticles, ({ query }) => sampleArticleTitles(deps, query));
  route(app, getArticleList, ({ query }) => loadArticleListPage(deps, query), {
    cachedAnswer: {
      cache: deps.cache,
      key: ({ query }) => `article-list:${queryKey(query)}`,
      ttlMs: CACHE_TTL_MS.list,
    },
  });
  route(app, getArticleCategories, () => readArticleCategories(deps));
  route(app, getHotArticleTags, ({ query }) => readHotArticleTags(deps, query.limit));
  route(app, getArticle, ({ params, user }) => readArticle(deps, params.id, user?.id ?? null));
  route(app, getArticleRelated, ({ params }) => readArticleRelated(deps, params.id));
  route(app, getArticleHotInfo, ({ query }) => readArticleHotInfo(deps, query.limit));
  route(app, likeArticle, ({ params, user }) => setArticleLike(deps, params.id, user.id, true));
  route(app, unlikeArticle, ({ params, user }) => setArticleLike(deps, params.id, user.id, false));
  // The console's endpoints change the same articles and taxonomy readers get.
  registerArticleCmsRoutes(app, deps);
}
