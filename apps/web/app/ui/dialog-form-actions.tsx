import { buttonClass } from "./button";

/** The 取消 / submit pair at the foot of a form in a dialog or a box that opens in place; the submit button says when it is busy. */
export function DialogFormActions({
  onCancel,
  isSending,
  submitLabel,
}: {
  onCancel(): void;
  isSending: boolean;
  submitLabel: string;
}) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" onClick={onCancel} className={buttonClass({ variant: "ghost" })}>
        取消
      </button>
      <button type="submit" disabled={isSending} className={buttonClass()}>
        {isSending ? "提交中…" : submitLabel}
      </button>
    </div>
  );
}
