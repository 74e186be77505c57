import type { QaAnswer } from "@tousu/contracts";
import { TOAST_DURATION_MS } from "@tousu/domain";
import { useAppStore } from "../../lib/app-store";
import { useViewer } from "../../shared/session/viewer";
import { buttonClass } from "../../ui/button";
import { TextArea } from "../../ui/text-area";
import { showToast } from "../../ui/toast";
import { useAnswerDraft } from "./use-answer-draft";
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
  const draft = useAnswerDraft("");

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

  async function post(content: string) {
    const calls = await loadCalls();
    const posted = await calls.answer(questionId, content);
    if (!posted) return;
    draft.setContent("");
    showToast(
      "success",
      posted.status === "published" ? "回答已发布" : "回答已提交，审核通过后公开",
      TOAST_DURATION_MS.default,
    );
    await onPosted(posted);
  }

  return (
    <form onSubmit={(event) => draft.submit(event, post)} noValidate className="space-y-3">
      <TextArea
        label="我来回答"
        rows={5}
        placeholder="分享你的经验或法律依据，理性发言，友善交流"
        {...draft.fieldProps}
      />
      <div className="flex justify-end">
        <button type="submit" disabled={draft.isSending} className={buttonClass()}>
          {draft.isSending ? "提交中…" : "提交回答"}
        </button>
      </div>
    </form>
  );
}
