import {
  createCmsArticle,
  createCmsArticleCategory,
  createCmsArticleTag,
  deleteCmsArticleCategory,
  deleteCmsArticleTag,
  getCmsArticle,
  listCmsArticleCategories,
  listCmsArticles,
  listCmsArticleTags,
  mergeCmsArticleTag,
  previewCmsArticle,
  publishCmsArticles,
  renameCmsArticleCategory,
  renameCmsArticleTag,
  reorderCmsArticleCategories,
  updateCmsArticle,
  withdrawCmsArticles,
} from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { STAFF_WRITE_LIMIT } from "../../lib/staff-actions";
import { createArticleCategory } from "./create-article-category";
import { createArticleTag } from "./create-article-tag";
import { deleteArticleCategory } from "./delete-article-category";
import { deleteArticleTag } from "./delete-article-tag";
import { listArticlesForEditing } from "./list-articles-for-editing";
import { listCategoriesForEditing } from "./list-categories-for-editing";
import { listTagsForEditing } from "./list-tags-for-editing";
import { loadArticleForEditing } from "./load-article-for-editing";
import { mergeArticleTag } from "./merge-article-tag";
import { previewArticle } from "./preview-article";
import { publishArticles } from "./publish-articles";
import { renameArticleCategory } from "./rename-article-category";
import { renameArticleTag } from "./rename-article-tag";
import { reorderArticleCategories } from "./reorder-article-categories";
import { saveArticle } from "./save-article";
import { withdrawArticles } from "./withdraw-articles";

/** The article CMS: editors (and admins) write, publish and withdraw articles and keep their taxonomy. */
export function registerArticleCmsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const write = { rateLimit: STAFF_WRITE_LIMIT };

  route(app, listCmsArticles, ({ query }) => listArticlesForEditing(deps, query));
  route(app, getCmsArticle, ({ params }) => loadArticleForEditing(deps, params.id));
  route(app, createCmsArticle, ({ user, body }) => saveArticle(deps, user.id, null, body), write);
  route(
    app,
    updateCmsArticle,
    ({ user, params, body }) => saveArticle(deps, user.id, params.id, body),
    write,
  );
  route(app, previewCmsArticle, async ({ body }) => previewArticle(body.document));
  route(app, publishCmsArticles, ({ user, body }) => publishArticles(deps, user.id, body), write);
  route(app, withdrawCmsArticles, ({ user, body }) => withdrawArticles(deps, user.id, body.ids), write);

  route(app, listCmsArticleCategories, () => listCategoriesForEditing(db));
  route(
    app,
    createCmsArticleCategory,
    ({ user, body }) => createArticleCategory(deps, user.id, body.name),
    write,
  );
  route(
    app,
    renameCmsArticleCategory,
    ({ user, params, body }) => renameArticleCategory(deps, user.id, params.id, body.name),
    write,
  );
  route(
    app,
    reorderCmsArticleCategories,
    ({ user, body }) => reorderArticleCategories(deps, user.id, body.ids),
    write,
  );
  route(
    app,
    deleteCmsArticleCategory,
    ({ user, params, query }) => deleteArticleCategory(deps, user.id, params.id, query.move_to),
    write,
  );

  route(app, listCmsArticleTags, ({ query }) => listTagsForEditing(db, query));
  route(app, createCmsArticleTag, ({ user, body }) => createArticleTag(deps, user.id, body.name), write);
  route(
    app,
    renameCmsArticleTag,
    ({ user, params, body }) => renameArticleTag(deps, user.id, params.id, body.name),
    write,
  );
  route(
    app,
    mergeCmsArticleTag,
    ({ user, params, body }) => mergeArticleTag(deps, user.id, params.id, body.into_id),
    write,
  );
  route(app, deleteCmsArticleTag, ({ user, params }) => deleteArticleTag(deps, user.id, params.id), write);
}
