/**
 * The API's refusal of a form, next to it: the error catalogue's message. (An account without a phone
 * never sees one here: its 402 takes it to the bind step, `attemptWrite`.)
 */
export function FormRefusal({ refusal, id }: { refusal: { error: string } | null | undefined; id?: string }) {
  if (!refusal) return null;
  return (
    <p id={id} role="alert" className="text-sm text-brand-700">
      {refusal.error}
    </p>
  );
}
