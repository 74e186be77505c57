import type { CommentItem, TopLevelComment } from "@tousu/contracts";
import { useState } from "react";
import { CommentRow } from "./comment-row";
import type { CommentTarget } from "./comment-target";
import { LazyCommentComposer } from "./lazy-comment-composer";
import { useCommentApi } from "./use-comment-api";

const REPLY_PAGE_SIZE = 20;

interface CommentThreadProps {
  target: CommentTarget;
  thread: TopLevelComment;
  /** Who the open reply box answers in this thread, if any. */
  replyingTo: CommentItem | null;
  onReply(comment: CommentItem | null): void;
  onLike(comment: CommentItem): void;
  onDelete(comment: CommentItem): Promise<void>;
  onPosted(comment: CommentItem): void;
  /** Replaces the thread's replies with the complete list once they are loaded. */
  onRepliesLoaded(threadId: number, replies: CommentItem[]): void;
}

/** A top-level comment, its replies (the first three, then all on request) and the inline reply box. */
export function CommentThread({
  target,
  thread,
  replyingTo,
  onReply,
  onLike,
  onDelete,
  onPosted,
  onRepliesLoaded,
}: CommentThreadProps) {
  const loadCommentApi = useCommentApi();
  const [isLoadingReplies, setIsLoadingReplies] = useState(false);
  const hiddenReplies =
    thread.reply_count - thread.replies.filter((reply) => reply.status === "published").length;

  async function loadAllReplies() {
    setIsLoadingReplies(true);
    try {
      const api = await loadCommentApi();
      const replies: CommentItem[] = [];
      for (let page = 1; ; page++) {
        const result = await api.replies(thread.id, { page, page_size: REPLY_PAGE_SIZE });
        if (!result) return;
        replies.push(...result.list);
        if (replies.length >= result.total || result.list.length === 0) break;
      }
      onRepliesLoaded(thread.id, replies);
    } finally {
      setIsLoadingReplies(false);
    }
  }

  const rowActions = { onLike, onReply, onDelete };
  return (
    <li className="border-b border-gray-100 px-5 py-4 last:border-b-0">
      <CommentRow comment={thread} {...rowActions} />
      {thread.replies.length > 0 || hiddenReplies > 0 || replyingTo ? (
        <div className="mt-3 ml-[52px] space-y-3 rounded-md bg-gray-50 px-4 py-3">
          {thread.replies.length > 0 ? (
            <ul className="space-y-3">
              {thread.replies.map((reply) => (
                <li key={reply.id}>
                  <CommentRow comment={reply} isReply {...rowActions} />
                </li>
              ))}
            </ul>
          ) : null}
          {hiddenReplies > 0 ? (
            <button
              type="button"
              onClick={loadAllReplies}
              disabled={isLoadingReplies}
              className="text-sm text-brand-700 hover:underline disabled:text-gray-500"
            >
              {isLoadingReplies ? "加载中…" : `查看全部${thread.reply_count}条回复`}
            </button>
          ) : null}
          {replyingTo?.author ? (
            <LazyCommentComposer
              target={target}
              replyTo={{ id: replyingTo.id, nickname: replyingTo.author.nickname }}
              onPosted={onPosted}
              onCancel={() => onReply(null)}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
