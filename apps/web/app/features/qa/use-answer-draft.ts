import { type FormEvent, useState } from "react";
import { lengthError, QA_ANSWER_RULE } from "./qa-text-rules";

/**
 * The text of an answer being written or edited: `submit` checks its length the server's way and
 * hands the trimmed text to `save`, with `isSending` on meanwhile. `fieldProps` go to its TextArea.
 */
export function useAnswerDraft(initialContent: string) {
  const [content, setContent] = useState(initialContent);
  const [error, setError] = useState<string>();
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent, save: (content: string) => Promise<void>) {
    event.preventDefault();
    const found = lengthError(content, QA_ANSWER_RULE);
    setError(found);
    if (found) return;
    setIsSending(true);
    try {
      await save(content.trim());
    } finally {
      setIsSending(false);
    }
  }

  const fieldProps = { value: content, onValueChange: setContent, limit: QA_ANSWER_RULE.max, error };
  return { setContent, isSending, submit, fieldProps };
}
