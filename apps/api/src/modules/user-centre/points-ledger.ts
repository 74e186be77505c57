import type { ContractData, ContractOutput, getMyScores } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { pointReasonLabel } from "@tousu/domain";
import { count, desc, eq, sum } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { pageResult, pageWindow } from "../../lib/paging";

const { pointEntries } = schema;

/** The balance is the sum of the whole ledger; the page lists its entries newest first. */
export async function loadPointsLedger(
  deps: Pick<AppDeps, "db">,
  userId: number,
  query: ContractOutput<typeof getMyScores, "query">,
): Promise<ContractData<typeof getMyScores>> {
  const mine = eq(pointEntries.userId, userId);
  const paging = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    deps.db
      .select()
      .from(pointEntries)
      .where(mine)
      .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
      .limit(paging.limit)
      .offset(paging.offset),
    deps.db
      .select({ entries: count(), balance: sum(pointEntries.points).mapWith(Number) })
      .from(pointEntries)
      .where(mine),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    points: row.points,
    reason: row.reason,
    reason_label: pointReasonLabel(row.reason),
    created_at: row.createdAt.toISOString(),
  }));
  return {
    balance: totals?.balance ?? 0,
    ...pageResult(list, totals?.entries ?? 0, query),
  };
}
