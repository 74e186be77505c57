import type { FastifyInstance } from "fastify";

export const UNTRUSTED_FORWARDING_WARNING =
  "X-Forwarded-For arrived from a peer TRUST_PROXY does not name, so it was ignored: if this server " +
  "is behind a reverse proxy, every visitor has the proxy's address and the per-address limits " +
  'apply to the whole site. Set TRUST_PROXY (README, "Behind a reverse proxy").';

/**
 * The trap of a proxy on the same host with TRUST_PROXY unset: every visitor is 127.0.0.1. The
 * header is still not believed (a client may send it directly); the operator is told, once per process.
 */
export function registerUntrustedForwardingWarning(app: FastifyInstance): void {
  let hasWarned = false;
  app.addHook("onRequest", async (request) => {
    if (hasWarned || request.headers["x-forwarded-for"] === undefined) return;
    // Fastify's address is the socket's exactly when no hop of the header was trusted.
    if (request.ip !== request.socket.remoteAddress) return;
    hasWarned = true;
    request.log.warn({ peer: request.socket.remoteAddress }, UNTRUSTED_FORWARDING_WARNING);
  });
}
