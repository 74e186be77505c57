import type { ReactNode, Ref } from "react";
import { primaryButtonClass } from "./field-error";

/**
 * A form's main button on a phone: the whole width, at least 44 px high. While the form is on its
 * way it is disabled, so a second tap does not post it twice, and says what is happening.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  name,
  value,
  ref,
}: {
  /** The form is being sent (the page's navigation or fetcher is submitting it). */
  pending: boolean;
  /** What the button says meanwhile: 正在提交…, 登录中…. */
  pendingLabel: string;
  children: ReactNode;
  /** Which of a form's intents this button posts, for forms with more than one. */
  name?: string;
  value?: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="submit"
      name={name}
      value={value}
      disabled={pending}
      className={primaryButtonClass}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
