import { type ApiClient, ApiResultError } from "@tousu/api-client";
import { getUser } from "@tousu/contracts";
import { ResultCode } from "@tousu/domain";
import type { AppLoadContext } from "react-router";
import { createServerApi } from "../../lib/api.server";
import { loadOrThrow } from "../../lib/route-error.server";
import { readTokenCookie } from "../../lib/token-cookie";

type LoaderArgs = { request: Request; context: AppLoadContext };

/** The API client of the request's lawyer session, or null: a visitor, or a member logged in without the lawyer login. */
export async function lawyerSessionApi({ request, context }: LoaderArgs): Promise<ApiClient | null> {
  if (readTokenCookie(request.headers.get("cookie")) === null) return null;
  const api = createServerApi(request, context);
  const isLawyerSession = await loadOrThrow(() =>
    api.call(getUser).then(
      (member) => member.is_lawyer,
      (error: unknown) => {
        if (error instanceof ApiResultError && error.code === ResultCode.Unauthorized) return false;
        throw error;
      },
    ),
  );
  return isLawyerSession ? api : null;
}

/**
 * A lawyer's working page (inbox, cases): its API calls made in the lawyer's session, or null
 * without one, so that the page offers the lawyer login in place of an error page. In a lawyer's
 * session a refusal (another lawyer's case) is the error page as anywhere else.
 */
export async function loadLawyerPage<T>(
  args: LoaderArgs,
  load: (api: ApiClient) => Promise<T>,
): Promise<T | null> {
  const api = await lawyerSessionApi(args);
  return api ? loadOrThrow(() => load(api)) : null;
}
