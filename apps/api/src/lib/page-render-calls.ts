import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest, InjectOptions, LightMyRequestResponse } from "fastify";

const answering = new AsyncLocalStorage<true>();
const pageRenderCalls = new WeakSet<FastifyRequest>();

/**
 * Answers a call that this server's own page render makes to its services (`inject`), marked as
 * such. The mark lives in this process's memory, not in the request: no client can send it.
 */
export function injectPageRenderCall(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  // Awaited inside: inject starts the request only when its answer is asked for.
  return answering.run(true, async () => await app.inject(options));
}

/** Notes, as each request arrives, whether it is a page render's call (`injectPageRenderCall`). */
export function registerPageRenderCalls(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (answering.getStore()) pageRenderCalls.add(request);
  });
}

/** Whether the request is a call of this server's own page render, not one from outside. */
export function isPageRenderCall(request: FastifyRequest): boolean {
  return pageRenderCalls.has(request);
}

/**
 * A read that a page render makes: the page route's own per-visitor limit covers it (a page is
 * what a person asks for), so the API's per-address limits, sized for the browser calling an
 * endpoint, do not count it. A page's writes (form actions) keep the endpoint's limits.
 */
export function isPageRenderRead(request: FastifyRequest): boolean {
  return isPageRenderCall(request) && (request.method === "GET" || request.method === "HEAD");
}
