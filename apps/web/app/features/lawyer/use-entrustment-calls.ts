import { useCallback } from "react";
import { useApi } from "../../shared/session/api-context";
import type { EntrustmentCalls } from "./entrustment-calls";

/** The entrustment writes, fetched with the API client the first time one is needed. */
export function useEntrustmentCalls(): () => Promise<EntrustmentCalls> {
  const loadApi = useApi();
  return useCallback(async () => {
    const [api, { createEntrustmentCalls }] = await Promise.all([loadApi(), import("./entrustment-calls")]);
    return createEntrustmentCalls(api);
  }, [loadApi]);
}
