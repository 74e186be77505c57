// Not the package's index: render threads load this module, and need none of the API.
import { injectPageRenderCall } from "@tousu/api/page-render-calls";
import type { FastifyInstance } from "fastify";

/** A request for one of this server's own services, as plain data a render thread can post. */
export interface ApiCall {
  method: string;
  /** Path and query, e.g. `/api/v2/complaint/7/page?x=1`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  /**
   * The visitor's address, as data beside the headers: the API sees it as the request's remote
   * address, as if the visitor had called. Nothing a client sends can set it.
   */
  clientIp: string;
}

/** The service's answer, as plain data. */
export interface ApiAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array | null;
}

/**
 * Answers a call with Fastify directly (`inject`): the same routes, hooks and envelopes as over
 * HTTP, without a loopback socket, an HTTP parser on both ends and undici in between
 * (docs/decisions/015). Its reads are a page's: the page route's limit covers them (decision 027).
 */
export async function injectApiCall(app: FastifyInstance, call: ApiCall): Promise<ApiAnswer> {
  // No forwarding header either: with TRUST_PROXY set, the API would believe it over the address.
  const { "x-forwarded-for": _forwardedFor, ...headers } = call.headers;
  const injected = await injectPageRenderCall(app, {
    method: call.method as "GET",
    url: call.path,
    headers,
    ...(call.body !== undefined ? { payload: call.body } : {}),
    remoteAddress: call.clientIp,
  });
  const hasBody = injected.statusCode !== 204 && injected.statusCode !== 304;
  return {
    status: injected.statusCode,
    headers: headerPairs(injected.headers),
    body: hasBody ? injected.rawPayload : null,
  };
}

/** Node's header object (a list for repeated headers such as Set-Cookie) as name/value pairs. */
export function headerPairs(
  headers: Record<string, string | string[] | number | undefined>,
): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const item of value) pairs.push([name, item]);
    else if (value !== undefined) pairs.push([name, String(value)]);
  }
  return pairs;
}

/** The `fetch` of one visitor's render: its calls carry the visitor's address. */
export type VisitorFetch = (clientIp: string) => typeof fetch;

/**
 * Over the network the visitor's address can only travel as X-Forwarded-For, which the receiving
 * API believes only from the proxies its TRUST_PROXY names.
 */
export const networkFetch: VisitorFetch =
  (clientIp) =>
  (input, init = {}) => {
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set("x-forwarded-for", clientIp);
    return fetch(input, { ...init, headers });
  };

/**
 * A `fetch` for SSR loaders that hands requests for this server's own services to `answer` (inject,
 * directly or from a render thread) and sends other origins (a service deployed elsewhere) over the
 * network as before.
 */
export function createOwnServiceFetch(
  ownOrigin: string,
  answer: (call: ApiCall) => Promise<ApiAnswer>,
): VisitorFetch {
  return (clientIp) =>
    async (input, init = {}) => {
      if (input instanceof Request) return networkFetch(clientIp)(input, init);
      const url = new URL(String(input));
      // inject takes text; the API client only ever sends JSON, anything else keeps the network path.
      const hasOtherBody = init.body != null && typeof init.body !== "string";
      if (url.origin !== ownOrigin || hasOtherBody) return networkFetch(clientIp)(url, init);
      init.signal?.throwIfAborted();
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      const answered = await answer({
        method: init.method ?? "GET",
        path: url.pathname + url.search,
        headers,
        ...(typeof init.body === "string" ? { body: init.body } : {}),
        clientIp,
      });
      const responseHeaders = new Headers();
      for (const [name, value] of answered.headers) responseHeaders.append(name, value);
      return new Response(answered.body, { status: answered.status, headers: responseHeaders });
    };
}

/** Loaders rendering on the thread that serves the API: inject straight away. */
export function createInProcessFetch(app: FastifyInstance, ownOrigin: string): VisitorFetch {
  return createOwnServiceFetch(ownOrigin, (call) => injectApiCall(app, call));
}
