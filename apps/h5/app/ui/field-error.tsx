/** A field's problem in words, read out as it appears (the input names it in aria-describedby). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-brand-700">
      {message}
    </p>
  );
}

/**
 * The look of an input on a phone: at least 44 px high (a textarea grows past it), 16 px text (iOS
 * zooms into anything smaller).
 */
export const inputClass =
  "block min-h-11 w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/20 aria-[invalid=true]:border-brand-600";

export const primaryButtonClass =
  "flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-4 text-base font-medium text-white active:bg-brand-700 disabled:opacity-60";

export const secondaryButtonClass =
  "inline-flex min-h-11 shrink-0 items-center justify-center rounded-full border border-gray-300 bg-white px-4 text-sm text-gray-800 active:bg-gray-50 disabled:text-gray-500";
