import type { CommentItem, TopLevelComment } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";

/** What a list shows of a comment (loader data goes into the page, so only this). */
export interface CommentData {
  id: number;
  author: string | null;
  replyTo: string | null;
  content: string;
  isDeleted: boolean;
  isPending: boolean;
  likeCount: number;
  createdAt: string;
}

export interface CommentThreadData extends CommentData {
  replyCount: number;
  replies: CommentData[];
}

function toCommentData(comment: CommentItem): CommentData {
  return {
    id: comment.id,
    author: comment.author?.nickname ?? null,
    replyTo: comment.reply_to?.nickname ?? null,
    content: comment.content,
    isDeleted: comment.is_deleted,
    isPending: comment.status === "pending",
    likeCount: comment.like_count,
    createdAt: formatDateTime(comment.created_at),
  };
}

export function toCommentThreadData(comment: TopLevelComment): CommentThreadData {
  return {
    ...toCommentData(comment),
    replyCount: comment.reply_count,
    replies: comment.replies.map(toCommentData),
  };
}

function CommentBody({ comment, isReply }: { comment: CommentData; isReply: boolean }) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <span className="font-medium text-gray-900">{comment.author ?? "已删除"}</span>
        {isReply && comment.replyTo ? (
          <span className="text-gray-600">
            回复 <span className="text-gray-800">{comment.replyTo}</span>
          </span>
        ) : null}
        {comment.isPending ? (
          <span className="rounded bg-amber-50 px-1.5 text-xs leading-5 text-amber-800">审核中</span>
        ) : null}
      </p>
      <p
        className={`mt-1 whitespace-pre-line break-words text-[15px] leading-relaxed ${
          comment.isDeleted ? "text-gray-600 italic" : "text-gray-800"
        }`}
      >
        {comment.content}
      </p>
      <p className="mt-1 flex gap-3 text-xs text-gray-600">
        <time>{comment.createdAt}</time>
        {comment.likeCount > 0 ? <span>{comment.likeCount} 赞</span> : null}
      </p>
    </>
  );
}

/** A comment with the replies the list brings along (the first few) and how many there are in all. */
export function CommentThread({ comment }: { comment: CommentThreadData }) {
  const moreReplies = comment.replyCount - comment.replies.length;
  return (
    <article className="bg-white px-4 py-3">
      <CommentBody comment={comment} isReply={false} />
      {comment.replies.length > 0 ? (
        <ul className="mt-2 space-y-2 rounded-lg bg-gray-50 px-3 py-2">
          {comment.replies.map((reply) => (
            <li key={reply.id}>
              <CommentBody comment={reply} isReply />
            </li>
          ))}
          {moreReplies > 0 ? <li className="text-xs text-gray-600">还有 {moreReplies} 条回复</li> : null}
        </ul>
      ) : null}
    </article>
  );
}
