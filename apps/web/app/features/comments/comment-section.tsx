import type { CommentItem, TopLevelComment } from "@tousu/contracts";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useAppStore } from "../../lib/app-store";
import { useViewer } from "../../shared/session/viewer";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";
import { ListPager } from "../../ui/list-pager";
import { addComment, removeComment, updateComment } from "./comment-list";
import type { CommentPage, CommentSort, CommentTarget } from "./comment-target";
import { CommentThread } from "./comment-thread";
import { LazyCommentComposer } from "./lazy-comment-composer";
import { useCommentApi } from "./use-comment-api";

/** Top-level comments per page; the routes that render a page ask for as many. */
export const COMMENT_PAGE_SIZE = 10;
const SORT_LABELS: Record<CommentSort, string> = { new: "最新", hot: "最热" };

/**
 * How a reader reaches comments beyond the first page: "more" appends the next page; "numbered" links
 * numbered pages (the page and the sort live in the address, which the route loads); `{ href }`
 * links to the page that lists them all.
 */
export type CommentPaging = "more" | "numbered" | { href: string };

interface CommentSectionProps {
  target: CommentTarget;
  commentCount: number;
  /** A page as the server rendered it, in `sort`'s order; without it the first page loads in the browser. */
  initialPage?: Omit<CommentPage, "comment_count">;
  /** The order of `initialPage`; newest first unless given. */
  sort?: CommentSort;
  paging?: CommentPaging;
}

/**
 * The comments of a complaint or an article: sortable, paged list, post box, inline replies, likes,
 * delete and report.
 */
export function CommentSection({
  target,
  commentCount,
  initialPage,
  sort: initialSort = "new",
  paging = "more",
}: CommentSectionProps) {
  const headingId = useId();
  const { search } = useLocation();
  const loadCommentApi = useCommentApi();
  const viewer = useViewer();
  const viewerId = viewer?.memberInfo.id ?? null;
  const openLogin = useAppStore((state) => state.openLogin);
  const isNumbered = paging === "numbered";
  // Callers pass the target as a literal: its parts, not the object, decide when to load again.
  const { kind, id } = target;

  const [sort, setSort] = useState<CommentSort>(initialSort);
  const [threads, setThreads] = useState<TopLevelComment[]>(initialPage?.list ?? []);
  const [total, setTotal] = useState(initialPage?.total ?? 0);
  const [count, setCount] = useState(commentCount);
  const [page, setPage] = useState(initialPage?.page ?? 1);
  const [isLoading, setIsLoading] = useState(!initialPage);
  const [isComposing, setIsComposing] = useState(false);
  const [replyingTo, setReplyingTo] = useState<CommentItem | null>(null);

  const loadPage = useCallback(
    async (nextPage: number, nextSort: CommentSort) => {
      setIsLoading(true);
      try {
        const api = await loadCommentApi();
        const result = await api.list(
          { kind, id },
          {
            page: nextPage,
            page_size: COMMENT_PAGE_SIZE,
            sort: nextSort,
          },
        );
        if (!result) return;
        const isAppended = !isNumbered && nextPage > 1;
        setThreads((current) => (isAppended ? [...current, ...result.list] : result.list));
        setTotal(result.total);
        setCount(result.comment_count);
        setPage(nextPage);
      } finally {
        setIsLoading(false);
      }
    },
    [kind, id, isNumbered, loadCommentApi],
  );

  // The server-rendered page is the visitor's view as the cookie had it; logging in or out since (or
  // changing the sort) changes what "liked", "mine" and 审核中 mean, so the page is fetched again (the
  // same numbered page; else the first).
  const renderedFor = useRef(initialPage ? { sort, viewerId } : null);
  const shownPage = useRef(page);
  shownPage.current = page;
  useEffect(() => {
    if (renderedFor.current?.sort === sort && renderedFor.current.viewerId === viewerId) return;
    renderedFor.current = { sort, viewerId };
    void loadPage(isNumbered ? shownPage.current : 1, sort);
  }, [sort, viewerId, isNumbered, loadPage]);

  function requireLogin(): boolean {
    if (viewer) return true;
    openLogin("login");
    return false;
  }

  function handlePosted(comment: CommentItem) {
    setThreads((current) => addComment(current, comment));
    if (comment.parent_id === null) setTotal((value) => value + 1);
    if (comment.status === "published") setCount((value) => value + 1);
    setIsComposing(false);
    setReplyingTo(null);
  }

  async function handleLike(comment: CommentItem) {
    if (!requireLogin()) return;
    const api = await loadCommentApi();
    const result = await api.like(comment.id);
    if (result) {
      setThreads((current) =>
        updateComment(current, comment.id, (c) => ({ ...c, liked: true, like_count: result.like_count })),
      );
    }
  }

  async function handleDelete(comment: CommentItem) {
    const api = await loadCommentApi();
    if (!(await api.remove(comment.id))) return;
    const isThreadGone =
      comment.parent_id === null && !threads.some((t) => t.id === comment.id && t.reply_count > 0);
    setThreads((current) => removeComment(current, comment.id));
    if (isThreadGone) setTotal((value) => Math.max(value - 1, 0));
    if (comment.status === "published") setCount((value) => Math.max(value - 1, 0));
  }

  function handleReply(comment: CommentItem | null) {
    if (comment && !requireLogin()) return;
    setReplyingTo(comment);
  }

  const hasMore = threads.length < total;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg bg-white shadow-[0_1px_2px_rgba(15,23,42,0.06)]"
    >
      <div className="flex items-center justify-between border-b border-gray-100 px-5 py-3.5">
        <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-gray-900">
          <span aria-hidden="true" className="h-4 w-1 rounded-full bg-brand-600" />
          评论
          <span className="text-sm font-normal text-gray-600">（{count}）</span>
        </h2>
        <fieldset className="flex gap-1 text-sm">
          <legend className="sr-only">排序</legend>
          {(Object.keys(SORT_LABELS) as CommentSort[]).map((option) => {
            const className = cx(
              "rounded px-2.5 py-1",
              sort === option
                ? "bg-brand-50 font-medium text-brand-700"
                : "text-gray-600 hover:text-brand-700",
            );
            // Numbered pages keep the order in the address, so that every page link carries it.
            return isNumbered ? (
              <Link
                key={option}
                to={`?sort=${option}`}
                aria-current={sort === option ? "true" : undefined}
                className={className}
              >
                {SORT_LABELS[option]}
              </Link>
            ) : (
              <button
                key={option}
                type="button"
                aria-pressed={sort === option}
                onClick={() => setSort(option)}
                className={className}
              >
                {SORT_LABELS[option]}
              </button>
            );
          })}
        </fieldset>
      </div>

      <div className="border-b border-gray-100 px-5 py-4">
        {isComposing ? (
          <LazyCommentComposer
            target={target}
            onPosted={handlePosted}
            onCancel={() => setIsComposing(false)}
          />
        ) : (
          <button
            type="button"
            onClick={() => {
              if (requireLogin()) setIsComposing(true);
            }}
            className="block w-full rounded-md border border-gray-300 px-3 py-2.5 text-left text-sm text-gray-600 hover:border-brand-600"
          >
            {viewer ? "说说你的看法，理性发言，友善交流…" : "登录后发表评论"}
          </button>
        )}
      </div>

      {threads.length > 0 ? (
        <ul>
          {threads.map((thread) => (
            <CommentThread
              key={thread.id}
              target={target}
              thread={thread}
              replyingTo={
                replyingTo &&
                (replyingTo.id === thread.id || thread.replies.some((reply) => reply.id === replyingTo.id))
                  ? replyingTo
                  : null
              }
              onReply={handleReply}
              onLike={handleLike}
              onDelete={handleDelete}
              onPosted={handlePosted}
              onRepliesLoaded={(threadId, replies) =>
                setThreads((current) => current.map((t) => (t.id === threadId ? { ...t, replies } : t)))
              }
            />
          ))}
        </ul>
      ) : isLoading ? null : (
        <p className="px-5 py-10 text-center text-sm text-gray-600">还没有评论，来说两句吧</p>
      )}

      {isLoading ? (
        <p role="status" className="px-5 py-6 text-center text-sm text-gray-600">
          加载中…
        </p>
      ) : isNumbered ? (
        <ListPager search={search} page={page} pageSize={COMMENT_PAGE_SIZE} total={total} />
      ) : typeof paging === "object" ? (
        count > 0 ? (
          <div className="px-5 py-4 text-center">
            <Link to={paging.href} className={buttonClass({ variant: "secondary" })}>
              查看全部{count}条评论
            </Link>
          </div>
        ) : null
      ) : hasMore ? (
        <div className="px-5 py-4 text-center">
          <button
            type="button"
            onClick={() => loadPage(page + 1, sort)}
            className={buttonClass({ variant: "secondary" })}
          >
            加载更多
          </button>
        </div>
      ) : null}
    </section>
  );
}
