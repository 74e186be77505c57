import type { Database } from "@tousu/db";
import { MOBILE_ALTERNATE_MEDIA } from "@tousu/domain";
import { and, asc, gt, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

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

/** A table whose public rows a sitemap part lists, one page per row, in id order. */
export interface RowsOfSitemap {
  name: string;
  table: PgTable;
  id: PgColumn;
  lastModified: PgColumn | SQL<Date>;
  /** Which rows are public now; all when omitted. */
  visible?: () => SQL | undefined;
  path: (id: number) => string;
}

/**
 * The usual source: one range of the table's id index after `after`, so a part costs the same however
 * deep it lies.
 */
export function rowsSitemap(db: Database, rows: RowsOfSitemap): SitemapSource {
  return {
    name: rows.name,
    async entriesAfter(after, limit) {
      const found = await db
        .select({ id: rows.id, lastModified: rows.lastModified })
        .from(rows.table)
        .where(and(rows.visible?.(), gt(rows.id, after)))
        .orderBy(asc(rows.id))
        .limit(limit);
      return found.map((row) => {
        const id = Number(row.id);
        return { key: id, path: rows.path(id), lastModified: row.lastModified as Date };
      });
    },
  };
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
const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

interface Location {
  loc: string;
  lastModified: string;
  /** The page's address on the mobile site, when there is one. */
  mobile?: string;
}

function locations(tag: "url" | "sitemap", entries: Location[]): string {
  return entries
    .map((entry) => {
      const mobile = entry.mobile
        ? `<xhtml:link rel="alternate" media="${MOBILE_ALTERNATE_MEDIA}" href="${escapeXml(entry.mobile)}"/>`
        : "";
      return `<${tag}><loc>${escapeXml(entry.loc)}</loc><lastmod>${entry.lastModified}</lastmod>${mobile}</${tag}>\n`;
    })
    .join("");
}

/** A sitemap index: one `<sitemap>` per part. */
export function sitemapIndexXml(parts: { loc: string; lastModified: string }[]): string {
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${locations("sitemap", parts)}</sitemapindex>\n`;
}

/**
 * A sitemap part: one `<url>` per entry, addressed under `origin`; with a mobile site, each paired
 * with its address there (`mobileAddress`), so search engines show phones the H5 page.
 */
export function sitemapPartXml(
  origin: string,
  entries: SitemapEntry[],
  mobileAddress?: (path: string) => string,
): string {
  const urls = entries.map((entry) => ({
    loc: `${origin}${entry.path}`,
    lastModified: entry.lastModified.toISOString(),
    mobile: mobileAddress?.(entry.path),
  }));
  const namespaces = `xmlns="${SITEMAP_NAMESPACE}"${mobileAddress ? ` xmlns:xhtml="${XHTML_NAMESPACE}"` : ""}`;
  return `${XML_DECLARATION}<urlset ${namespaces}>\n${locations("url", urls)}</urlset>\n`;
}
