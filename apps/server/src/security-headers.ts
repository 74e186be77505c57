import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * The headers helmet sets for `options`, worked out once: they depend on its options alone. Run
 * per request, helmet builds its middleware from the options again each time, which cost a cached
 * answer a twentieth of its time (docs/performance.md).
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => {},
  };
  let isDone = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {
    isDone = true;
  });
  if (!isDone) throw new Error("helmet did not finish at once: its headers would depend on the request");
  return headers;
}

/**
 * nosniff, the referrer policy, no framing and friends on every response. A page's Content-Security-Policy
 * needs a per-response nonce, so ssr.ts sets it (and Swagger UI's inline scripts stay unaffected).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    // Other sites get no referrer. Under "no-referrer" a browser also posts a form with `Origin: null`,
    // which React Router refuses as an action from another site, so a form sent before (or without)
    // the page's scripts would fail; "same-origin" keeps the origin on this site's own requests.
    referrerPolicy: { policy: "same-origin" },
  });
  // On the raw response, as helmet would: a page streamed by React Router writes its head itself.
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
