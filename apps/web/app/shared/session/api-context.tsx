import type { ApiClient } from "@tousu/api-client";
import type { PublicConfig } from "@tousu/page-kit/load-context";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { cacheUntilRejected } from "../../lib/cache-until-rejected";

export type LoadApi = () => Promise<ApiClient>;

const ApiContext = createContext<LoadApi | null>(null);

export function ApiProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  // The client and the zod contracts it validates with weigh ~30 KB gzip; public pages only call the
  // API after a click (login, logout), so the code is fetched then rather than with every page. A failed
  // download is retried on the next click rather than breaking login until a reload.
  const loadApi = useMemo<LoadApi>(
    () =>
      cacheUntilRejected(() =>
        import("./browser-api").then(({ createBrowserApi }) => createBrowserApi(config)),
      ),
    [config],
  );
  return <ApiContext.Provider value={loadApi}>{children}</ApiContext.Provider>;
}

/** Loads the browser API client, for event handlers (loaders use `createServerApi`). */
export function useApi(): LoadApi {
  const loadApi = useContext(ApiContext);
  if (!loadApi) throw new Error("useApi must be used inside <ApiProvider>");
  return loadApi;
}
