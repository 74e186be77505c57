import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { isMembershipActive } from "@tousu/domain";
import { eq } from "drizzle-orm";

/**
 * A member's running membership (decision 087): the plan that last extended it and its end; null
 * when none runs. Shared: `GET /user` carries it, and the membership's own pages read it.
 */
export async function readVipMembership(
  db: DatabaseOrTransaction,
  userId: number,
  now: Date,
): Promise<{ plan_name: string; ends_at: string } | null> {
  const [membership] = await db
    .select({ planName: schema.vipMemberships.planName, endsAt: schema.vipMemberships.endsAt })
    .from(schema.vipMemberships)
    .where(eq(schema.vipMemberships.userId, userId));
  if (!membership || !isMembershipActive(now, membership.endsAt)) return null;
  return { plan_name: membership.planName, ends_at: membership.endsAt.toISOString() };
}
