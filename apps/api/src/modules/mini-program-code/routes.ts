import { getGoodsDetailCode, getMiniProgramCode, getMiniProgramScene } from "@tousu/contracts";
import { MINI_PROGRAM_PAGES, miniProgramSitePath } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps";
import { type MediaAnswer, route } from "../../lib/route";
import { codeFor, type StoredMiniProgramCode } from "./code-images";
import { targetOfScene } from "./scenes";

/** Drawing a code may call WeChat, whose quota is the app's: per address, a few a second at most. */
const CODE_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: "1 minute" } };

/** A code answers as the image itself (the client reads it as a blob); failures as the usual envelope. */
const codeImage = (code: StoredMiniProgramCode): MediaAnswer => ({
  body: code.image,
  contentType: code.contentType,
  headers: { "x-code-kind": code.kind, "cache-control": "public, max-age=86400" },
});

/** The main service's code of a page, and what a scene opens (the mini-program asks when scanned). */
export function registerMiniProgramCodeRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    getMiniProgramCode,
    async ({ query }) =>
      codeImage(
        await codeFor(
          deps,
          { page: query.page, id: MINI_PROGRAM_PAGES[query.page].needsId ? (query.id ?? null) : null },
          query.width,
        ),
      ),
    CODE_RATE_LIMIT,
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
  route(
    app,
    getGoodsDetailCode,
    async ({ query }) => codeImage(await codeFor(deps, { page: "goods", id: query.goods_id }, query.width)),
    CODE_RATE_LIMIT,
  );
}
