export interface AuthenticatedUser {
  id: number;
  sessionId: number;
  /** The role the session was opened in: "lawyer" through the lawyer login (decision 047). */
  sessionRole: "lawyer" | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Resolves the bearer token once per request; null for visitors. */
    resolveUser(): Promise<AuthenticatedUser | null>;
  }
}
