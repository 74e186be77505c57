import { useCallback } from "react";
import { useApi } from "../../shared/session/api-context";
import type { QaCalls } from "./qa-calls";

/** The Q&A writes, fetched with the API client the first time one is needed. */
export function useQaCalls(): () => Promise<QaCalls> {
  const loadApi = useApi();
  return useCallback(async () => {
    const [api, { createQaCalls }] = await Promise.all([loadApi(), import("./qa-calls")]);
    return createQaCalls(api);
  }, [loadApi]);
}
