import { getArticlePage } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { loadArticlePage } from "./load-article-page";

export function registerArticlePageRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getArticlePage, ({ params, user }) => loadArticlePage(deps, user?.id ?? null, params.id));
}
