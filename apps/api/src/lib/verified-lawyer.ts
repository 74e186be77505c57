import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { and, type Column, eq, type SQL } from "drizzle-orm";
import type { AuthenticatedUser } from "./request-user";

const { lawyerProfiles } = schema;

/**
 * The one rule of a lawyer the platform vouches for: their profile is verified (not pending, refused
 * or suspended). `userId` is the account, or a column holding it.
 */
export const isVerifiedLawyerProfile = (userId: number | Column): SQL =>
  and(eq(lawyerProfiles.userId, userId), eq(lawyerProfiles.status, "verified")) as SQL;

/** Whether an account is a verified lawyer now. */
export async function isVerifiedLawyer(db: DatabaseOrTransaction, userId: number): Promise<boolean> {
  const rows = await db
    .select({ userId: lawyerProfiles.userId })
    .from(lawyerProfiles)
    .where(isVerifiedLawyerProfile(userId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether a caller acts as a lawyer: signed in through the lawyer login and still verified. The
 * profile is read on every call, so a suspension shuts a session still open (decision 049).
 */
export async function actsAsVerifiedLawyer(
  db: DatabaseOrTransaction,
  user: AuthenticatedUser,
): Promise<boolean> {
  return user.sessionRole === "lawyer" && (await isVerifiedLawyer(db, user.id));
}
