import { buttonClass } from "../../ui/button";

/** The end of an owner's dialog: the server's refusal, if any, above the one full-width submit button. */
export function SubmitFooter({
  label,
  error,
  isPending,
  onSubmit,
}: {
  label: string;
  error: string | undefined;
  isPending: boolean;
  onSubmit(): void;
}) {
  return (
    <div className="space-y-3">
      {error ? (
        <p role="alert" className="text-sm text-brand-700">
          {error}
        </p>
      ) : null}
      <button type="button" onClick={onSubmit} disabled={isPending} className={`${buttonClass()} w-full`}>
        {isPending ? "提交中…" : label}
      </button>
    </div>
  );
}
