import type { QaAnswer } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { answerAnchor } from "@tousu/page-kit/qa-json-ld";
import { useState } from "react";
import { Link } from "react-router";
import { cx } from "../../ui/cx";
import { TextArea } from "../../ui/text-area";
import { UserAvatar } from "../../ui/user-avatar";
import { ReportButton } from "../report";
import { ConfirmDeleteButton, EditFormActions, postActionClass } from "./post-actions";
import { QA_EDIT_HINT } from "./qa-text-rules";
import { UnderReviewBadge } from "./under-review-badge";
import { useAnswerDraft } from "./use-answer-draft";

interface AnswerRowProps {
  answer: QaAnswer;
  /** The viewer asked the question and has accepted no answer yet. */
  canAccept: boolean;
  onLike(answer: QaAnswer): Promise<void>;
  onAccept(answer: QaAnswer): Promise<void>;
  onEdit(answer: QaAnswer, content: string): Promise<boolean>;
  onDelete(answer: QaAnswer): Promise<void>;
}

/** One answer: who wrote it (a verified lawyer marked), what they said, and what the reader may do. */
export function AnswerRow({ answer, canAccept, onLike, onAccept, onEdit, onDelete }: AnswerRowProps) {
  const [isEditing, setIsEditing] = useState(false);
  const isLive = answer.status === "published";
  return (
    <article
      id={answerAnchor(answer.id)}
      aria-label={`${answer.author.nickname}的回答`}
      className={cx("flex gap-3 px-5 py-5", answer.is_accepted && "bg-emerald-50/50")}
    >
      <UserAvatar src={answer.author.avatar} size={40} />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-medium text-gray-900">{answer.author.nickname}</span>
          {answer.author.lawyer_id !== null ? (
            <Link
              to={`/law/lawyer/${answer.author.lawyer_id}`}
              aria-label={`认证律师${answer.author.nickname}的主页`}
              className="rounded bg-sky-50 px-1.5 text-xs leading-5 text-sky-800 hover:bg-sky-100"
            >
              认证律师
            </Link>
          ) : null}
          {answer.is_accepted ? (
            <span className="rounded bg-emerald-100 px-1.5 text-xs leading-5 font-medium text-emerald-800">
              提问者采纳
            </span>
          ) : null}
          {answer.status === "under_review" ? <UnderReviewBadge /> : null}
        </p>
        {isEditing ? (
          <EditAnswerForm
            answer={answer}
            onCancel={() => setIsEditing(false)}
            onSave={async (content) => {
              if (await onEdit(answer, content)) setIsEditing(false);
            }}
          />
        ) : (
          <p className="mt-1.5 text-[15px] leading-7 wrap-anywhere whitespace-pre-line text-gray-800">
            {answer.content}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          <time dateTime={answer.created_at} className="text-gray-600">
            {formatDate(answer.created_at)}
          </time>
          <button
            type="button"
            aria-pressed={answer.liked}
            aria-label={`点赞，当前${answer.like_count}个赞`}
            disabled={!isLive}
            onClick={() => onLike(answer)}
            className={cx(postActionClass, answer.liked && "text-brand-700")}
          >
            <span aria-hidden="true">{answer.like_count > 0 ? `赞 ${answer.like_count}` : "赞"}</span>
          </button>
          {canAccept && isLive && !answer.is_mine ? (
            <button
              type="button"
              onClick={() => onAccept(answer)}
              className={cx(postActionClass, "font-medium text-emerald-800")}
            >
              采纳为最佳回答
            </button>
          ) : null}
          {answer.is_mine && answer.editable_until && !isEditing ? (
            <button type="button" onClick={() => setIsEditing(true)} className={postActionClass}>
              修改
            </button>
          ) : null}
          {answer.is_mine ? <ConfirmDeleteButton onConfirm={() => onDelete(answer)} /> : null}
          {isLive && !answer.is_mine ? (
            <ReportButton targetType="answer" targetId={answer.id} className={postActionClass} />
          ) : null}
        </div>
        {answer.status === "under_review" && answer.is_mine ? (
          <p className="mt-2 text-xs text-amber-800">这条回答正在审核，通过后其他人才能看到。</p>
        ) : null}
      </div>
    </article>
  );
}

function EditAnswerForm({
  answer,
  onSave,
  onCancel,
}: {
  answer: QaAnswer;
  onSave(content: string): Promise<void>;
  onCancel(): void;
}) {
  const draft = useAnswerDraft(answer.content);
  return (
    <form onSubmit={(event) => draft.submit(event, onSave)} noValidate className="mt-2 space-y-2">
      <TextArea label="修改回答" hint={QA_EDIT_HINT} rows={4} autoFocus {...draft.fieldProps} />
      <EditFormActions onCancel={onCancel} isSending={draft.isSending} />
    </form>
  );
}
