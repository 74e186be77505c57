import { buttonClass } from "./button";

/** A form's last row: the server's refusal or a failure, announced, above the submit button. */
export function SubmitRow({
  error,
  isSending,
  label,
  sendingLabel = "提交中…",
  size,
}: {
  error?: string | undefined;
  isSending: boolean;
  label: string;
  sendingLabel?: string;
  size?: "lg";
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-brand-700">
          {error}
        </p>
      ) : null}
      <button type="submit" disabled={isSending} className={buttonClass(size ? { size } : {})}>
        {isSending ? sendingLabel : label}
      </button>
    </>
  );
}
