import { type ApiClient, createApiClient } from "@tousu/api-client";
import { readTokenCookie } from "@tousu/domain";
import type { AppLoadContext } from "react-router";

/**
 * The API as this visitor sees it: loaders call it exactly like the browser does (same contracts,
 * same error catalogue, docs/product/errors.md), with the token from the `web-token` cookie so logged-in pages render on the server.
 * No hooks: there is no toast or dialog to open on the server.
 */
export function createServerApi(request: Request, context: AppLoadContext): ApiClient {
  const token = readTokenCookie(request.headers.get("cookie"));
  return createApiClient({
    baseUrls: context.ssrBaseUrls,
    getToken: () => token,
    fetch: context.apiFetch,
    headers: {
      // The API is on loopback: compressing its answers only to inflate them again costs CPU, no time saved.
      "accept-encoding": "identity",
    },
  });
}
