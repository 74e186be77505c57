import {
  type Contract,
  type ContractOutput,
  getGoodsDetailCode,
  getMiniProgramCode,
  getMiniProgramScene,
} from "@tousu/contracts";
import { MINI_PROGRAM_PAGES, miniProgramSitePath } from "@tousu/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppDeps } from "../../app-deps";
import { route } from "../../lib/route";
import { codeFor, type StoredMiniProgramCode } from "./code-images";
import { targetOfScene } from "./scenes";

/** Drawing a code may call WeChat, whose quota is the app's: per address, a few a second at most. */
const CODE_RATE_LIMIT = { max: 60, timeWindow: "1 minute" };

/** A code answers as the image itself (the client reads it as a blob); failures as the usual envelope. */
function registerCodeImageRoute<C extends Contract>(
  app: FastifyInstance,
  contract: C,
  draw: (query: ContractOutput<C, "query">) => Promise<StoredMiniProgramCode>,
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: { summary: contract.summary, tags: [...contract.tags], querystring: contract.query },
    config: { rateLimit: CODE_RATE_LIMIT },
    handler: async (request, reply: FastifyReply) => {
      const code = await draw(request.query as ContractOutput<C, "query">);
      return reply
        .header("content-type", code.contentType)
        .header("x-code-kind", code.kind)
        .header("cache-control", "public, max-age=86400")
        .send(code.image);
    },
  });
}

/** The main service's code of a page, and what a scene opens (the mini-program asks when scanned). */
export function registerMiniProgramCodeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCodeImageRoute(app, getMiniProgramCode, (query) =>
    codeFor(
      deps,
      { page: query.page, id: MINI_PROGRAM_PAGES[query.page].needsId ? (query.id ?? null) : null },
      query.width,
    ),
  );

  route(app, getMiniProgramScene, async ({ params }) => {
    const target = await targetOfScene(deps.db, params.scene);
    return {
      page: target.page,
      id: target.id,
      mini_program_path: MINI_PROGRAM_PAGES[target.page].miniProgramPath,
      url: `${deps.config.siteOrigin}${miniProgramSitePath(target)}`,
    };
  });
}

/** The life service's code of a goods page. */
export function registerGoodsCodeRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerCodeImageRoute(app, getGoodsDetailCode, (query) =>
    codeFor(deps, { page: "goods", id: query.goods_id }, query.width),
  );
}
