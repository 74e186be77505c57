// Draws the text of the site's SVG images as outlines, so that every device shows the same letters
// and no browser has to find a CJK font inside an image: each SVG image is a document of its own,
// and one that draws text looks up and shapes its fonts again on every page that shows it. The
// sources, with their text as <text>, are in apps/web/images-src (the logos, and the demo data's
// banners under ads/); the outlined copies the site serves are written to the same place under
// apps/web/public/images. The demo data's evidence samples (samples/) stand in for the screenshots
// and photos consumers upload, so they are served as what those are, pictures: WebP at twice their
// drawn size. Letters come from the poster font (Noto Sans SC, SIL OFL 1.1), which holds every
// character GB2312 has.
//   node scripts/outline-svg-text.mjs
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";

const sources = "apps/web/images-src";
const target = "apps/web/public/images";
const fonts = "apps/api/src/modules/poster/fonts";
const PICTURES = "samples/";

const resvgOptions = (extra = {}) => ({
  ...extra,
  font: {
    fontFiles: ["NotoSansSC-Regular-GB2312.ttf", "NotoSansSC-Bold-GB2312.ttf"].map((file) =>
      path.join(fonts, file),
    ),
    loadSystemFonts: false,
    defaultFontFamily: "Noto Sans SC",
  },
});

for (const name of readdirSync(sources, { recursive: true, encoding: "utf8" }).filter((file) =>
  file.endsWith(".svg"),
)) {
  const svg = readFileSync(path.join(sources, name), "utf8");
  if (name.startsWith(PICTURES)) {
    const width = Number(svg.match(/<svg[^>]*\bwidth="(\d+)"/)?.[1] ?? 360);
    const png = new Resvg(svg, resvgOptions({ fitTo: { mode: "width", value: width * 2 } })).render().asPng();
    const webp = await sharp(png).webp({ quality: 80 }).toBuffer();
    writeFileSync(path.join(target, name.replace(/\.svg$/, ".webp")), webp);
    console.log(`${name}: ${svg.length} → ${webp.length} bytes of WebP`);
    continue;
  }
  const outlined = new Resvg(svg, resvgOptions()).toString();
  // The outline drops the drawing's title, which names it for assistive technology: put it back.
  const title = svg.match(/<title>[^<]*<\/title>/)?.[0] ?? "";
  writeFileSync(path.join(target, name), `${outlined.replace(/<svg[^>]*>/, (open) => `${open}${title}`)}\n`);
  console.log(`${name}: ${svg.length} → ${outlined.length} bytes`);
}
