import { readFile } from "node:fs/promises";
import subsetFont from "subset-font";

/**
 * Noto Sans SC (SIL OFL 1.1, `fonts/OFL.txt`), committed cut to ASCII and GB2312's symbols and characters
 * (scripts/subset-poster-font.mjs): a poster never depends on a font of the machine it
 * renders on (docs/decisions/043).
 */
const FONT_FILES = {
  400: new URL("./fonts/NotoSansSC-Regular-GB2312.ttf", import.meta.url),
  700: new URL("./fonts/NotoSansSC-Bold-GB2312.ttf", import.meta.url),
} as const;

export const POSTER_FONT_FAMILY = "Noto Sans SC";

export interface PosterFont {
  name: string;
  data: Buffer;
  weight: keyof typeof FONT_FILES;
  style: "normal";
}

let fontFiles: Promise<Record<keyof typeof FONT_FILES, Buffer>> | null = null;

function readFontFiles() {
  fontFiles ??= Promise.all([readFile(FONT_FILES[400]), readFile(FONT_FILES[700])]).then(
    ([regular, bold]) => ({
      400: regular,
      700: bold,
    }),
  );
  return fontFiles;
}

/**
 * Both weights cut down to the characters one poster draws: satori parses every glyph of the fonts
 * it is given, so a few hundred glyphs render far faster than four thousand.
 */
export async function posterFonts(text: string): Promise<PosterFont[]> {
  const files = await readFontFiles();
  return Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: POSTER_FONT_FAMILY,
      data: await subsetFont(files[weight], text, { targetFormat: "truetype" }),
      weight,
      style: "normal" as const,
    })),
  );
}
