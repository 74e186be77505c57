import { getPoster, POSTER_KINDS, POSTER_PATHS, type PosterKind } from "@tousu/contracts";
import { parseEntityId } from "@tousu/domain";
import { PosterView } from "../../../features/poster";
import { createServerApi } from "../../../lib/api.server";
import { loadOrThrow, retryAfterOfError } from "../../../lib/route-error.server";
import type { RouteHandle } from "../../../lib/route-handle";
import { pageMeta } from "../../../lib/site";
import { RouteErrorBoundary } from "../../../shared/errors/route-error-boundary";
import type { Route } from "./+types/poster";

/** One module draws every poster page; each route names its kind by its id (`poster-tousu-id`). */
export const handle: RouteHandle = { name: "poster" };

const HEADINGS: Record<PosterKind, string> = {
  tousu: "投诉海报",
  help: "求助海报",
  evaluation: "评价海报",
  brand: "品牌海报",
  enterprise: "企业海报",
  article: "文章海报",
  lawyer: "律师海报",
  "lawyer-card": "律师名片",
  player: "选手海报",
  vote: "活动海报",
};

// `/poster/lawyer/{id}` and `/poster/lawyer/poster/{id}` share a first segment: match the whole path.
const kindOf = (pathname: string): PosterKind | undefined =>
  POSTER_KINDS.find((kind) => new RegExp(`^/poster/${POSTER_PATHS[kind]}/[^/]+$`).test(pathname));

export const meta: Route.MetaFunction = ({ data }) => [
  ...pageMeta(data ? `${HEADINGS[data.kind]}：${data.poster.title}` : "分享海报"),
  // A poster page repeats its subject's page as an image: search engines should index the subject.
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = createServerApi(request, context);
  return loadOrThrow(async () => {
    const kind = kindOf(new URL(request.url).pathname);
    const id = parseEntityId(params.id);
    if (kind === undefined || id === null) return api.pageNotFound("海报不存在");
    return { kind, poster: await api.call(getPoster, { params: { kind, id } }) };
  });
}

export default function PosterPage({ loaderData }: Route.ComponentProps) {
  return <PosterView poster={loaderData.poster} heading={HEADINGS[loaderData.kind]} />;
}

// A poster refused for now (too many first renders, or busy) says when to come back.
export const headers = retryAfterOfError;

export { RouteErrorBoundary as ErrorBoundary };
