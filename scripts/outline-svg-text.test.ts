import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const svgsIn = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { encoding: "utf8" })
    .filter((file) => file.endsWith(".svg"))
    .map((file) => path.join(folder, file));

// The site's own images (logos, default pictures); those in sub-folders stand in for what staff and
// users upload (ads, article covers, evidence photos), which are pictures, not drawings with text.
describe("the site's own SVG images", () => {
  it("draw no text: letters are outlines (scripts/outline-svg-text.mjs)", () => {
    const withText = svgsIn("apps/web/public/images").filter((file) =>
      /<text[\s>]/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(withText).toEqual([]);
  });

  it("serve an outlined copy of every source in apps/web/images-src", () => {
    const served = new Set(svgsIn("apps/web/public/images").map((file) => path.basename(file)));
    const missing = svgsIn("apps/web/images-src")
      .map((file) => path.basename(file))
      .filter((name) => !served.has(name));
    expect(missing).toEqual([]);
  });
});
