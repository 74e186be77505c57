import { Resvg } from "@resvg/resvg-js";
import QRCode from "qrcode";
import satori from "satori";
import type { PosterContent } from "./poster-content";
import { posterFonts } from "./poster-font";
import { POSTER_HEIGHT, POSTER_QR_SIZE, POSTER_WIDTH, posterTemplate, posterText } from "./poster-template";

/**
 * The code a poster carries: a plain QR code of the subject's page. A mini-program code can take its
 * place here once that provider exists.
 */
export function posterCode(pageUrl: string): Promise<string> {
  return QRCode.toDataURL(pageUrl, { margin: 1, width: POSTER_QR_SIZE, errorCorrectionLevel: "M" });
}

/** Draws a poster: the template to SVG with satori (text as outlines), then to PNG with resvg. */
export async function renderPosterPng(content: PosterContent): Promise<Buffer> {
  const [fonts, code] = await Promise.all([posterFonts(posterText(content)), posterCode(content.pageUrl)]);
  const svg = await satori(posterTemplate(content, code) as unknown as Parameters<typeof satori>[0], {
    width: POSTER_WIDTH,
    height: POSTER_HEIGHT,
    fonts,
  });
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return Buffer.from(png);
}
