import type { FastifyRequest } from "fastify";

/**
 * Rate-limit key of a person: a member is limited wherever they post from, a visitor by address.
 * Each route keeps its own counters (@fastify/rate-limit gives every route its own store), so the
 * key needs no route prefix.
 */
export async function perUserRateLimitKey(request: FastifyRequest): Promise<string> {
  const user = await request.resolveUser();
  return user ? `user:${user.id}` : `ip:${request.ip}`;
}
