import { buttonClass } from "../../ui/button";

/** A user-centre form's last row: the server's refusal, announced, above the submit button. */
export function SubmitRow({
  error,
  isSending,
  label,
}: {
  error?: string | undefined;
  isSending: boolean;
  label: string;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-brand-700">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={isSending} className={buttonClass()}>
        {isSending ? "提交中…" : label}
      </button>
    </>
  );
}
