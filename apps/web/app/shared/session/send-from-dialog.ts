import { ApiPageError, ApiResultError } from "@tousu/api-client";
import { TOAST_DURATION_MS } from "@tousu/domain";
import { showToast } from "../../ui/toast";

/**
 * Sends what a dialog's form collected and answers whether it went through, toasting `successMessage`
 * (or what it says of the answer) when it did. A refusal has already been shown by the API client (docs/product/errors.md#body-codes); a page-level failure
 * (404, 5xx) is toasted here because the dialog stays open over the page.
 */
export async function sendFromDialog<T>(
  send: () => Promise<T>,
  successMessage: string | ((sent: T) => string),
): Promise<boolean> {
  try {
    const sent = await send();
    const message = typeof successMessage === "string" ? successMessage : successMessage(sent);
    showToast("success", message, TOAST_DURATION_MS.default);
    return true;
  } catch (failure) {
    if (failure instanceof ApiPageError) showToast("error", failure.message, TOAST_DURATION_MS.default);
    else if (!(failure instanceof ApiResultError)) throw failure;
    return false;
  }
}
