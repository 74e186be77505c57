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
import type { AuthenticatedUser } from "../../lib/request-user";
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
    editor: (user: AuthenticatedUser) => Promise<number>;
    writeLimit: { max: number; timeWindow: string };
  },
): void {
  const { db } = deps;
  const { editor } = options;
  const write = { rateLimit: options.writeLimit };

  route(app, listCmsArticles, async ({ user, query }) => {
    await editor(user);
    return listArticles(deps, query);
  });
  route(app, getCmsArticle, async ({ user, params }) => {
    await editor(user);
    return loadArticleForEditing(deps, params.id);
  });
  route(
    app,
    createCmsArticle,
    async ({ user, body }) => saveArticle(deps, await editor(user), null, body),
    write,
  );
  route(
    app,
    updateCmsArticle,
    async ({ user, params, body }) => saveArticle(deps, await editor(user), params.id, body),
    write,
  );
  route(app, previewCmsArticle, async ({ user, body }) => {
    await editor(user);
    return previewArticle(body.document);
  });
  route(
    app,
    publishCmsArticles,
    async ({ user, body }) => publishArticles(deps, await editor(user), body),
    write,
  );
  route(
    app,
    withdrawCmsArticles,
    async ({ user, body }) => withdrawArticles(deps, await editor(user), body.ids),
    write,
  );

  route(app, listCmsArticleCategories, async ({ user }) => {
    await editor(user);
    return listCategories(db);
  });
  route(
    app,
    createCmsArticleCategory,
    async ({ user, body }) => createCategory(deps, await editor(user), body.name),
    write,
  );
  route(
    app,
    renameCmsArticleCategory,
    async ({ user, params, body }) => renameCategory(deps, await editor(user), params.id, body.name),
    write,
  );
  route(
    app,
    reorderCmsArticleCategories,
    async ({ user, body }) => reorderCategories(deps, await editor(user), body.ids),
    write,
  );
  route(
    app,
    deleteCmsArticleCategory,
    async ({ user, params, query }) => deleteCategory(deps, await editor(user), params.id, query.move_to),
    write,
  );

  route(app, listCmsArticleTags, async ({ user, query }) => {
    await editor(user);
    return listTags(db, query);
  });
  route(
    app,
    createCmsArticleTag,
    async ({ user, body }) => createTag(deps, await editor(user), body.name),
    write,
  );
  route(
    app,
    renameCmsArticleTag,
    async ({ user, params, body }) => renameTag(deps, await editor(user), params.id, body.name),
    write,
  );
  route(
    app,
    mergeCmsArticleTag,
    async ({ user, params, body }) => mergeTag(deps, await editor(user), params.id, body.into_id),
    write,
  );
  route(
    app,
    deleteCmsArticleTag,
    async ({ user, params }) => deleteTag(deps, await editor(user), params.id),
    write,
  );
}
