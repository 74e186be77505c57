export interface AuthenticatedUser {
  id: number;
  sessionId: number;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Resolves the bearer token once per request; null for visitors. */
    resolveUser(): Promise<AuthenticatedUser | null>;
  }
}
