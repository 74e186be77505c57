import type { QaQuestionDetail } from "@tousu/contracts";
import { formatDate } from "@tousu/domain";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ReportButton } from "../report";
import { ConfirmDeleteButton, EditFormActions, postActionClass } from "./post-actions";
import { QA_EDIT_HINT } from "./qa-text-rules";
import { QuestionFields, useQuestionDraft } from "./question-fields";
import { UnderReviewBadge } from "./under-review-badge";

interface QuestionViewProps {
  question: QaQuestionDetail;
  onEdit(body: { title: string; content: string }): Promise<boolean>;
  onDelete(): Promise<void>;
}

/** The question itself: where it sits, its title and text, who asked when, and its author's tools. */
export function QuestionView({ question, onEdit, onDelete }: QuestionViewProps) {
  const [isEditing, setIsEditing] = useState(false);
  const isLive = question.status === "published";
  return (
    <div className="px-5 py-6 sm:px-8">
      <nav aria-label="位置" className="text-sm text-gray-600">
        <Link to="/qa" className="hover:text-brand-700">
          问答
        </Link>
        {question.category ? (
          <>
            <span aria-hidden="true"> › </span>
            <Link to={`/qa/list/${question.category.id}`} className="hover:text-brand-700">
              {question.category.name}
            </Link>
          </>
        ) : null}
      </nav>
      {question.status === "under_review" ? (
        <p role="status" className="mt-4 rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {question.is_mine
            ? "你的问题正在审核，审核通过后其他人才能看到和回答。"
            : "该问题正在审核，尚未公开：只有提问者和审核人员能看到。"}
        </p>
      ) : null}
      {isEditing ? (
        <EditQuestionForm
          question={question}
          onCancel={() => setIsEditing(false)}
          onSave={async (body) => {
            if (await onEdit(body)) setIsEditing(false);
          }}
        />
      ) : (
        <>
          <h1 className="mt-3 flex flex-wrap items-center gap-2 text-2xl leading-9 font-semibold text-gray-900">
            {question.title}
            {question.status === "under_review" ? <UnderReviewBadge /> : null}
          </h1>
          <p className="mt-3 text-[15px] leading-7 wrap-anywhere whitespace-pre-line text-gray-800">
            {question.content}
          </p>
        </>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-600">
        <span>提问者：{question.asker.nickname}</span>
        <time dateTime={question.created_at}>{formatDate(question.created_at)}</time>
        {question.brand ? <span>相关品牌：{question.brand.name}</span> : null}
        <span className="flex flex-wrap items-center gap-x-2 text-xs">
          {question.is_mine && question.editable_until && !isEditing ? (
            <button type="button" onClick={() => setIsEditing(true)} className={postActionClass}>
              修改
            </button>
          ) : null}
          {question.is_mine ? <ConfirmDeleteButton onConfirm={onDelete} /> : null}
          {isLive && !question.is_mine ? (
            <ReportButton targetType="question" targetId={question.id} className={postActionClass} />
          ) : null}
        </span>
      </div>
    </div>
  );
}

type Errors = Partial<Record<"title" | "content", string>>;

function EditQuestionForm({
  question,
  onSave,
  onCancel,
}: {
  question: QaQuestionDetail;
  onSave(body: { title: string; content: string }): Promise<void>;
  onCancel(): void;
}) {
  const draft = useQuestionDraft(question);
  const [errors, setErrors] = useState<Errors>({});
  const [isSending, setIsSending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = draft.check();
    setErrors(found);
    if (found.title || found.content) return;
    setIsSending(true);
    try {
      await onSave(draft.trimmed());
    } finally {
      setIsSending(false);
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-label="修改问题" className="mt-4 space-y-4">
      <p className="text-sm text-gray-600">{QA_EDIT_HINT}</p>
      <QuestionFields {...draft.fieldProps} errors={errors} />
      <EditFormActions onCancel={onCancel} isSending={isSending} />
    </form>
  );
}
