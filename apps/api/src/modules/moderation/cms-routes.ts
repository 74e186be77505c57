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
import {
  listArticles,
  loadArticleForEditing,
  previewArticle,
  publishArticles,
  saveArticle,
  withdrawArticles,
} from "./cms-articles";
import {
  createCategory,
  createTag,
  deleteCategory,
  deleteTag,
  listCategories,
  listTags,
  mergeTag,
  renameCategory,
  renameTag,
  reorderCategories,
} from "./cms-taxonomy";

/** The article CMS: editors (and admins) write, publish and withdraw articles and keep their taxonomy. */
export function registerArticleCmsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: {
    writeLimit: { max: number; timeWindow: string };
  },
): void {
  const { db } = deps;
  const write = { rateLimit: options.writeLimit };

  route(app, listCmsArticles, ({ query }) => listArticles(deps, query));
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

  route(app, listCmsArticleCategories, () => listCategories(db));
  route(app, createCmsArticleCategory, ({ user, body }) => createCategory(deps, user.id, body.name), write);
  route(
    app,
    renameCmsArticleCategory,
    ({ user, params, body }) => renameCategory(deps, user.id, params.id, body.name),
    write,
  );
  route(
    app,
    reorderCmsArticleCategories,
    ({ user, body }) => reorderCategories(deps, user.id, body.ids),
    write,
  );
  route(
    app,
    deleteCmsArticleCategory,
    ({ user, params, query }) => deleteCategory(deps, user.id, params.id, query.move_to),
    write,
  );

  route(app, listCmsArticleTags, ({ query }) => listTags(db, query));
  route(app, createCmsArticleTag, ({ user, body }) => createTag(deps, user.id, body.name), write);
  route(
    app,
    renameCmsArticleTag,
    ({ user, params, body }) => renameTag(deps, user.id, params.id, body.name),
    write,
  );
  route(
    app,
    mergeCmsArticleTag,
    ({ user, params, body }) => mergeTag(deps, user.id, params.id, body.into_id),
    write,
  );
  route(app, deleteCmsArticleTag, ({ user, params }) => deleteTag(deps, user.id, params.id), write);
}
