/**
 * Structured data for search engines (schema.org as JSON-LD). `<`, `>` and `&` are written as JSON
 * escapes, so no text in the data (a title, a body) can close the script element or open another.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify({ "@context": "https://schema.org", ...data })
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** A `<script type="application/ld+json">`: data, never run, so the page's script policy is not involved. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: jsonLdText escapes everything that could end the element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** A trail of pages down to this one, each with its absolute address (the last may have none). */
export function breadcrumbList(
  origin: string,
  trail: { name: string; path?: string }[],
): Record<string, unknown> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: `${origin}${crumb.path}` } : {}),
    })),
  };
}
