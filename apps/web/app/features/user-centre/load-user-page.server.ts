import type { ApiClient } from "@tousu/api-client";
import type { AppLoadContext } from "react-router";
import { createServerApi } from "../../lib/api.server";
import { requireRouteAccess } from "../../lib/route-access";
import { loadOrThrow } from "../../lib/route-error.server";
import type { RouteHandle } from "../../lib/route-handle";

/**
 * A user-centre page's loader: the visitor without a token goes home (loaders of nested routes run
 * beside the layout's, so each checks), everyone else gets the page's API calls made with their token.
 */
export function loadUserPage<T>(
  handle: RouteHandle,
  { request, context }: { request: Request; context: AppLoadContext },
  load: (api: ApiClient) => Promise<T>,
): Promise<T> {
  requireRouteAccess(handle, request.headers.get("cookie"), request.url);
  const api = createServerApi(request, context);
  return loadOrThrow(() => load(api));
}
