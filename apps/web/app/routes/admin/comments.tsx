import { CommentsPage } from "../../features/moderation-console/comments-page";
import type { RouteHandle } from "../../lib/route-handle";
import { backofficeMeta } from "../../shared/backoffice/backoffice-meta";
import type { Route } from "./+types/comments";

export const handle: RouteHandle = { name: "admin-comments" };

export const meta: Route.MetaFunction = () => backofficeMeta("评论审核");

export default function CommentsPageRoute() {
  return <CommentsPage />;
}
