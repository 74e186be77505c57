import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import type { StoredMiniProgramCode } from "../mini-program-code";
import type { PosterContent } from "./poster-content";
import { posterFonts } from "./poster-font";
import { POSTER_HEIGHT, POSTER_WIDTH, posterTemplate, posterText } from "./poster-template";

/** The code a poster draws: the subject's mini-program code, or the offline default's QR code. */
export type PosterCode = Pick<StoredMiniProgramCode, "image" | "contentType">;

/** Draws a poster: the template to SVG with satori (text as outlines), then to PNG with resvg. */
export async function renderPosterPng(content: PosterContent, code: PosterCode): Promise<Buffer> {
  const fonts = await posterFonts(posterText(content));
  const codeDataUrl = `data:${code.contentType};base64,${code.image.toString("base64")}`;
  const svg = await satori(posterTemplate(content, codeDataUrl) as unknown as Parameters<typeof satori>[0], {
    width: POSTER_WIDTH,
    height: POSTER_HEIGHT,
    fonts,
  });
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}
