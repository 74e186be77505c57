import { resolveMobileRedirect } from "@tousu/domain";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps";
import { SITEMAP_PART_SIZE, type SitemapSource, sitemapIndexXml, sitemapPartXml } from "../lib/sitemap";

/** Where a part starts (the key before its first entry) and when its newest entry changed. */
export interface PartStart {
  source: string;
  number: number;
  after: number;
  lastModified: string;
}

/** Search engines read these at their own pace; a change shows within this long (decision 040). */
const SITEMAP_MAX_AGE_SECONDS = 600;

/** Paths search engines should leave alone: back offices, personal pages, the API, the exit notice. */
const DISALLOWED_PATHS = ["/admin", "/company", "/user", "/api", "/transfer"];

const partPath = (part: Pick<PartStart, "source" | "number">) => `/sitemap/${part.source}-${part.number}.xml`;

/**
 * `/sitemap.xml` (an index of parts), `/sitemap/{source}-{n}.xml` (at most 50,000 addresses each)
 * and `/robots.txt`, at the site's root. The modules contribute the sources; this plugin imports none.
 */
export function registerSitemaps(
  app: FastifyInstance,
  deps: Pick<AppDeps, "config" | "cache">,
  sources: SitemapSource[],
): void {
  const origin = deps.config.siteOrigin;
  const mobileOrigin = deps.config.MOBILE_ORIGIN;
  // A page's H5 address is where phones are sent (decision 005); the parts' paths carry no query.
  const mobileAddress = mobileOrigin
    ? (path: string) => resolveMobileRedirect(path, "", mobileOrigin)
    : undefined;
  const cacheControl = `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`;
  const partStarts = () =>
    deps.cache.remember("sitemap:parts", SITEMAP_MAX_AGE_SECONDS * 1000, () =>
      findPartStarts(sources, SITEMAP_PART_SIZE),
    );

  app.get("/robots.txt", async (_request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      "",
      `Sitemap: ${origin}/sitemap.xml`,
      "",
    ];
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", cacheControl)
      .send(lines.join("\n"));
  });

  app.get("/sitemap.xml", async (_request, reply) => {
    const parts = (await partStarts()).map((part) => ({
      loc: `${origin}${partPath(part)}`,
      lastModified: part.lastModified,
    }));
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", cacheControl)
      .send(sitemapIndexXml(parts));
  });

  app.get<{ Params: { file: string } }>("/sitemap/:file", async (request, reply) => {
    const wanted = /^([a-z][a-z-]*)-(\d{1,6})\.xml$/.exec(request.params.file);
    const part =
      wanted &&
      (await partStarts()).find((start) => start.source === wanted[1] && start.number === Number(wanted[2]));
    const source = part && sources.find((candidate) => candidate.name === part.source);
    if (!part || !source) {
      return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
    }
    const entries = await source.entriesAfter(part.after, SITEMAP_PART_SIZE);
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", cacheControl)
      .send(sitemapPartXml(origin, entries, mobileAddress));
  });
}

/**
 * Walks every source once, a part's worth of entries at a time, to find where each part starts: a
 * part then reads one range of keys, never an offset.
 */
export async function findPartStarts(sources: SitemapSource[], partSize: number): Promise<PartStart[]> {
  const starts: PartStart[] = [];
  for (const source of sources) {
    let after = 0;
    for (let number = 1; ; number++) {
      const entries = await source.entriesAfter(after, partSize);
      if (entries.length === 0) break;
      const newest = entries.reduce((time, entry) => Math.max(time, entry.lastModified.getTime()), 0);
      starts.push({ source: source.name, number, after, lastModified: new Date(newest).toISOString() });
      after = entries.at(-1)!.key;
      if (entries.length < partSize) break;
    }
  }
  return starts;
}
