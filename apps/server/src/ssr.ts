import { randomBytes } from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { Config } from "@tousu/api";
import type { AppLoadContext } from "@tousu/web/load-context";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";

export const WEB_BUILD_DIR = path.resolve(import.meta.dirname, "../../web/build");

/** What the browser and SSR loaders need to reach the services (architecture guide, "Cross-cutting"). */
export function createLoadContext(config: Config): Pick<AppLoadContext, "publicConfig" | "ssrBaseUrls"> {
  const ssrOrigin = config.SSR_ORIGIN ?? `http://127.0.0.1:${config.PORT}`;
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
  };
}

/**
 * Serves the React Router build from the same Fastify process as the API: hashed
 * assets are immutable, everything else goes to the SSR handler as a Web Request
 * whose streamed Response flows back through `reply` (so compression still applies).
 */
export async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const build = (await import(
    pathToFileURL(path.join(WEB_BUILD_DIR, "server/index.js")).href
  )) as ServerBuild;
  const handleRequest = createRequestHandler(
    build,
    config.NODE_ENV === "production" ? "production" : "development",
  );
  const loadContext = createLoadContext(config);
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

  await app.register(async (scope) => {
    // Leave request bodies unread: the route action parses them from the Web Request.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    scope.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: async (request, reply) => {
        const cspNonce = randomBytes(16).toString("base64");
        reply.header("content-security-policy", contentSecurityPolicy(cspNonce));
        const response = await handleRequest(toWebRequest(request, reply), { ...loadContext, cspNonce });
        return sendWebResponse(reply, response);
      },
    });
  });
}

/**
 * Pages may run only our own scripts and inline scripts carrying this response's nonce, so an
 * injected <script> does nothing even though the spec keeps the token readable by scripts (§4).
 * No page may be framed (clickjacking).
 */
export function createContentSecurityPolicy(config: Config): (nonce: string) => string {
  const origins = (...values: string[]) =>
    values.filter((value) => /^https?:\/\//.test(value)).map((value) => new URL(value).origin);
  const assetOrigins = origins(config.ASSET_ORIGIN);
  const imageOrigins = origins(config.IMAGE_ORIGIN, config.ASSET_ORIGIN);
  const apiOrigins = origins(
    config.API_BASE_URL,
    config.MALL_BASE_URL,
    config.LIFE_BASE_URL,
    config.DATA_BASE_URL,
  );
  return (nonce) =>
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}' ${assetOrigins.join(" ")}`.trim(),
      // Inline styles stay allowed: the dialog's scroll lock injects a <style>, React sets style
      // attributes, and CSS cannot run script.
      `style-src 'self' 'unsafe-inline' ${assetOrigins.join(" ")}`.trim(),
      `img-src 'self' data: blob: ${imageOrigins.join(" ")}`.trim(),
      `connect-src 'self' ${apiOrigins.join(" ")}`.trim(),
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; ");
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream));
}
