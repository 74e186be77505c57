import { createHash } from "node:crypto";
import { MINI_PROGRAM_CODE_WIDTH } from "@tousu/domain";
import type { AppDeps } from "../../app-deps";
import { posterFolder, recordStoredPoster } from "../../lib/stored-posters";
import { codeFor, codeVersion } from "../mini-program-code";
import type { PosterContent } from "./poster-content";
import type { FirstRender } from "./poster-renders";
import { type PosterCode, renderPosterPng } from "./render-poster";

/**
 * Part of every poster's hash: raise it when the template or the fonts change, so every poster is
 * drawn anew under a new address rather than served from an old one.
 */
const POSTER_TEMPLATE_VERSION = 2;

/** The width the code is asked for: WeChat's smallest, the poster draws it smaller still. */
const POSTER_CODE_WIDTH = MINI_PROGRAM_CODE_WIDTH.min;

type PosterDeps = Pick<AppDeps, "db" | "config" | "providers">;

/**
 * The object key of a poster: its subject, then the hash of everything it draws, the code's version
 * included (who draws it, what it opens), so a poster never carries a code of another provider.
 */
export function posterKey(deps: Pick<AppDeps, "config" | "providers">, content: PosterContent): string {
  const code = codeVersion(deps, content.code, POSTER_CODE_WIDTH).name;
  const hash = createHash("sha256")
    .update(JSON.stringify({ version: POSTER_TEMPLATE_VERSION, content, code }))
    .digest("hex")
    .slice(0, 32);
  return `${posterFolder(content.kind, content.subjectId)}${hash}.png`;
}

/**
 * The poster's image URL, drawn and stored only when no poster of this content exists yet: the same
 * content version is drawn once for every visitor and every node, a changed status gets a new key,
 * and the version it replaces is deleted (decision 060). Only drawing passes through
 * `firstRender`'s limits; a stored poster costs a `stat`. `drawn` says this request drew it.
 */
export async function ensurePoster(
  deps: PosterDeps,
  content: PosterContent,
  firstRender: FirstRender,
  render: (content: PosterContent, code: PosterCode) => Promise<Buffer> = renderPosterPng,
): Promise<{ url: string; key: string; drawn: boolean }> {
  const { storage } = deps.providers;
  const key = posterKey(deps, content);
  const drawn = !(await storage.hasObject(key));
  if (drawn) {
    await firstRender(key, async () => {
      const code = await codeFor(deps, content.code, POSTER_CODE_WIDTH);
      await storage.writeObject(key, await render(content, code), "image/png");
      await recordStoredPoster(deps, { key, kind: content.kind, subjectId: content.subjectId });
    });
  }
  return { url: storage.publicUrl(key), key, drawn };
}
