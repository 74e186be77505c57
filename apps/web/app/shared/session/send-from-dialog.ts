import { ApiPageError, ApiResultError } from "@tousu/api-client";
import { TOAST_DURATION_MS } from "@tousu/domain";
import { showToast } from "../../ui/toast";

/**
 * Sends what a dialog's form collected and answers whether it went through, toasting `successMessage`
 * when it did. A refusal has already been shown by the API client (docs/product/errors.md#body-codes); a page-level failure
 * (404, 5xx) is toasted here because the dialog stays open over the page.
 */
export async function sendFromDialog(send: () => Promise<unknown>, successMessage: string): Promise<boolean> {
  try {
    await send();
    showToast("success", successMessage, TOAST_DURATION_MS.default);
    return true;
  } catch (failure) {
    if (failure instanceof ApiPageError) showToast("error", failure.message, TOAST_DURATION_MS.default);
    else if (!(failure instanceof ApiResultError)) throw failure;
    return false;
  }
}
