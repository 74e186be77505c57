import { type Database, type DatabaseOrTransaction, schema } from "@tousu/db";
import { STAFF_ROLES, type StaffRole } from "@tousu/domain";
import { and, eq, inArray } from "drizzle-orm";
import { forbidden } from "./app-error";
import type { AuthenticatedUser } from "./request-user";

/**
 * The staff roles an account holds. Endpoints do not ask it themselves: their contracts name the roles
 * they admit and `route()` checks them (decision 072); this serves that check and the decisions that
 * truly differ by role (what a moderator may read in Q&A, whether a mediator still holds the role).
 */
export async function staffRolesOf(db: DatabaseOrTransaction, userId: number): Promise<StaffRole[]> {
  const rows = await db
    .select({ role: schema.userRoles.role })
    .from(schema.userRoles)
    .where(and(eq(schema.userRoles.userId, userId), inArray(schema.userRoles.role, [...STAFF_ROLES])));
  return rows.map((row) => row.role as StaffRole);
}

export interface EnterpriseMembership {
  enterpriseId: number;
  role: "owner" | "agent";
}

export async function membershipsOf(db: Database, userId: number): Promise<EnterpriseMembership[]> {
  return db
    .select({ enterpriseId: schema.enterpriseMembers.enterpriseId, role: schema.enterpriseMembers.role })
    .from(schema.enterpriseMembers)
    .where(eq(schema.enterpriseMembers.userId, userId));
}

/**
 * The enterprise a company-portal request acts for. A person may belong to several enterprises;
 * the portal sends the chosen one, and without a choice the first membership is used.
 * Throws 403 when the user is not a member (or not an owner when `ownerOnly`).
 */
export async function requireEnterpriseMember(
  db: Database,
  user: AuthenticatedUser,
  options: { enterpriseId?: number; ownerOnly?: boolean } = {},
): Promise<EnterpriseMembership> {
  const memberships = await membershipsOf(db, user.id);
  const membership =
    options.enterpriseId === undefined
      ? memberships[0]
      : memberships.find((candidate) => candidate.enterpriseId === options.enterpriseId);
  if (!membership) throw forbidden("您不是该企业的成员");
  if (options.ownerOnly && membership.role !== "owner") throw forbidden("只有企业管理员可以执行此操作");
  return membership;
}
