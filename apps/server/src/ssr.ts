import { randomBytes } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { Config } from "@tousu/api";
import type { AppLoadContext } from "@tousu/web/load-context";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import {
  createContentSecurityPolicy,
  nonceSource,
  replaceNonceWithScriptHashes,
} from "./content-security-policy";
import { createInProcessFetch } from "./in-process-fetch";
import {
  isNotModified,
  PRIVATE_CACHE_CONTROL,
  pageEtag,
  sharedCacheControl,
  sharedLifetimeFor,
  sharedPageVary,
} from "./page-cache";
import { mobileRedirectOrigin } from "./redirects";
import { createRenderedPageCache, RENDERED_PAGE_TTL_MS } from "./rendered-page-cache";

export const WEB_BUILD_DIR = path.resolve(import.meta.dirname, "../../web/build");

/** What the browser and SSR loaders need to reach the services (architecture guide, "Cross-cutting"). */
function createLoadContext(
  config: Config,
  app: FastifyInstance,
): Pick<AppLoadContext, "publicConfig" | "ssrBaseUrls" | "apiFetch"> {
  const ownOrigin = `http://127.0.0.1:${config.PORT}`;
  const ssrOrigin = config.SSR_ORIGIN ?? ownOrigin;
  const absolute = (base: string) => (/^https?:\/\//.test(base) ? base : `${ssrOrigin}${base}`);
  return {
    publicConfig: {
      apiBaseUrl: config.API_BASE_URL,
      mallBaseUrl: config.MALL_BASE_URL,
      lifeBaseUrl: config.LIFE_BASE_URL,
      dataBaseUrl: config.DATA_BASE_URL,
      mobileOrigin: config.MOBILE_ORIGIN ?? null,
      imageOrigin: config.IMAGE_ORIGIN,
      assetOrigin: config.ASSET_ORIGIN,
      contentAesKey: config.CONTENT_AES_KEY,
      isDevelopment: config.NODE_ENV === "development",
    },
    ssrBaseUrls: {
      main: absolute(config.API_BASE_URL),
      mall: absolute(config.MALL_BASE_URL),
      life: absolute(config.LIFE_BASE_URL),
      data: absolute(config.DATA_BASE_URL),
    },
    // An SSR_ORIGIN the operator set is a different way in (a proxy, another host): go there.
    apiFetch: config.SSR_ORIGIN ? fetch : createInProcessFetch(app, ownOrigin),
  };
}

/**
 * Serves the React Router build from the same Fastify process as the API: hashed
 * assets are immutable, everything else goes to the SSR handler as a Web Request
 * whose Response flows back through `reply` (so compression still applies). Private pages stream
 * under a per-response nonce; anonymous public pages are rendered whole, their inline scripts
 * allowed by hash, and sent with CDN cache headers and an ETag (docs/decisions/010).
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const build = (await import(
    pathToFileURL(path.join(WEB_BUILD_DIR, "server/index.js")).href
  )) as ServerBuild;
  const handleRequest = createRequestHandler(
    build,
    config.NODE_ENV === "production" ? "production" : "development",
  );
  const loadContext = createLoadContext(config, app);
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

  const isMobileRedirectOn = mobileRedirectOrigin(config) !== undefined;
  // Off with the API's read cache (tests that read right after they write).
  const sharedPages = createRenderedPageCache({
    ttlMs: config.CACHE_DRIVER === "none" ? 0 : RENDERED_PAGE_TTL_MS,
  });

  await app.register(async (scope) => {
    // Leave request bodies unread: the route action parses them from the Web Request.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    scope.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: async (request, reply) => {
        const sharedLifetime = sharedLifetimeFor(request.method, request.url, request.headers.cookie);
        const render = (method: string, cspNonce: string) =>
          handleRequest(toWebRequest(request, reply, method), {
            ...loadContext,
            cspNonce,
            isSharedRender: sharedLifetime !== null,
            clientIp: request.ip,
          });
        if (sharedLifetime) {
          // A HEAD of a shareable page renders like its GET: the ETag needs the body.
          const shared = await sharedPages.remember<PrivateRender>(request.url, async () => {
            const cspNonce = randomBytes(16).toString("base64");
            const response = await render("GET", cspNonce);
            if (!isShareable(response)) return { response, cspNonce };
            const body = await response.text();
            const isDocument = response.headers.get("content-type")?.startsWith("text/html") ?? false;
            const page = isDocument
              ? replaceNonceWithScriptHashes(body, cspNonce)
              : { html: body, inlineScriptSources: [] };
            const headers = [...response.headers].filter(([name]) => name !== "set-cookie");
            headers.push(
              ["content-security-policy", contentSecurityPolicy(page.inlineScriptSources)],
              ["cache-control", sharedCacheControl(sharedLifetime)],
              ["vary", sharedPageVary(isMobileRedirectOn)],
              ["etag", pageEtag(page.html)],
            );
            return { page: { headers, body: Buffer.from(page.html) } };
          });
          if ("page" in shared) {
            const { headers, body } = shared.page;
            reply.status(200);
            for (const [name, value] of headers) reply.header(name, value);
            if (isNotModified(request.headers["if-none-match"], String(reply.getHeader("etag"))))
              return reply.status(304).send();
            return reply.send(request.method === "HEAD" ? undefined : body);
          }
          return sendPrivate(reply, shared.response, shared.cspNonce);
        }
        const cspNonce = randomBytes(16).toString("base64");
        return sendPrivate(reply, await render(request.method, cspNonce), cspNonce);
      },
    });
  });

  /** Streams a page only this visitor may see, with its nonce'd CSP. */
  function sendPrivate(reply: FastifyReply, response: Response, cspNonce: string) {
    copyResponseHead(reply, response);
    reply
      .header("content-security-policy", contentSecurityPolicy([nonceSource(cspNonce)]))
      .header("cache-control", PRIVATE_CACHE_CONTROL);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
  }
}

/** A render only its requester may have, with the nonce its CSP must name. */
interface PrivateRender {
  response: Response;
  cspNonce: string;
}

/** Errors, redirects and answers that set a cookie are never shared, whatever the page. */
function isShareable(response: Response): boolean {
  return response.status === 200 && response.body !== null && response.headers.getSetCookie().length === 0;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, method: string): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

function copyResponseHead(reply: FastifyReply, response: Response): void {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
}
