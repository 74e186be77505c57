import type { QaAnswer } from "@tousu/contracts";
import { TOAST_DURATION_MS } from "@tousu/domain";
import { type FormEvent, useState } from "react";
import { useAppStore } from "../../lib/app-store";
import { useViewer } from "../../shared/session/viewer";
import { buttonClass } from "../../ui/button";
import { TextArea } from "../../ui/text-area";
import { showToast } from "../../ui/toast";
import { lengthError, QA_ANSWER_RULE } from "./qa-text-rules";
import { useQaCalls } from "./use-qa-calls";

/**
 * The box under the answers. A visitor gets a button that opens the login dialog; an account
 * without a phone gets the bind-mobile dialog from the server's 402.
 */
export function AnswerComposer({
  questionId,
  onPosted,
}: {
  questionId: number;
  onPosted(answer: QaAnswer): Promise<void>;
}) {
  const viewer = useViewer();
  const openLogin = useAppStore((state) => state.openLogin);
  const loadCalls = useQaCalls();
  const [content, setContent] = useState("");
  const [error, setError] = useState<string>();
  const [isSending, setIsSending] = useState(false);

  if (!viewer) {
    return (
      <button
        type="button"
        onClick={() => openLogin("login")}
        className="block w-full rounded-md border border-gray-300 px-3 py-2.5 text-left text-sm text-gray-600 hover:border-brand-600"
      >
        登录后回答这个问题
      </button>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = lengthError(content, QA_ANSWER_RULE);
    setError(found);
    if (found) return;
    setIsSending(true);
    try {
      const calls = await loadCalls();
      const posted = await calls.answer(questionId, content.trim());
      if (!posted) return;
      setContent("");
      showToast(
        "success",
        posted.status === "published" ? "回答已发布" : "回答已提交，审核通过后公开",
        TOAST_DURATION_MS.default,
      );
      await onPosted(posted);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextArea
        label="我来回答"
        value={content}
        onValueChange={setContent}
        limit={QA_ANSWER_RULE.max}
        rows={5}
        error={error}
        placeholder="分享你的经验或法律依据，理性发言，友善交流"
      />
      <div className="flex justify-end">
        <button type="submit" disabled={isSending} className={buttonClass()}>
          {isSending ? "提交中…" : "提交回答"}
        </button>
      </div>
    </form>
  );
}
