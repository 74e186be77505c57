import { randomBytes } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import type { Config } from "@tousu/api";
import { createTrackPageTokens } from "@tousu/api/track-page-tokens";
import { H5_PREFIX } from "@tousu/domain";
import type { AppLoadContext } from "@tousu/page-kit/load-context";
import { createRequestHandler, type ServerBuild } from "react-router";
import { replaceNonceWithScriptHashes } from "./content-security-policy";
import { networkFetch, type VisitorFetch } from "./in-process-fetch";
import { pageEtag } from "./page-cache";
import { splitRouteTables } from "./route-tables";
import type { PageSite } from "./sites";

export const WEB_BUILD_DIR = path.resolve(import.meta.dirname, "../../web/build");
/** The H5 site's build (decision 078); its client files are under `client/h5-assets`. */
export const H5_BUILD_DIR = path.resolve(import.meta.dirname, "../../h5/build");

/** One page request, as plain data a render thread can receive. */
export interface PageRequest {
  /** Absolute, as the visitor asked for it. */
  url: string;
  /** What to render: a HEAD of a shareable page renders like its GET (the ETag needs the body). */
  method: string;
  headers: [string, string][];
  body: Uint8Array | null;
  /** The visitor's address as the server determined it (TRUST_PROXY applied). */
  clientIp: string;
  /** A CDN may share the answer: render it whole, with script hashes instead of a nonce. */
  isShared: boolean;
  /** Which app renders it (sites.ts). */
  site: PageSite;
}

/**
 * A page anonymous visitors may share: status 200, no cookie set. Its inline scripts are allowed by
 * hash and its ETag is final; the server adds the cache headers.
 */
export interface SharedRender {
  kind: "shared";
  headers: [string, string][];
  /** UTF-8 bytes of their own buffer, so a render thread can hand them over without a copy. */
  body: Uint8Array;
  inlineScriptSources: string[];
  etag: string;
}

/** An answer only its requester may have (a private page, an error, a redirect, a cookie), streamed. */
export interface PrivateRender<Body> {
  kind: "private";
  status: number;
  /** Set-Cookie is in `cookies`, one entry each. */
  headers: [string, string][];
  cookies: string[];
  /** The nonce its CSP must name. */
  cspNonce: string;
  body: Body | null;
}

export type PageRender<Body = Readable> = SharedRender | PrivateRender<Body>;

export type RenderPage = (request: PageRequest, signal: AbortSignal) => Promise<PageRender>;

/** The React Router builds of the two sites. */
export interface SiteBuilds {
  pc: ServerBuild;
  h5: ServerBuild;
}

async function loadBuild(directory: string): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(directory, "server/index.js")).href)) as ServerBuild;
}

export async function loadSiteBuilds(): Promise<SiteBuilds> {
  // One after the other: both builds import the same packages, and Node 20 fails a require() of an
  // ES module that a concurrent import() is still linking ("reading 'getStatus'", nodejs/node#55782),
  // which then failed every later page render of that process.
  const pc = await loadBuild(WEB_BUILD_DIR);
  const h5 = await loadBuild(H5_BUILD_DIR);
  return { pc, h5 };
}

/** What the browser and SSR loaders need to reach the services (architecture guide, "Cross-cutting"). */
function createLoadContext(
  config: Config,
  apiFetch: VisitorFetch,
): Pick<AppLoadContext, "publicConfig" | "ssrBaseUrls"> & { apiFetch: VisitorFetch } {
  const ssrOrigin = config.SSR_ORIGIN ?? ownOrigin(config);
  const absolute = (base: string) => (/^https?:\/\//.test(base) ? base : `${ssrOrigin}${base}`);
  return {
    publicConfig: {
      apiBaseUrl: config.API_BASE_URL,
      mallBaseUrl: config.MALL_BASE_URL,
      lifeBaseUrl: config.LIFE_BASE_URL,
      lawyerBaseUrl: config.LAWYER_BASE_URL,
      dataBaseUrl: config.DATA_BASE_URL,
      eventBaseUrl: config.EVENT_BASE_URL,
      mobileOrigin: config.MOBILE_ORIGIN ?? null,
      lawyerSiteOrigin: config.siblingOrigins.lawyer,
      saasOrigin: config.siblingOrigins.saas,
      imageOrigin: config.IMAGE_ORIGIN,
      assetOrigin: config.ASSET_ORIGIN,
      contentAesKey: config.CONTENT_AES_KEY,
      siteOrigin: config.siteOrigin,
      isDevelopment: config.NODE_ENV === "development",
    },
    ssrBaseUrls: {
      main: absolute(config.API_BASE_URL),
      mall: absolute(config.MALL_BASE_URL),
      life: absolute(config.LIFE_BASE_URL),
      lawyer: absolute(config.LAWYER_BASE_URL),
      data: absolute(config.DATA_BASE_URL),
      event: absolute(config.EVENT_BASE_URL),
    },
    // An SSR_ORIGIN the operator set is a different way in (a proxy, another host): go there.
    apiFetch: config.SSR_ORIGIN ? networkFetch : apiFetch,
  };
}

/** The origin SSR loaders address this server's own services by (answered in process). */
export const ownOrigin = (config: Config) => `http://127.0.0.1:${config.PORT}`;

/**
 * Renders pages with the React Router build, on whichever thread calls it: the server's own when
 * SSR_WORKERS is 0, each render thread otherwise (docs/decisions/020). `apiFetch` is how its
 * loaders reach this server's services, on behalf of the visitor whose page they render.
 */
export function createPageRenderer(builds: SiteBuilds, config: Config, apiFetch: VisitorFetch): RenderPage {
  const mode = config.NODE_ENV === "production" ? "production" : "development";
  // React Router's server reads the basename from the build, and sends it to the browser in the
  // page's router context, so links and client navigations stay under it (decision 078).
  const handlers: Record<PageSite, (request: Request, context: AppLoadContext) => Promise<Response>> = {
    pc: createTablesHandler(builds.pc, mode),
    h5: createTablesHandler(builds.h5, mode),
    "h5-prefixed": createTablesHandler({ ...builds.h5, basename: H5_PREFIX }, mode),
  };
  const { apiFetch: visitorFetch, ...loadContext } = createLoadContext(config, apiFetch);
  const trackTokens = createTrackPageTokens(config.PII_SECRET);
  return async (request, signal) => {
    const cspNonce = randomBytes(16).toString("base64");
    const response = await handlers[request.site](toWebRequest(request, signal), {
      ...loadContext,
      apiFetch: visitorFetch(request.clientIp),
      cspNonce,
      // A shared render's token is shared too: it stays valid far longer than the page is cached.
      trackToken: trackTokens.issue(request.site === "pc" ? "PC" : "H5", new Date()),
      isSharedRender: request.isShared,
    });
    const cookies = response.headers.getSetCookie();
    if (request.isShared && isShareable(response, cookies)) {
      const body = await response.text();
      const isDocument = response.headers.get("content-type")?.startsWith("text/html") ?? false;
      const page = isDocument
        ? replaceNonceWithScriptHashes(body, cspNonce)
        : { html: body, inlineScriptSources: [] };
      const bytes = new TextEncoder().encode(page.html);
      return {
        kind: "shared",
        headers: [...response.headers],
        body: bytes,
        inlineScriptSources: page.inlineScriptSources,
        etag: pageEtag(bytes),
      };
    }
    // React Router refuses a method the page has no action for; RFC 9110 wants the methods it takes.
    if (response.status === 405) response.headers.set("allow", PAGE_METHODS);
    return {
      kind: "private",
      status: response.status,
      headers: [...response.headers].filter(([name]) => name !== "set-cookie"),
      cookies,
      cspNonce,
      body: response.body && Readable.fromWeb(response.body as import("node:stream/web").ReadableStream),
    };
  };
}

/** React Router's handler of a build, with the smaller route table for addresses outside its sections. */
function createTablesHandler(build: ServerBuild, mode: "production" | "development") {
  const tables = splitRouteTables(build);
  const whole = createRequestHandler(tables.whole, mode);
  const withoutSections = createRequestHandler(tables.withoutSections, mode);
  return (request: Request, context: AppLoadContext) =>
    (tables.needsWhole(new URL(request.url).pathname) ? whole : withoutSections)(request, context);
}

/** What every page takes; a page with an action (a form) takes POST as well and never answers 405. */
const PAGE_METHODS = "GET, HEAD";

/** Errors, redirects and answers that set a cookie are never shared, whatever the page. */
function isShareable(response: Response, cookies: string[]): boolean {
  return response.status === 200 && response.body !== null && cookies.length === 0;
}

function toWebRequest(request: PageRequest, signal: AbortSignal): Request {
  const hasBody = request.body !== null && request.method !== "GET" && request.method !== "HEAD";
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal,
    ...(hasBody ? { body: request.body } : {}),
  } as RequestInit);
}
