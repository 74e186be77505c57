import { ApiPageError, ApiResultError } from "@tousu/api-client";

export const NETWORK_ERROR_MESSAGE = "网络异常，请稍后重试";

/**
 * What to tell the user about a failed API call that the API client's hooks (docs/product/errors.md#network-failures-and-timeouts) have not already announced:
 * a network failure raises no toast, so it is said here; an API answer (`ApiResultError`) and a page
 * error the client raised itself (`ApiPageError` without a cause, such as a failed download of the
 * client's code, which the next click tries again) have been shown already, or need no words.
 */
export function unannouncedFailure(error: unknown): string | undefined {
  if (error instanceof ApiResultError) return undefined;
  if (error instanceof ApiPageError && error.cause === undefined) return undefined;
  return NETWORK_ERROR_MESSAGE;
}

/**
 * What to tell the user, in the form itself, about a failed quiet call (one made with `quiet: true`,
 * whose failures the client announces nowhere): the page error's own words, or the network failure.
 */
export function quietCallFailure(error: unknown): string {
  return unannouncedFailure(error) ?? (error instanceof Error ? error.message : NETWORK_ERROR_MESSAGE);
}
