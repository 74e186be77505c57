import type { StaffRole } from "@tousu/domain";

export interface AuthenticatedUser {
  id: number;
  sessionId: number;
  /** False for an account made by a WeChat scan until it binds a phone: it may read but not write. */
  hasPhone: boolean;
  /** The role the session was opened in: "lawyer" through the lawyer login (decision 069). */
  sessionRole: "lawyer" | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Resolves the bearer token once per request; null for visitors. */
    resolveUser(): Promise<AuthenticatedUser | null>;
    /** The caller's staff roles, looked up once per request; none for visitors and everybody else. */
    resolveStaffRoles(): Promise<StaffRole[]>;
  }
}
