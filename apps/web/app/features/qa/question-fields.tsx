import { useState } from "react";
import { TextArea } from "../../ui/text-area";
import { TextField } from "../../ui/text-field";
import { lengthError, QA_QUESTION_BODY_RULE, QA_TITLE_RULE } from "./qa-text-rules";

/**
 * A question's title and description as they are being written: `check` answers their length errors
 * (the server's rule), `trimmed` what is sent, `fieldProps` go to QuestionFields.
 */
export function useQuestionDraft(initial: { title: string; content: string }) {
  const [title, setTitle] = useState(initial.title);
  const [content, setContent] = useState(initial.content);
  return {
    check: () => ({
      title: lengthError(title, QA_TITLE_RULE),
      content: lengthError(content, QA_QUESTION_BODY_RULE),
    }),
    trimmed: () => ({ title: title.trim(), content: content.trim() }),
    fieldProps: { title, onTitleChange: setTitle, content, onContentChange: setContent },
  };
}

interface QuestionFieldsProps {
  title: string;
  onTitleChange(title: string): void;
  content: string;
  onContentChange(content: string): void;
  errors: { title?: string; content?: string };
  titleHint?: string;
  contentPlaceholder?: string;
}

/** A question's title and description, as asked and as edited. */
export function QuestionFields({
  title,
  onTitleChange,
  content,
  onContentChange,
  errors,
  titleHint,
  contentPlaceholder,
}: QuestionFieldsProps) {
  return (
    <>
      <TextField
        label="问题标题"
        isRequired
        hint={titleHint}
        value={title}
        onValueChange={onTitleChange}
        error={errors.title}
        autoFocus
      />
      <TextArea
        label="问题描述"
        isRequired
        value={content}
        onValueChange={onContentChange}
        limit={QA_QUESTION_BODY_RULE.max}
        rows={5}
        error={errors.content}
        placeholder={contentPlaceholder}
      />
    </>
  );
}
