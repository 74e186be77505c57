import { describe, expect, it } from "vitest";
import type { SitemapEntry, SitemapSource } from "../lib/sitemap";
import { escapeXml, sitemapPartXml } from "../lib/sitemap";
import { findPartStarts } from "./sitemaps";

function sourceOf(name: string, keys: number[]): SitemapSource {
  const entries: SitemapEntry[] = keys.map((key) => ({
    key,
    path: `/${name}/${key}`,
    lastModified: new Date(Date.UTC(2026, 0, key)),
  }));
  return {
    name,
    entriesAfter: async (after, limit) => entries.filter((entry) => entry.key > after).slice(0, limit),
  };
}

describe("sitemap parts", () => {
  it("splits a source into parts of at most the part size, each starting after the last key of the one before", async () => {
    const starts = await findPartStarts(
      [sourceOf("complaints", [2, 3, 5, 8, 13]), sourceOf("brands", [1])],
      2,
    );
    expect(starts).toEqual([
      { source: "complaints", number: 1, after: 0, lastModified: "2026-01-03T00:00:00.000Z" },
      { source: "complaints", number: 2, after: 3, lastModified: "2026-01-08T00:00:00.000Z" },
      { source: "complaints", number: 3, after: 8, lastModified: "2026-01-13T00:00:00.000Z" },
      { source: "brands", number: 1, after: 0, lastModified: "2026-01-01T00:00:00.000Z" },
    ]);
  });

  it("lists no part for a source without entries, and no empty part after a full one", async () => {
    const starts = await findPartStarts([sourceOf("articles", []), sourceOf("brands", [1, 2])], 2);
    expect(starts.map((start) => `${start.source}-${start.number}`)).toEqual(["brands-1"]);
  });

  it("escapes what XML reserves in every address", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    const xml = sitemapPartXml("https://www.example.com", [
      { key: 1, path: "/search?key=a&tab=<x>", lastModified: new Date("2026-01-01T00:00:00Z") },
    ]);
    expect(xml).toContain("<loc>https://www.example.com/search?key=a&amp;tab=&lt;x&gt;</loc>");
    expect(xml).toContain("<lastmod>2026-01-01T00:00:00.000Z</lastmod>");
    expect(xml).not.toContain("xhtml");
  });

  it("pairs each address with its page on the mobile site when there is one", () => {
    const xml = sitemapPartXml(
      "https://www.example.com",
      [{ key: 7, path: "/tousu/7", lastModified: new Date("2026-01-01T00:00:00Z") }],
      (path) => `https://m.example.com/pages${path}?a=1&b=2`,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://www.example.com/tousu/7</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod><xhtml:link rel="alternate" media="only screen and (max-width: 640px)" href="https://m.example.com/pages/tousu/7?a=1&amp;b=2"/></url>',
    );
  });
});
