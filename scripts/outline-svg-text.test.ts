import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const svgsIn = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { encoding: "utf8" })
    .filter((file) => file.endsWith(".svg"))
    .map((file) => path.join(folder, file));

// The site's own images (logos, default pictures) and the demo data's banners; the demo data's
// evidence samples are served as pictures, and its article covers are left as drawn.
describe("the site's own SVG images", () => {
  it("draw no text: letters are outlines (scripts/outline-svg-text.mjs)", () => {
    const withText = [...svgsIn("apps/web/public/images"), ...svgsIn("apps/web/public/images/ads")].filter(
      (file) => /<text[\s>]/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(withText).toEqual([]);
  });

  it("serve an outlined copy, or a picture, of every source in apps/web/images-src", () => {
    const sources = ["", "ads", "samples"].flatMap((folder) =>
      svgsIn(path.join("apps/web/images-src", folder)),
    );
    const missing = sources
      .map((file) => path.relative("apps/web/images-src", file))
      // The evidence samples are served as the pictures they stand for.
      .map((name) => (name.startsWith("samples/") ? name.replace(/\.svg$/, ".webp") : name))
      .filter((name) => !existsSync(path.join(root, "apps/web/public/images", name)));
    expect(missing).toEqual([]);
  });
});
