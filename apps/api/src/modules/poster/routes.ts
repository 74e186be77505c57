import { getLawPoster, getPoster } from "@tousu/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import type { PosterContent } from "./poster-content";
import { createFirstRenders } from "./poster-renders";
import { ensurePoster } from "./poster-store";
import { lawPosterContent, loadPosterContent } from "./poster-subjects";
import { POSTER_HEIGHT, POSTER_WIDTH } from "./poster-template";

export function registerPosterRoutes(app: FastifyInstance, deps: AppDeps): void {
  const firstRenders = createFirstRenders(app, deps);
  const answer = async (content: PosterContent, request: FastifyRequest) => ({
    image_url: await ensurePoster(deps, content, firstRenders(request)),
    width: POSTER_WIDTH,
    height: POSTER_HEIGHT,
    page_url: content.pageUrl,
    title: content.title,
  });
  route(app, getPoster, async ({ params, request }) =>
    answer(await loadPosterContent(deps, params.kind, params.id), request),
  );
  route(app, getLawPoster, async ({ request }) => answer(await lawPosterContent(deps), request));
}
