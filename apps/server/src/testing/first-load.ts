/**
 * What a public page makes the browser download before it is interactive (docs/decisions/063): the
 * JavaScript its HTML names — modulepreload links and the module script's imports: the route
 * manifest, the entry, the framework and app-shell chunks, the route's own chunks. Code the page
 * imports lazily (the login dialog, forms, the API client and zod) is asked for later and not counted.
 */

/** A public page's first-load JavaScript, as the server sends it (brotli), at most. */
export const FIRST_LOAD_BUDGET_BYTES = 150 * 1024;

const SCRIPT_IN_HTML =
  /<link rel="modulepreload" href="([^"]+\.js)"|import\s*(?:\*\s*as\s+\w+\s+from\s*)?\(?\s*"([^"]+\.js)"/g;

/** The script addresses a page's HTML loads up front, in order, each once. */
export function firstLoadScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(SCRIPT_IN_HTML)) found.add((match[1] ?? match[2]) as string);
  return [...found];
}
