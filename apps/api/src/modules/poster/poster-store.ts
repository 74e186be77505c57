import { createHash } from "node:crypto";
import type { AppDeps } from "../../app-deps";
import type { PosterContent } from "./poster-content";
import { renderPosterPng } from "./render-poster";

/**
 * Part of every poster's hash: raise it when the template or the fonts change, so every poster is
 * drawn anew under a new address rather than served from an old one.
 */
const POSTER_TEMPLATE_VERSION = 1;

/** The object key of a poster: its subject, then the hash of everything it draws. */
export function posterKey(content: PosterContent): string {
  const hash = createHash("sha256")
    .update(JSON.stringify({ version: POSTER_TEMPLATE_VERSION, content }))
    .digest("hex")
    .slice(0, 32);
  return `posters/${content.kind}/${content.subjectId}/${hash}.png`;
}

/**
 * The poster's image URL, drawn and stored only when no poster of this content exists yet: the same
 * content version is drawn once for every visitor and every node, a changed status gets a new key.
 */
export async function ensurePoster(
  deps: Pick<AppDeps, "providers">,
  content: PosterContent,
  render: (content: PosterContent) => Promise<Buffer> = renderPosterPng,
): Promise<string> {
  const { storage } = deps.providers;
  const key = posterKey(content);
  if (!(await storage.hasObject(key))) {
    await storage.writeObject(key, await render(content), "image/png");
  }
  return storage.publicUrl(key);
}
