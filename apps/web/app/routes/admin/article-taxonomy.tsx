import { ArticleTaxonomyPage } from "../../features/moderation-console/article-taxonomy-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/article-taxonomy";

export const handle: RouteHandle = { name: "admin-article-taxonomy" };

export const meta: Route.MetaFunction = () => backofficeMeta("分类与标签");

export default function ArticleTaxonomyPageRoute() {
  return <ArticleTaxonomyPage />;
}
