import { useState } from "react";
import { buttonClass } from "../../ui/button";
import { cx } from "../../ui/cx";

/** The look of the small text buttons under a question or an answer. */
export const postActionClass =
  "inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-gray-600 hover:bg-gray-100 hover:text-brand-700 disabled:cursor-default disabled:hover:bg-transparent";

/** 删除 that asks 确定删除？ first, in place. */
export function ConfirmDeleteButton({ onConfirm }: { onConfirm(): Promise<void> }) {
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);
  if (!isConfirming) {
    return (
      <button type="button" onClick={() => setIsConfirming(true)} className={postActionClass}>
        删除
      </button>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-gray-700">
      确定删除？
      <button
        type="button"
        disabled={isSending}
        onClick={async () => {
          setIsSending(true);
          try {
            await onConfirm();
          } finally {
            setIsSending(false);
            setIsConfirming(false);
          }
        }}
        className={cx(postActionClass, "text-brand-700")}
      >
        删除
      </button>
      <button type="button" onClick={() => setIsConfirming(false)} className={postActionClass}>
        取消
      </button>
    </span>
  );
}

/** 取消 / 保存修改 under the form that edits a question or an answer in place. */
export function EditFormActions({ onCancel, isSending }: { onCancel(): void; isSending: boolean }) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" onClick={onCancel} className={buttonClass({ variant: "ghost", size: "sm" })}>
        取消
      </button>
      <button type="submit" disabled={isSending} className={buttonClass({ size: "sm" })}>
        {isSending ? "保存中…" : "保存修改"}
      </button>
    </div>
  );
}
