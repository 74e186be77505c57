/**
 * What the submit call answers (docs/product/api.md#complaint-submission): a body code and, on success, the
 * new complaint.
 */
export interface SubmitResult {
  code: number;
  data?: { id: number } | null;
}

interface DraftSubmitter {
  isSubmitting: boolean;
  setSubmitting(isSubmitting: boolean): void;
  clear(): void;
}

export function acceleratePath(id: number): string {
  return `/complaint/accelerate/${id}`;
}

/**
 * The submit flow of docs/product/entities.md#complaint-draft. The submit status is on while the call runs; code 200 with data clears the draft
 * and answers the accelerate page's path to go to; a non-200 code (null) or a thrown failure turns the
 * status off and leaves every field as the user typed it. A second click while one is running is ignored.
 */
export async function submitDraft(
  draft: () => DraftSubmitter,
  send: () => Promise<SubmitResult>,
): Promise<string | null> {
  if (draft().isSubmitting) return null;
  draft().setSubmitting(true);
  let result: SubmitResult;
  try {
    result = await send();
  } catch (error) {
    draft().setSubmitting(false);
    throw error;
  }
  if (result.code === 200 && result.data) {
    draft().clear();
    return acceleratePath(result.data.id);
  }
  draft().setSubmitting(false);
  return null;
}
