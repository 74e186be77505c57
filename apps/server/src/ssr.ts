import path from "node:path";
import type { Readable } from "node:stream";
import fastifyStatic from "@fastify/static";
import { byOutcome, type Config, namedLimit } from "@tousu/api";
import { readTokenCookie, serializeExpiredTokenCookie } from "@tousu/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createContentSecurityPolicy, nonceSource } from "./content-security-policy";
import { createInProcessFetch, headerPairs, injectApiCall } from "./in-process-fetch";
import {
  isNotModified,
  isPageAt,
  PRIVATE_CACHE_CONTROL,
  type SharedLifetime,
  sharedCacheControl,
  sharedLifetimeFor,
  sharedPageVary,
} from "./page-cache";
import {
  createPageRenderer,
  H5_BUILD_DIR,
  loadSiteBuilds,
  ownOrigin,
  type PageRender,
  type PageRequest,
  type PrivateRender,
  type RenderPage,
  WEB_BUILD_DIR,
} from "./page-renderer";
import { mobileRedirectOrigin } from "./redirects";
import { RENDER_THREAD_URL, type RenderPool, startRenderPool } from "./render-pool";
import type { RenderThreadData } from "./render-worker";
import { createRenderedPageCache, RENDERED_PAGE_TTL_MS, type RenderedPageCache } from "./rendered-page-cache";
import { answerPageRequest, type PageSite } from "./sites";
import { TOO_MANY_RENDERS_PAGE } from "./too-many-renders-page";

/**
 * Serves the React Router build from the same Fastify process as the API: hashed assets are
 * immutable, everything else is rendered by React Router, on render threads when SSR_WORKERS is set
 * (docs/decisions/020), and flows back through `reply` (so compression still applies). Private pages
 * stream under a per-response nonce; anonymous public pages are rendered whole, their inline scripts
 * allowed by hash, and sent with CDN cache headers and an ETag (docs/decisions/065).
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const renderPage = await startRenderer(app, config);
  const contentSecurityPolicy = createContentSecurityPolicy(config);

  await app.register(fastifyStatic, {
    root: path.join(WEB_BUILD_DIR, "client"),
    wildcard: false,
    // scripts/compress-assets.mjs writes .br/.gz beside each asset at build time.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        "cache-control",
        isHashedAsset
          ? "public, max-age=31536000, immutable"
          : "public, max-age=3600, stale-while-revalidate=86400",
      );
    },
  });
  // The H5 site's hashed files, beside the PC site's (decision 078).
  await app.register(fastifyStatic, {
    root: path.join(H5_BUILD_DIR, "client", "h5-assets"),
    prefix: "/h5-assets/",
    wildcard: false,
    decorateReply: false,
    preCompressed: true,
    setHeaders: (reply) => reply.header("cache-control", "public, max-age=31536000, immutable"),
  });

  // Pages a CDN or this node's cache serves again cost nothing; a render is what a visitor spends.
  const renderLimit = app.createRateLimit(
    namedLimit("page-renders", { max: config.PAGE_RENDERS_PER_MINUTE_PER_IP, timeWindow: 60_000 }),
  );
  const isMobileRedirectOn = mobileRedirectOrigin(config) !== undefined;
  // Off with the API's read cache (tests that read right after they write).
  const sharedPages = createRenderedPageCache({
    ttlMs: config.CACHE_DRIVER === "none" ? 0 : RENDERED_PAGE_TTL_MS,
  });
  let refusedRenders = 0;
  exposePageMetrics(app, sharedPages, () => refusedRenders);
  // A change on any node drops the pages that showed it here (decision 099).
  app.onCacheInvalidation(({ pages }) => {
    if (pages === "all") sharedPages.forget(() => true);
    else if (pages && pages.length > 0)
      sharedPages.forget((key) => {
        const [site, url] = splitPageKey(key);
        return pages.some((address) => isPageAt(url, site, address));
      });
  });

  await app.register(async (scope) => {
    // Form posts reach the route action whole, within Fastify's body limit.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: async (request, reply) => {
        const answer = answerPageRequest(config, request.host.toLowerCase(), request.url);
        if (answer.kind === "redirect")
          return reply.header("cache-control", PRIVATE_CACHE_CONTROL).redirect(answer.location, 302);
        const { site } = answer;
        const pageLifetime = sharedLifetimeFor(request.method, request.url, site);
        const session = pageLifetime ? await sessionOf(request.headers.cookie) : "none";
        const sharedLifetime = session === "live" ? null : pageLifetime;
        const render = async () => {
          const limit = await renderLimit(request);
          if (!limit.isAllowed && limit.isExceeded) throw new TooManyRenders(limit.ttlInSeconds);
          // Only for a render, and aborted only when the visitor left before the page was sent: an
          // abort builds a DOMException, which on every answered request cost a cached page a twelfth
          // of its time (docs/performance.md).
          const controller = new AbortController();
          reply.raw.once("close", () => {
            if (!reply.raw.writableFinished) controller.abort();
          });
          return renderPage(toPageRequest(request, site, sharedLifetime !== null), controller.signal);
        };
        try {
          return await sendPage(request, reply, site, session, sharedLifetime, render);
        } catch (error) {
          if (!(error instanceof TooManyRenders)) throw error;
          refusedRenders++;
          return sendTooManyRenders(reply, error.retryAfterSeconds);
        }
      },
    });
  });

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    site: PageSite,
    session: Session,
    sharedLifetime: SharedLifetime | null,
    render: () => Promise<PageRender>,
  ) {
    const isH5 = site !== "pc";
    if (!sharedLifetime) return sendPrivate(reply, (await render()) as PrivateRender<Readable>, isH5);
    const shared = await sharedPages.remember(pageKey(site, request.url), async () => {
      const rendered = await render();
      if (rendered.kind === "private") return rendered;
      const headers = rendered.headers;
      headers.push(
        ["content-security-policy", contentSecurityPolicy(rendered.inlineScriptSources, isH5)],
        ["cache-control", sharedCacheControl(sharedLifetime)],
        ["vary", sharedPageVary(site, isMobileRedirectOn)],
        ["etag", rendered.etag],
      );
      const body = Buffer.from(rendered.body.buffer, rendered.body.byteOffset, rendered.body.byteLength);
      return { page: { headers, body } };
    });
    if ("kind" in shared) return sendPrivate(reply, shared, isH5);
    const { headers, body } = shared.page;
    reply.status(200);
    for (const [name, value] of headers) reply.header(name, value);
    // A token that is no session gets the anonymous page and loses the cookie, so its browser
    // stops sending it as a bearer; the answer is the visitor's own, since it sets a cookie.
    if (session === "dead")
      reply
        .header("set-cookie", serializeExpiredTokenCookie())
        .header("cache-control", PRIVATE_CACHE_CONTROL)
        .removeHeader("etag");
    if (isNotModified(request.headers["if-none-match"], String(reply.getHeader("etag"))))
      return reply.status(304).send();
    return reply.send(request.method === "HEAD" ? undefined : body);
  }

  /** Beyond the per-address render limit: a small fixed page, which costs no render. */
  function sendTooManyRenders(reply: FastifyReply, retryAfterSeconds: number) {
    return reply
      .status(429)
      .header("retry-after", String(retryAfterSeconds))
      .header("content-type", "text/html; charset=utf-8")
      .header("content-security-policy", contentSecurityPolicy([]))
      .header("cache-control", PRIVATE_CACHE_CONTROL)
      .send(TOO_MANY_RENDERS_PAGE);
  }

  /**
   * Whether the `web-token` cookie holds a session, without a render: a malformed or unknown token
   * costs a shape check or one remembered lookup, and its visitor gets the page anonymous visitors
   * share (a junk cookie must not buy a fresh render each time).
   */
  async function sessionOf(cookieHeader: string | undefined): Promise<Session> {
    const token = readTokenCookie(cookieHeader);
    if (token === null) return "none";
    return (await app.sessionUserOf(token)) ? "live" : "dead";
  }

  /** Streams a page only this visitor may see, with its nonce'd CSP. */
  function sendPrivate(reply: FastifyReply, rendered: PrivateRender<Readable>, isH5: boolean) {
    reply.status(rendered.status);
    for (const [name, value] of rendered.headers) reply.header(name, value);
    if (rendered.cookies.length > 0) reply.header("set-cookie", rendered.cookies);
    reply
      .header("content-security-policy", contentSecurityPolicy([nonceSource(rendered.cspNonce)], isH5))
      .header("cache-control", PRIVATE_CACHE_CONTROL);
    return reply.send(rendered.body ?? undefined);
  }
}

/** What this node's pages do, read when its metrics are scraped (decision 105). */
function exposePageMetrics(
  app: FastifyInstance,
  sharedPages: RenderedPageCache,
  refusedRenders: () => number,
): void {
  app.nodeMetrics.expose({
    name: "tousu_rendered_page_lookups_total",
    help: "Shareable pages asked of this node's rendered-page cache by outcome: hit (kept), joined (a render under way), miss (rendered).",
    type: "counter",
    labelNames: ["outcome"],
    read: () => byOutcome(sharedPages.lookups),
  });
  app.nodeMetrics.expose({
    name: "tousu_rendered_pages_dropped_total",
    help: "Rendered pages dropped as stale because a change showed on them.",
    type: "counter",
    read: sharedPages.droppedPages,
  });
  app.nodeMetrics.expose({
    name: "tousu_rendered_pages_kept",
    help: "Rendered pages this node keeps to share.",
    type: "gauge",
    read: sharedPages.size,
  });
  app.nodeMetrics.expose({
    name: "tousu_renders_refused_total",
    help: "Page renders refused (429) as too many from one address.",
    type: "counter",
    read: refusedRenders,
  });
}

/** The render threads' load (decision 020), read when metrics are scraped. */
function exposeRenderPoolMetrics(app: FastifyInstance, pool: RenderPool): void {
  const figures = [
    ["tousu_render_threads", "gauge", "Render threads running.", "threads"],
    ["tousu_render_threads_busy", "gauge", "Render threads with a render under way.", "busyThreads"],
    [
      "tousu_renders_in_progress",
      "gauge",
      "Renders sent to the threads and not answered yet; beyond one per thread they wait.",
      "rendersUnderWay",
    ],
    [
      "tousu_render_threads_replaced_total",
      "counter",
      "Render threads that died and were replaced.",
      "replacedThreads",
    ],
  ] as const;
  for (const [name, type, help, figure] of figures)
    app.nodeMetrics.expose({ name, type, help, read: () => pool.load()[figure] });
}

/** A rendered page's key: by site as well, since `/` and `/tousu` are different pages on the PC site and the mobile host. */
const pageKey = (site: PageSite, url: string) => `${site} ${url}`;

function splitPageKey(key: string): [PageSite, string] {
  const space = key.indexOf(" ");
  return [key.slice(0, space) as PageSite, key.slice(space + 1)];
}

/** Whether a page's request holds a session: none (anonymous), a live one, or a token that is no session. */
type Session = "none" | "live" | "dead";

class TooManyRenders extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("too many page renders from this address");
  }
}

/** Render threads when configured, else a renderer on this thread; either way loaders call in process. */
async function startRenderer(app: FastifyInstance, config: Config): Promise<RenderPage> {
  if (config.SSR_WORKERS === 0)
    return createPageRenderer(await loadSiteBuilds(), config, createInProcessFetch(app, ownOrigin(config)));
  const pool = await startRenderPool({
    size: config.SSR_WORKERS,
    threadUrl: RENDER_THREAD_URL,
    data: { config } satisfies RenderThreadData,
    answerApiCall: (call) => injectApiCall(app, call),
    log: (message) => app.log.warn(message),
  });
  app.addHook("onClose", () => pool.close());
  exposeRenderPoolMetrics(app, pool);
  return pool.render;
}

function toPageRequest(request: FastifyRequest, site: PageSite, isShared: boolean): PageRequest {
  // Everyone gets a shared render: it must not see this visitor's token (which is no session).
  const headers = headerPairs(request.headers).filter(([name]) => !(isShared && name === "cookie"));
  return {
    url: `${request.protocol}://${request.host}${request.url}`,
    method: isShared ? "GET" : request.method,
    headers,
    body: Buffer.isBuffer(request.body) ? request.body : null,
    clientIp: request.ip,
    isShared,
    site,
  };
}
