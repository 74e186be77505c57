import { type ReactNode, useId } from "react";
import { cx } from "./cx";

/** What a field hands its control so the label, hint and error are tied to it. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

export interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  isRequired?: boolean;
  /** Extra text beside the label's line, right-aligned (a counter). */
  aside?: ReactNode;
  /** Ids of further descriptions the control should point at. */
  describedBy?: string;
  className?: string;
  children(control: FieldControlProps): ReactNode;
}

/**
 * A labelled form row: the visible label is the control's accessible name, the hint and the error
 * beside it are its description, and the required marker is shown and announced.
 */
export function Field({
  label,
  hint,
  error,
  isRequired,
  aside,
  describedBy,
  className,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-medium text-gray-800">
          {isRequired ? <RequiredMark /> : null}
          {label}
        </label>
        {aside}
      </div>
      {children({
        id,
        "aria-describedby": cx(hintId, describedBy, errorId) || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-required": isRequired ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs leading-5 text-gray-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * The red asterisk of a required field. Controls say "required" through aria-required; a group or a
 * file input cannot, so they pass `isAnnounced` to have it read out.
 */
export function RequiredMark({ isAnnounced = false }: { isAnnounced?: boolean }) {
  return (
    <>
      <span aria-hidden="true" className="mr-0.5 text-brand-600">
        *
      </span>
      {isAnnounced ? <span className="sr-only">（必填）</span> : null}
    </>
  );
}

/** The error line under a field or group; announced when it appears. */
export function FieldError({ id, message }: { id: string | undefined; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-brand-700">
      {message}
    </p>
  );
}

/** The look of text-like controls, with the invalid state drawn in the brand red. */
export function controlClass(isInvalid: boolean): string {
  return cx(
    "w-full rounded-md border bg-white px-3.5 text-base text-gray-900 placeholder:text-gray-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-0",
    isInvalid
      ? "border-brand-600 focus-visible:ring-brand-200"
      : "border-gray-300 hover:border-gray-400 focus-visible:border-brand-600 focus-visible:ring-brand-100",
  );
}
