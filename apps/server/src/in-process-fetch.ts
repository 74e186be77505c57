import type { FastifyInstance } from "fastify";

/**
 * A `fetch` for SSR loaders that hands requests for this process's own services to Fastify
 * directly (`inject`): the same routes, hooks, limits and envelopes as over HTTP, without a
 * loopback socket, an HTTP parser on both ends and undici in between. Other origins (a service
 * deployed elsewhere) go out over the network as before. docs/decisions/015.
 */
export function createInProcessFetch(app: FastifyInstance, ownOrigin: string): typeof fetch {
  return async (input, init = {}) => {
    if (input instanceof Request) return fetch(input, init);
    const url = new URL(String(input));
    // inject takes text; the API client only ever sends JSON, anything else keeps the network path.
    const hasOtherBody = init.body != null && typeof init.body !== "string";
    if (url.origin !== ownOrigin || hasOtherBody) return fetch(url, init);
    init.signal?.throwIfAborted();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const injected = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: url.pathname + url.search,
      headers,
      ...(typeof init.body === "string" ? { payload: init.body } : {}),
      // What the socket would have said: SSR calls the API over loopback, which it trusts to
      // forward the visitor's address (apps/api/src/lib/proxy-trust.ts).
      remoteAddress: "127.0.0.1",
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(injected.headers)) {
      if (Array.isArray(value)) for (const item of value) responseHeaders.append(name, item);
      else if (value !== undefined) responseHeaders.set(name, String(value));
    }
    const hasBody = injected.statusCode !== 204 && injected.statusCode !== 304;
    return new Response(hasBody ? injected.rawPayload : null, {
      status: injected.statusCode,
      headers: responseHeaders,
    });
  };
}
