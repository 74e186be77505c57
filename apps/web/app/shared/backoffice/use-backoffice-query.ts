import type { ApiClient } from "@tousu/api-client";
import { useCallback, useEffect, useRef, useState } from "react";
import { useApi } from "../session/api-context";

interface BackofficeQuery<T> {
  data: T | undefined;
  isLoading: boolean;
  reload(): void;
}

/**
 * Loads back-office data in the browser (the company portal and the console render only there). `key` names what is loaded: the
 * data reloads when it changes, and an answer for an older key is dropped. Failures have already been
 * announced by the API client (docs/product/errors.md#body-codes), so the previous data simply stays.
 */
export function useBackofficeQuery<T>(
  key: string,
  load: (api: ApiClient, signal: AbortSignal) => Promise<T>,
): BackofficeQuery<T> {
  const loadApi = useApi();
  const loadRef = useRef(load);
  loadRef.current = load;
  const [data, setData] = useState<T>();
  const [isLoading, setIsLoading] = useState(true);
  const [version, setVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the reload trigger
  useEffect(() => {
    const controller = new AbortController();
    setIsLoading(true);
    loadApi()
      .then((api) => loadRef.current(api, controller.signal))
      .then(
        (loaded) => {
          if (!controller.signal.aborted) setData(loaded);
        },
        () => undefined,
      )
      .finally(() => {
        if (!controller.signal.aborted) setIsLoading(false);
      });
    return () => controller.abort();
  }, [loadApi, key, version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { data, isLoading, reload };
}
