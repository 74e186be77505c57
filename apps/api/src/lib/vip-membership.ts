import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { isMembershipActive } from "@tousu/domain";
import { eq, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

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

/**
 * Whether the row's user was a member at the row's time (SQL over two columns of `table`, the query's
 * own table): the ledger's last change to their membership before then had it end after then. Read
 * from the ledger, so it holds for any past moment without a copy of the membership kept beside the
 * row. The columns are named with their table because a single table's select leaves them bare, and
 * a bare name inside the subquery would be the ledger's own.
 */
export function wasMemberAt(table: PgTable, userId: PgColumn, at: PgColumn): SQL<boolean> {
  const entries = schema.vipMembershipEntries;
  const rowUser = sql`${table}.${sql.identifier(userId.name)}`;
  const rowTime = sql`${table}.${sql.identifier(at.name)}`;
  return sql<boolean>`coalesce((
    select ${entries.endsAfter} > ${rowTime} from ${entries}
    where ${entries.userId} = ${rowUser} and ${entries.createdAt} <= ${rowTime}
    order by ${entries.createdAt} desc, ${entries.id} desc limit 1
  ), false)`;
}
