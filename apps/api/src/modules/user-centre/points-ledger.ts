import type { ContractData, ContractOutput, getMyScores } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { pointReasonLabel } from "@tousu/domain";
import { count, desc, eq, sum } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";

const { pointEntries } = schema;

/** The balance is the sum of the whole ledger; the page lists its entries newest first. */
export async function loadPointsLedger(
  deps: Pick<AppDeps, "db">,
  userId: number,
  query: ContractOutput<typeof getMyScores, "query">,
): Promise<ContractData<typeof getMyScores>> {
  const mine = eq(pointEntries.userId, userId);
  const [rows, [totals]] = await Promise.all([
    deps.db
      .select()
      .from(pointEntries)
      .where(mine)
      .orderBy(desc(pointEntries.createdAt), desc(pointEntries.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    deps.db
      .select({ entries: count(), balance: sum(pointEntries.points).mapWith(Number) })
      .from(pointEntries)
      .where(mine),
  ]);
  return {
    balance: totals?.balance ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      points: row.points,
      reason: row.reason,
      reason_label: pointReasonLabel(row.reason),
      created_at: row.createdAt.toISOString(),
    })),
    total: totals?.entries ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
