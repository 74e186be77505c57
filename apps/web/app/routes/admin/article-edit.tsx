import { ArticleEditorPage } from "../../features/moderation-console/article-editor-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/article-edit";

export const handle: RouteHandle = { name: "admin-article-edit" };

export const meta: Route.MetaFunction = () => backofficeMeta("编辑文章");

export default function ArticleEditorPageRoute() {
  return <ArticleEditorPage />;
}
