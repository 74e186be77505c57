import { getLawPoster } from "@tousu/contracts";
import { PosterView } from "../../../features/poster";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow, retryAfterOfError } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/law";

/** The find-a-lawyer page's poster: the one poster of a page rather than of a subject. */
export const handle: RouteHandle = { name: "poster" };

export const meta: Route.MetaFunction = () => [
  ...pageMeta("找律师海报"),
  { name: "robots", content: "noindex" },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => ({ poster: await api.call(getLawPoster) }));
}

export default function LawPosterPage({ loaderData }: Route.ComponentProps) {
  return <PosterView poster={loaderData.poster} heading="找律师海报" />;
}

// A poster refused for now (too many first renders, or busy) says when to come back.
export const headers = retryAfterOfError;

export { RouteErrorBoundary as ErrorBoundary };
