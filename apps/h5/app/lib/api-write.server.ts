import { ApiResultError } from "@tousu/api-client";
import { ResultCode } from "@tousu/domain";
import { requireLogin, throwBindStepOn, toLogin } from "./session.server";

/** A write the API refused: its message (the error catalogue's Chinese text) for the form to show. */
export interface WriteRefusal {
  error: string;
  /** What the refusal carried besides (e.g. `captcha_required`). */
  data: unknown;
}

/**
 * Runs a write of a route action through the visitor's server-side API client. A visitor without a
 * login is sent to the login page before anything they sent is looked at (unless the write takes
 * visitors too, `isLoginOptional`), and so is an expired login
 * (401, its token dropped); an account without a phone (402) goes to the bind step; all come back to
 * this page. A refusal the catalogue returns to the caller (400, 403, over a limit) comes back as its
 * message; a missing page (404) or a server failure is thrown on for the route's error page.
 */
export async function attemptWrite<T>(
  request: Request,
  write: () => Promise<T>,
  { isLoginOptional = false } = {},
): Promise<{ done: T; refusal: null } | { done: null; refusal: WriteRefusal }> {
  if (!isLoginOptional) requireLogin(request);
  try {
    return { done: await write(), refusal: null };
  } catch (error) {
    if (!(error instanceof ApiResultError)) throw error;
    if (error.code === ResultCode.Unauthorized) throw toLogin(request, { dropToken: true });
    throwBindStepOn(request, error.result);
    return { done: null, refusal: { error: error.message, data: error.result.data } };
  }
}
