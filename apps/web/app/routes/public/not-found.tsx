import { PAGE_NOT_FOUND_MESSAGE } from "@tousu/domain";
import { createServerApi } from "../../lib/api.server";
import { loadOrThrow } from "../../lib/route-error.server";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta } from "../../lib/site";
import { RouteErrorBoundary } from "../../shared/errors/route-error-boundary";
import type { Route } from "./+types/not-found";

export const handle: RouteHandle = { name: "all" };

export const meta: Route.MetaFunction = () => [
  ...pageMeta("页面不存在"),
  { name: "robots", content: "noindex" },
];

/**
 * Any path no route claims: a 404 with 100 random articles and complaints to go on with
 * (docs/product/routes.md#not-found-and-error-pages).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadOrThrow(() =>
    createServerApi(request, context).pageNotFound(PAGE_NOT_FOUND_MESSAGE, request.signal),
  );
}

export default function NotFound() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary };
