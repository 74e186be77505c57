import { getPoster } from "@tousu/contracts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { createFirstRenders } from "./poster-renders";
import { ensurePoster } from "./poster-store";
import { loadPosterContent } from "./poster-subjects";
import { POSTER_HEIGHT, POSTER_WIDTH } from "./poster-template";

export function registerPosterRoutes(app: FastifyInstance, deps: AppDeps): void {
  const firstRenders = createFirstRenders(app, deps);
  route(app, getPoster, async ({ params, request }) => {
    const content = await loadPosterContent(deps, params.kind, params.id);
    return {
      image_url: await ensurePoster(deps, content, firstRenders(request)),
      width: POSTER_WIDTH,
      height: POSTER_HEIGHT,
      page_url: content.pageUrl,
      title: content.title,
    };
  });
}
