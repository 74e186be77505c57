import type {
  ContractData,
  ContractOutput,
  listConsoleRedemptions,
  listMyRedemptions,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { readPage } from "../../lib/paging";
import { redemptionView } from "./redemption-views";

const { mallRedemptions, users, complaints } = schema;

/** The member's redemptions, one status or all, newest first. */
export function listRedemptionsOf(
  deps: Pick<AppDeps, "db">,
  userId: number,
  query: ContractOutput<typeof listMyRedemptions, "query">,
): Promise<ContractData<typeof listMyRedemptions>> {
  const mine = and(
    eq(mallRedemptions.userId, userId),
    query.status ? eq(mallRedemptions.status, query.status) : undefined,
  );
  return readPage(
    query,
    {
      rows: deps.db
        .select()
        .from(mallRedemptions)
        .where(mine)
        .orderBy(desc(mallRedemptions.createdAt), desc(mallRedemptions.id))
        .$dynamic(),
      total: countWhere(deps, mine),
    },
    (rows) => rows.map(redemptionView),
  );
}

/** Every member's redemptions for staff, one status or all, newest first, with who and which complaint. */
export function listConsoleRedemptionsOf(
  deps: Pick<AppDeps, "db">,
  query: ContractOutput<typeof listConsoleRedemptions, "query">,
): Promise<ContractData<typeof listConsoleRedemptions>> {
  const filter = query.status ? eq(mallRedemptions.status, query.status) : undefined;
  return readPage(
    query,
    {
      rows: deps.db
        .select({ redemption: mallRedemptions, nickname: users.nickname, complaintTitle: complaints.title })
        .from(mallRedemptions)
        .innerJoin(users, eq(users.id, mallRedemptions.userId))
        .leftJoin(complaints, eq(complaints.id, mallRedemptions.complaintId))
        .where(filter)
        .orderBy(desc(mallRedemptions.createdAt), desc(mallRedemptions.id))
        .$dynamic(),
      total: countWhere(deps, filter),
    },
    (rows) => rows.map(consoleRedemptionView),
  );
}

export function consoleRedemptionView(row: {
  redemption: typeof mallRedemptions.$inferSelect;
  nickname: string;
  complaintTitle: string | null;
}) {
  return {
    ...redemptionView(row.redemption),
    id: row.redemption.id,
    user_id: row.redemption.userId,
    nickname: row.nickname,
    complaint_title: row.complaintTitle,
    fulfilled_by: row.redemption.fulfilledBy,
  };
}

async function countWhere(deps: Pick<AppDeps, "db">, filter: SQL | undefined): Promise<number> {
  const [row] = await deps.db.select({ total: count() }).from(mallRedemptions).where(and(filter));
  return row?.total ?? 0;
}
