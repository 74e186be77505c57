import { ApiPageError, ApiResultError } from "@tousu/api-client";
import { TOAST_DURATION_MS } from "@tousu/domain";
import { showToast } from "../../ui/toast";

/**
 * Runs a call made from a button or a form on the page and answers null when the server refused: the
 * API client has already shown its message for 400/401/402/403 and a 500 (docs/product/errors.md#body-codes);
 * a 404 (the post is gone) would raise the 404 page over the one being read, so it becomes a toast.
 */
export async function attemptCall<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiPageError) {
      if (error.status === 404) showToast("error", error.message, TOAST_DURATION_MS.default);
      return null;
    }
    if (error instanceof ApiResultError) return null;
    throw error;
  }
}
