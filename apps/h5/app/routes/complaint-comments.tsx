import { COMMENT_CONTENT_MAX, getComplaintComments } from "@tousu/contracts";
import { formatCount, parseEntityId, readTokenCookie } from "@tousu/domain";
import { readPageNumber } from "@tousu/page-kit/page-number";
import { loadOrThrow } from "@tousu/page-kit/route-error";
import { createServerApi } from "@tousu/page-kit/server-api";
import { data, Link } from "react-router";
import { complaintCommentAction } from "../comments/comment-actions.server";
import { CommentBox } from "../comments/comment-box";
import { toCommentPage } from "../comments/comment-data.server";
import { CommentThread } from "../comments/comment-list";
import type { H5Thread } from "../comments/comment-types";
import { complaintCommentsPath, complaintDetailsPath } from "../lib/h5-paths";
import { h5PageMeta } from "../lib/page-meta";
import { InfiniteList, type ListPage } from "../ui/infinite-list";
import type { Route } from "./+types/complaint-comments";

/** As many a page as the PC comments page. */
const PAGE_SIZE = 10;

export const handle = { title: "全部评论" };

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? h5PageMeta({
        title: `${loaderData.complaint.title}的评论`,
        description: `“${loaderData.complaint.title}”共${loaderData.complaint.commentCount}条评论：看看其他消费者怎么说，分享你的经历与建议。`,
        canonical: loaderData.canonical,
      })
    : [{ title: "页面不存在" }];

function complaintIdOf(params: { id?: string }): number {
  const id = parseEntityId(params.id);
  if (id === null) throw data({ message: "投诉不存在" }, { status: 404 });
  return id;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = complaintIdOf(params);
  const api = createServerApi(request, context);
  const list = await loadOrThrow(() =>
    api.call(getComplaintComments, {
      params: { id },
      query: { page: readPageNumber(request), page_size: PAGE_SIZE, sort: "new" },
    }),
  );
  return {
    canonical: `${context.publicConfig.siteOrigin}${complaintCommentsPath(id)}`,
    loggedIn: readTokenCookie(request.headers.get("cookie")) !== null,
    commentMaxLength: COMMENT_CONTENT_MAX,
    complaint: { id, title: list.complaint.title, commentCount: list.complaint.comment_count },
    comments: toCommentPage(request, list),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const id = complaintIdOf(params);
  return complaintCommentAction(request, context, await request.formData(), id);
}

const commentsOf = (loaderData: unknown): ListPage<H5Thread> =>
  (loaderData as { comments: ListPage<H5Thread> }).comments;
const threadKey = (thread: H5Thread) => thread.id;

export default function ComplaintComments({ loaderData }: Route.ComponentProps) {
  const { complaint, comments, loggedIn } = loaderData;
  const page = complaintCommentsPath(complaint.id);
  return (
    <div className="space-y-2 pb-3">
      <section className="bg-white px-4 py-3">
        <Link to={complaintDetailsPath(complaint.id)} className="block min-h-11 py-2">
          <h2 className="line-clamp-2 font-semibold break-words text-gray-900">{complaint.title}</h2>
          <span className="text-sm text-brand-700">
            查看投诉详情<span aria-hidden="true"> ›</span>
          </span>
        </Link>
      </section>
      <section aria-labelledby="comments-heading" className="bg-white px-4 py-4">
        <h3 id="comments-heading" className="font-semibold text-gray-900">
          评论 {formatCount(comments.total)}
        </h3>
        <div className="mt-3">
          <CommentBox page={page} loggedIn={loggedIn} maxLength={loaderData.commentMaxLength} />
        </div>
        {comments.items.length > 0 ? (
          <InfiniteList
            first={comments}
            pageOf={commentsOf}
            itemKey={threadKey}
            className="mt-2"
            renderItem={(thread) => <CommentThread thread={thread} page={page} loggedIn={loggedIn} />}
          />
        ) : (
          <p className="py-4 text-center text-sm text-gray-600">还没有评论，来说两句吧</p>
        )}
      </section>
    </div>
  );
}
