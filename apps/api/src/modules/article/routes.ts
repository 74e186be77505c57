import {
  getArticle,
  getArticleCategories,
  getArticleList,
  getHotArticleTags,
  getRandomArticles,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { loadArticle } from "./article-detail";
import { loadArticleListPage } from "./article-list";
import { listArticleCategories, listHotArticleTags } from "./article-taxonomy";
import { sampleArticleTitles } from "./sample-article-titles";

export function registerArticleRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getRandomArticles, ({ query }) => sampleArticleTitles(deps, query));
  route(app, getArticleList, ({ query }) => loadArticleListPage(deps, query));
  route(app, getArticleCategories, () => listArticleCategories(deps));
  route(app, getHotArticleTags, ({ query }) => listHotArticleTags(deps, query.limit));
  route(app, getArticle, ({ params }) => loadArticle(deps, params.id));
}
