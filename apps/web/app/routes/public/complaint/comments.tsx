import { getComplaintComments } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { Link } from "react-router";
import { CommentSection } from "../../../features/comments/comment-section";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import { ChevronLeftIcon } from "../../../ui/icons";
import type { Route } from "./+types/comments";

export const handle: RouteHandle = { name: "complaint-comment-id" };

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? pageMeta(
        `${data.firstPage.complaint.title}的评论`,
        `“${data.firstPage.complaint.title}”共${data.firstPage.complaint.comment_count}条评论：看看其他消费者怎么说，分享你的经历与建议。`,
      )
    : pageMeta("投诉评论");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseEntityId(params.id);
  const api = createServerApi(request, context);
  // The route allows the id to be missing (docs/product/routes.md#filing-links-linkid); without one (or with
  // nonsense) there are no comments to show.
  if (id === null) {
    return loadOrThrow(() => api.pageNotFound("投诉不存在"));
  }
  const firstPage = await loadOrThrow(() =>
    api.call(getComplaintComments, { params: { id }, query: { page: 1, page_size: 10, sort: "new" } }),
  );
  return { firstPage };
}

export default function ComplaintCommentsPage({ loaderData }: Route.ComponentProps) {
  const { complaint } = loaderData.firstPage;
  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <header className="rounded-lg bg-white px-6 py-5 shadow-[0_1px_2px_rgba(15,23,42,0.06)]">
        <Link
          to={`/tousu/${complaint.id}`}
          className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-brand-700"
        >
          <ChevronLeftIcon />
          返回投诉详情
        </Link>
        <h1 className="mt-2 text-xl leading-8 font-semibold text-gray-900">
          <Link to={`/tousu/${complaint.id}`} className="hover:text-brand-700">
            {complaint.title}
          </Link>
        </h1>
      </header>
      <CommentSection
        target={{ kind: "complaint", id: complaint.id }}
        commentCount={complaint.comment_count}
        initialPage={loaderData.firstPage}
      />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
