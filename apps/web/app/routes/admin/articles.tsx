import { ArticleListPage } from "../../features/moderation-console/article-list-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/articles";

export const handle: RouteHandle = { name: "admin-articles" };

export const meta: Route.MetaFunction = () => backofficeMeta("文章管理");

export default function ArticleListPageRoute() {
  return <ArticleListPage />;
}
