import { backofficeMeta } from "../../features/backoffice/backoffice-meta";
import { CommentsPage } from "../../features/moderation-console/comments-page";
import type { RouteHandle } from "../../lib/route-handle";
import type { Route } from "./+types/comments";

export const handle: RouteHandle = { name: "admin-comments" };

export const meta: Route.MetaFunction = () => backofficeMeta("评论审核");

export default function CommentsPageRoute() {
  return <CommentsPage />;
}
