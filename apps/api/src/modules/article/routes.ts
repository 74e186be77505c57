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
import { loadArticle } from "./article-detail";
import { loadArticleHotInfo } from "./article-hot-info";
import { setArticleLike } from "./article-likes";
import { loadArticleListPage } from "./article-list";
import { countArticleRead } from "./article-reads";
import { loadArticleRelated } from "./article-related";
import { listArticleCategories, listHotArticleTags } from "./article-taxonomy";
import { sampleArticleTitles } from "./sample-article-titles";

// Every article page asks for the lists and the categories and tags beside them: cached like the
// complaint lists; what sits beside an article (related items, the hot side column) like figures.
// The detail is read fresh, so a withdrawn article goes at once; each read counts.
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
  route(app, getArticle, async ({ params, user }) =>
    countArticleRead(deps, await loadArticle(deps, params.id, user?.id ?? null)),
  );
  route(app, getArticleRelated, ({ params }) =>
    deps.cache.remember(`article-related:${params.id}`, CACHE_TTL_MS.figures, () =>
      loadArticleRelated(deps, params.id),
    ),
  );
  route(app, getArticleHotInfo, ({ query }) =>
    deps.cache.remember(`article-hot-info:${query.limit}`, CACHE_TTL_MS.figures, () =>
      loadArticleHotInfo(deps, query.limit),
    ),
  );
  route(app, likeArticle, ({ params, user }) => setArticleLike(deps, params.id, user.id, true));
  route(app, unlikeArticle, ({ params, user }) => setArticleLike(deps, params.id, user.id, false));
}
