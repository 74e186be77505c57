import { Link, useFetcher } from "react-router";
import { loginPath } from "../lib/login-paths";
import type { CommentActionResult, H5Comment, H5Thread } from "./comment-types";

/** 赞 on a comment: a form posted to the page's action, so it works before the page is hydrated. */
function LikeButton({ comment, page, loggedIn }: { comment: H5Comment; page: string; loggedIn: boolean }) {
  const fetcher = useFetcher<CommentActionResult>();
  const result = fetcher.data?.intent === "like-comment" ? fetcher.data : undefined;
  const liked = comment.liked || result?.ok === true;
  const count = result?.ok ? result.likeCount : comment.likeCount;
  const label = `${count > 0 ? count : "赞"}`;
  const className = `flex min-h-11 min-w-11 items-center justify-end gap-1 text-sm ${
    liked ? "text-brand-700" : "text-gray-600"
  }`;
  const icon = (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill={liked ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path
        d="M7 10v11H4V10zM7 10l4-7a2 2 0 0 1 3 2l-1 5h6a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 21H7"
        strokeLinejoin="round"
      />
    </svg>
  );
  if (!loggedIn) {
    return (
      <Link
        to={loginPath(page)}
        aria-label={`登录后点赞，当前${comment.likeCount}个赞`}
        className={className}
      >
        {icon}
        <span aria-hidden="true">{label}</span>
      </Link>
    );
  }
  return (
    <fetcher.Form method="post" className="contents">
      <input type="hidden" name="intent" value="like-comment" />
      <input type="hidden" name="comment_id" value={comment.id} />
      <button
        type="submit"
        disabled={liked || fetcher.state !== "idle"}
        aria-pressed={liked}
        aria-label={liked ? `已点赞，当前${count}个赞` : `点赞，当前${count}个赞`}
        className={className}
      >
        {icon}
        <span aria-hidden="true">{label}</span>
      </button>
      {result && !result.ok ? (
        <p role="alert" className="basis-full text-right text-sm text-brand-700">
          {result.message}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

function CommentBody({ comment, page, loggedIn }: { comment: H5Comment; page: string; loggedIn: boolean }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-600">
        <span className="min-w-0 truncate font-medium text-gray-800">{comment.author || "已删除"}</span>
        {comment.replyTo ? <span className="min-w-0 truncate">回复 {comment.replyTo}</span> : null}
        {comment.isPending ? (
          <span className="rounded bg-gray-100 px-1.5 text-xs text-gray-700">审核中</span>
        ) : null}
      </p>
      <p className="mt-1 whitespace-pre-line break-words text-[15px] text-gray-800">{comment.content}</p>
      <div className="flex flex-wrap items-center justify-between">
        <time className="text-xs text-gray-600">{comment.createdAt}</time>
        {comment.isDeleted || comment.isPending ? null : (
          <LikeButton comment={comment} page={page} loggedIn={loggedIn} />
        )}
      </div>
    </>
  );
}

/** A comment with its first replies; the rest are on the comments page (`moreHref`). */
export function CommentThread({
  thread,
  page,
  loggedIn,
  moreHref,
}: {
  thread: H5Thread;
  page: string;
  loggedIn: boolean;
  moreHref?: string;
}) {
  const hidden = thread.replyCount - thread.replies.length;
  return (
    <article className="border-b border-gray-100 py-3 last:border-b-0">
      <CommentBody comment={thread} page={page} loggedIn={loggedIn} />
      {thread.replies.length > 0 ? (
        <ul className="mt-1 space-y-2 rounded-lg bg-gray-50 px-3 py-1">
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <CommentBody comment={reply} page={page} loggedIn={loggedIn} />
            </li>
          ))}
          {hidden > 0 ? (
            <li className="pb-2 text-sm text-gray-600">
              {moreHref ? (
                <Link to={moreHref} className="text-brand-700">
                  还有{hidden}条回复
                </Link>
              ) : (
                `还有${hidden}条回复`
              )}
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}
