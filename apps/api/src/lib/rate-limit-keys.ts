import type { CreateRateLimitOptions } from "@fastify/rate-limit";
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

/** What a request limit made with `createRateLimit` is called on every node (decision 099). */
export interface NamedLimit {
  /** Unique among the app's limits: nodes sharing Redis count a name's keys together. */
  limitName: string;
}

/**
 * A `createRateLimit` limit with its name: a route's own limits are named by their route, the ones
 * made in code by this (the library's options have no field for it, so it travels beside them).
 */
export function namedLimit<T extends CreateRateLimitOptions>(limitName: string, options: T): T & NamedLimit {
  return { ...options, limitName };
}
