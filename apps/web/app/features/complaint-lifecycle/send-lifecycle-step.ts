import { type ApiClient, ApiPageError, type ApiResult } from "@tousu/api-client";
import type { LoadApi } from "../../shared/session/api-context";

/**
 * Sends a consumer step of the lifecycle and answers the refusal to show beside the form (null when it
 * went through). Callers send quietly: the form says what went wrong where the user is looking.
 */
export async function sendLifecycleStep(
  loadApi: LoadApi,
  send: (api: ApiClient) => Promise<ApiResult<unknown>>,
): Promise<string | null> {
  try {
    const result = await send(await loadApi());
    return result.ok ? null : result.msg;
  } catch (error) {
    return error instanceof ApiPageError && error.cause === undefined
      ? error.message
      : "网络异常，请稍后重试";
  }
}
