import { TextArea } from "../../ui/text-area";
import { TextField } from "../../ui/text-field";
import { QA_QUESTION_BODY_RULE } from "./qa-text-rules";

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
