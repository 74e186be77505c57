import { getRandomArticles } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { sampleArticleTitles } from "./sample-article-titles";

export function registerArticleRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, getRandomArticles, ({ query }) => sampleArticleTitles(deps, query));
}
