import { Parser } from "htmlparser2";

/** What the site answered for one address: its status, where it redirects, its HTML. */
export interface CrawledResponse {
  status: number;
  location?: string;
  html: string;
}

/** A page the site links to but does not build yet, and what will build it. */
export interface LinkException {
  /** A path, `{id}` standing for one segment, e.g. `/article/{id}`; the query is not compared. */
  path: string;
  buildsIt: string;
}

export interface CrawlOptions {
  fetchPage: (address: string) => Promise<CrawledResponse>;
  exceptions: readonly LinkException[];
  /** Links are followed from `/` this many levels deep. */
  depth: number;
  /** Addresses of one shape (ids and free text as wildcards) visited at most this often. */
  perShape: number;
  /** The crawl fails rather than silently stopping when it would visit more. */
  maxVisits: number;
}

export interface CrawlReport {
  visited: Map<string, number>;
  headerLinks: string[];
  footerLinks: string[];
  problems: string[];
}

const ORIGIN = "http://site.test";

interface PageLinks {
  all: string[];
  header: string[];
  footer: string[];
}

/**
 * The same-origin `<a href>` addresses of a page (path and query, no fragment), and which of them
 * sit in the site's own header and footer (outside `<main>`).
 */
export function extractLinks(html: string, pageAddress: string): PageLinks {
  const links: PageLinks = { all: [], header: [], footer: [] };
  const open: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push(name);
        const href = attributes.href;
        if (name !== "a" || href === undefined) return;
        const address = sameOriginAddress(href, pageAddress);
        if (address === null) return;
        links.all.push(address);
        if (open.includes("main")) return;
        if (open.includes("header")) links.header.push(address);
        else if (open.includes("footer")) links.footer.push(address);
      },
      onclosetag(name) {
        const at = open.lastIndexOf(name);
        if (at >= 0) open.length = at;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return links;
}

/** Path and sorted query of a link within the site; null for other origins, schemes and bare fragments. */
export function sameOriginAddress(href: string, pageAddress: string): string | null {
  const trimmed = href.trim();
  if (trimmed === "" || trimmed.startsWith("#")) return null;
  let url: URL;
  try {
    url = new URL(trimmed, ORIGIN + pageAddress);
  } catch {
    return null;
  }
  // mailto:, tel:, javascript: and other sites are not ours to check.
  if (url.origin !== ORIGIN) return null;
  url.searchParams.sort();
  return url.pathname + url.search;
}

/**
 * The shape of an address: path segments and query values holding digits or non-ASCII text (ids,
 * pages, sector names, search words) become `{x}`; words such as `tab=article` stay.
 */
export function addressShape(address: string): string {
  const url = new URL(address, ORIGIN);
  const wildcard = (part: string) => (/[\d%]|[^\x20-\x7e]/.test(part) ? "{x}" : part);
  const path = url.pathname.split("/").map(wildcard).join("/");
  const query = [...url.searchParams].map(([name, value]) => `${name}=${wildcard(value)}`).join("&");
  return query ? `${path}?${query}` : path;
}

function isRedirect(response: CrawledResponse): boolean {
  return response.status >= 300 && response.status < 400;
}

function matchesException(address: string, exception: LinkException): boolean {
  const pattern = exception.path
    .split("{id}")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]+");
  return new RegExp(`^${pattern}$`).test(new URL(address, ORIGIN).pathname);
}

/**
 * Walks the site from `/`: every address linked from a page up to `depth` levels is requested
 * (redirects within the site followed), every header and footer link always. Reports each address
 * that answers 404 or 5xx unless an exception names it, each exception whose address no longer
 * answers 404, and each exception the crawl never met, so the list of exceptions only shrinks.
 */
export async function crawlSite(options: CrawlOptions): Promise<CrawlReport> {
  const visited = new Map<string, number>();
  const linkedFrom = new Map<string, string>();
  const shapes = new Map<string, number>();
  const metExceptions = new Set<LinkException>();
  const problems: string[] = [];
  const queue: { address: string; depth: number; always: boolean }[] = [
    { address: "/", depth: 0, always: true },
  ];
  let headerLinks: string[] = [];
  let footerLinks: string[] = [];

  const enqueue = (address: string, depth: number, from: string, always = false) => {
    if (visited.has(address)) return;
    if (!linkedFrom.has(address)) linkedFrom.set(address, from);
    queue.push({ address, depth, always });
  };

  while (queue.length > 0) {
    const { address, depth, always } = queue.shift()!;
    if (visited.has(address)) continue;
    const shape = addressShape(address);
    const seen = shapes.get(shape) ?? 0;
    if (!always && seen >= options.perShape) continue;
    if (visited.size >= options.maxVisits) {
      throw new Error(`the crawl would visit more than ${options.maxVisits} addresses; narrow the shapes`);
    }
    shapes.set(shape, seen + 1);

    const response = await options.fetchPage(address);
    visited.set(address, response.status);
    const from = linkedFrom.get(address) ?? "(start)";
    const exception = options.exceptions.find((candidate) => matchesException(address, candidate));
    if (exception) {
      metExceptions.add(exception);
      // A redirect (such as 手机版's `?view=mobile` on the unbuilt page) is judged where it leads.
      if (response.status !== 404 && !isRedirect(response)) {
        problems.push(
          `${address} answers ${response.status} now: remove the exception ${exception.path} (${exception.buildsIt})`,
        );
      }
    } else if (response.status === 404 || response.status >= 500) {
      problems.push(`${address} answers ${response.status} (linked from ${from})`);
    }

    if (isRedirect(response) && response.location) {
      const target = sameOriginAddress(response.location, address);
      if (target !== null) enqueue(target, depth, address, always);
      continue;
    }
    if (depth >= options.depth) continue;
    const links = extractLinks(response.html, address);
    if (address === "/") {
      headerLinks = links.header;
      footerLinks = links.footer;
      for (const link of [...headerLinks, ...footerLinks]) enqueue(link, depth + 1, address, true);
    }
    for (const link of links.all) enqueue(link, depth + 1, address);
  }

  for (const exception of options.exceptions) {
    if (!metExceptions.has(exception)) {
      problems.push(
        `no link leads to ${exception.path} any more: remove the exception (${exception.buildsIt})`,
      );
    }
  }
  return { visited, headerLinks, footerLinks, problems };
}
