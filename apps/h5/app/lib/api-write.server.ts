import { ApiResultError } from "@tousu/api-client";
import { ResultCode } from "@tousu/domain";
import { requireLogin, toBind, toLogin } from "./session.server";

/** A write the API refused: its message (the error catalogue's Chinese text) for the form to show. */
export interface WriteRefusal {
  error: string;
  /** The account has no phone yet (code 402): the form offers the bind step. */
  needsPhone: boolean;
}

/**
 * Runs a write of a route action through the visitor's server-side API client. A visitor without a
 * login is sent to the login page before anything they sent is looked at, and so is an expired login
 * (401, its token dropped); an account without a phone (402) goes to the bind page; all come back to
 * this page. A refusal the catalogue returns to the caller (400, 403, over a limit) comes back as its
 * message; a missing page (404) or a server failure is thrown on for the route's error page.
 */
export async function attemptWrite<T>(
  request: Request,
  write: () => Promise<T>,
): Promise<{ done: T; refusal: null } | { done: null; refusal: WriteRefusal }> {
  requireLogin(request);
  try {
    return { done: await write(), refusal: null };
  } catch (error) {
    if (!(error instanceof ApiResultError)) throw error;
    if (error.code === ResultCode.Unauthorized) throw toLogin(request, { dropToken: true });
    if (error.code === ResultCode.BindMobile) {
      const toBindPage = toBind(request, error.result.data);
      if (toBindPage) throw toBindPage;
    }
    return {
      done: null,
      refusal: { error: error.message, needsPhone: error.code === ResultCode.BindMobile },
    };
  }
}
