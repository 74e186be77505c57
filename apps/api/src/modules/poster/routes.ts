import { getLawPoster, getPoster, type PosterKind } from "@tousu/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import type { FeatureContributions } from "../../lib/feature-manifest";
import { route } from "../../lib/route";
import { deleteStoredPosters } from "../../lib/stored-posters";
import type { PosterContent } from "./poster-content";
import { createFirstRenders, takeSharedRender } from "./poster-renders";
import { ensurePoster } from "./poster-store";
import { lawPosterContent, loadPosterContent } from "./poster-subjects";
import { POSTER_HEIGHT, POSTER_WIDTH } from "./poster-template";

export function registerPosterRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  { posterSubjects }: FeatureContributions,
): void {
  const firstRenders = createFirstRenders(app, deps.config, deps.providers, () => takeSharedRender(deps));
  const answer = async (
    content: PosterContent,
    request: FastifyRequest,
    stillPublic?: () => Promise<unknown>,
  ) => {
    const poster = await ensurePoster(deps, content, firstRenders(request));
    // A subject hidden while its poster was drawn: the hide's clean-up may have run before the image
    // was stored, so the request that stored it looks again and takes it back (decision 060).
    if (poster.drawn && stillPublic) {
      await stillPublic().catch(async (error: unknown) => {
        await deleteStoredPosters(deps, [poster]);
        throw error;
      });
    }
    return {
      image_url: poster.url,
      width: POSTER_WIDTH,
      height: POSTER_HEIGHT,
      page_url: content.pageUrl,
      title: content.title,
    };
  };
  const loadContent = (kind: PosterKind, id: number) => loadPosterContent(deps, posterSubjects, kind, id);
  route(app, getPoster, async ({ params, request }) =>
    answer(await loadContent(params.kind, params.id), request, () => loadContent(params.kind, params.id)),
  );
  route(app, getLawPoster, async ({ request }) => answer(await lawPosterContent(deps), request));
}
