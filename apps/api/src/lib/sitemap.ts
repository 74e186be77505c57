/** One address of a sitemap part: its key orders the source's entries and pages through them. */
export interface SitemapEntry {
  key: number;
  /** The page's path on this site, starting with `/`. */
  path: string;
  lastModified: Date;
}

/**
 * What a feature contributes to `sitemap.xml` (decision 040): a name (the part's file name) and its
 * public entries in key order, `limit` at a time after key `after` (exclusive), so a part costs one
 * range of an index however large the table grows. The composition root collects the sources the way
 * it collects job definitions.
 */
export interface SitemapSource {
  name: string;
  entriesAfter(after: number, limit: number): Promise<SitemapEntry[]>;
}

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_PART_SIZE = 50_000;

const XML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

function locations(tag: "url" | "sitemap", entries: { loc: string; lastModified: string }[]): string {
  return entries
    .map(
      (entry) =>
        `<${tag}><loc>${escapeXml(entry.loc)}</loc><lastmod>${entry.lastModified}</lastmod></${tag}>\n`,
    )
    .join("");
}

/** A sitemap index: one `<sitemap>` per part. */
export function sitemapIndexXml(parts: { loc: string; lastModified: string }[]): string {
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${locations("sitemap", parts)}</sitemapindex>\n`;
}

/** A sitemap part: one `<url>` per entry, addressed under `origin`. */
export function sitemapPartXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => ({
    loc: `${origin}${entry.path}`,
    lastModified: entry.lastModified.toISOString(),
  }));
  return `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n${locations("url", urls)}</urlset>\n`;
}
