import type { ApiClient, ApiResult } from "@tousu/api-client";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { useApi } from "../../shared/session/api-context";
import { sendLifecycleStep } from "./send-lifecycle-step";

/**
 * Runs one of the owner's calls (complete, appeal, rate …). Callers send quietly: the server's refusal
 * becomes the error shown in the dialog, and success reloads the page's data so the status, timeline
 * and actions follow.
 */
export function useComplaintCall() {
  const loadApi = useApi();
  const revalidator = useRevalidator();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string>();

  /**
   * `onAccepted` runs as soon as the server accepts, before the page's data is read again: a sent
   * message leaves its box at once, not seconds later on a slow connection.
   */
  async function run(
    send: (api: ApiClient) => Promise<ApiResult<unknown>>,
    onAccepted?: () => void,
  ): Promise<boolean> {
    setError(undefined);
    setIsPending(true);
    const refusal = await sendLifecycleStep(loadApi, send);
    if (refusal === null) {
      onAccepted?.();
      await revalidator.revalidate();
    }
    setIsPending(false);
    setError(refusal ?? undefined);
    return refusal === null;
  }

  return { run, isPending, error, setError };
}
