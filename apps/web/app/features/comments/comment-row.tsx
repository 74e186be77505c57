import type { CommentItem } from "@tousu/contracts";
import { formatDateTime } from "@tousu/domain";
import { useState } from "react";
import { cx } from "../../ui/cx";
import { ThumbIcon } from "../../ui/icons";
import { UserAvatar } from "../../ui/user-avatar";
import { ReportButton } from "../report";

interface CommentRowProps {
  comment: CommentItem;
  isReply?: boolean;
  onLike(comment: CommentItem): void;
  onReply(comment: CommentItem): void;
  onDelete(comment: CommentItem): Promise<void>;
}

const actionClass =
  "inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-gray-600 hover:bg-gray-100 hover:text-brand-700 disabled:cursor-default disabled:hover:bg-transparent";

/** One comment: who wrote it, what they said, and what the reader may do with it. */
export function CommentRow({ comment, isReply = false, onLike, onReply, onDelete }: CommentRowProps) {
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const isLive = comment.status === "published" && !comment.is_deleted;
  const avatarSize = isReply ? 28 : 40;
  return (
    <article className="flex gap-3">
      {comment.author ? (
        <UserAvatar src={comment.author.avatar} size={avatarSize} />
      ) : (
        <span
          aria-hidden="true"
          className="shrink-0 rounded-full bg-gray-100"
          style={{ width: avatarSize, height: avatarSize }}
        />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          {comment.author ? (
            <span className="font-medium text-gray-900">{comment.author.nickname}</span>
          ) : null}
          {comment.reply_to && isReply ? (
            <span className="text-gray-600">
              回复 <span className="text-gray-800">{comment.reply_to.nickname}</span>
            </span>
          ) : null}
          {comment.status === "pending" ? (
            <span className="rounded bg-amber-50 px-1.5 text-xs leading-5 text-amber-800">审核中</span>
          ) : null}
        </p>
        <p
          className={cx(
            "mt-1 text-[15px] leading-7 wrap-anywhere whitespace-pre-line",
            comment.is_deleted ? "text-gray-500 italic" : "text-gray-800",
          )}
        >
          {comment.content}
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <time dateTime={comment.created_at} className="text-gray-600">
            {formatDateTime(comment.created_at)}
          </time>
          {comment.is_deleted ? null : (
            <button
              type="button"
              aria-pressed={comment.liked}
              aria-label={`点赞，当前${comment.like_count}个赞`}
              disabled={!isLive}
              onClick={() => {
                if (!comment.liked) onLike(comment);
              }}
              className={cx(actionClass, comment.liked && "text-brand-700")}
            >
              <ThumbIcon isFilled={comment.liked} className="size-3.5" />
              <span aria-hidden="true">{comment.like_count > 0 ? comment.like_count : "赞"}</span>
            </button>
          )}
          {isLive ? (
            <button type="button" onClick={() => onReply(comment)} className={actionClass}>
              回复
            </button>
          ) : null}
          {comment.is_mine && !comment.is_deleted ? (
            isConfirmingDelete ? (
              <span className="inline-flex items-center gap-1 text-gray-700">
                确定删除？
                <button
                  type="button"
                  onClick={async () => {
                    await onDelete(comment);
                    setIsConfirmingDelete(false);
                  }}
                  className={cx(actionClass, "text-brand-700")}
                >
                  删除
                </button>
                <button type="button" onClick={() => setIsConfirmingDelete(false)} className={actionClass}>
                  取消
                </button>
              </span>
            ) : (
              <button type="button" onClick={() => setIsConfirmingDelete(true)} className={actionClass}>
                删除
              </button>
            )
          ) : null}
          {isLive && !comment.is_mine ? (
            <ReportButton targetType="comment" targetId={comment.id} className={actionClass} />
          ) : null}
        </div>
      </div>
    </article>
  );
}
