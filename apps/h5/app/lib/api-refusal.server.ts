import { ApiPageError, ApiResultError } from "@tousu/api-client";

/** The API's refusal as the page shows it (the error catalogue's message); anything else is thrown on. */
export function refusalMessage(error: unknown): string {
  if (error instanceof ApiResultError || error instanceof ApiPageError) return error.message;
  throw error;
}
