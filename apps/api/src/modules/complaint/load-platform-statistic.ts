import type { ContractData, getComplaintStatistic } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { rateOf, shanghaiDay, shanghaiDayStart } from "@tousu/domain";
import { and, count, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { loadPlatformTotals } from "./platform-totals";

const { complaints, brands, enterprises } = schema;

/**
 * The platform totals from `platform_daily_stats` (kept by the brand-stats job), plus today's
 * filings counted live: today's rows are few and found through the created_at index.
 */
export async function loadPlatformStatistic(
  deps: Pick<AppDeps, "db" | "providers">,
): Promise<ContractData<typeof getComplaintStatistic>> {
  const { db } = deps;
  const [totals, [today], [brandTotal], [enterpriseTotal]] = await Promise.all([
    loadPlatformTotals(db),
    db
      .select({ value: count() })
      .from(complaints)
      .where(
        and(
          isPublicComplaint(),
          sql`${complaints.createdAt} >= ${shanghaiDayStart(shanghaiDay(deps.providers.now()))}`,
        ),
      ),
    db.select({ value: count() }).from(brands),
    db.select({ value: count() }).from(enterprises),
  ]);
  const { total, replied } = totals;
  return {
    total,
    today: today?.value ?? 0,
    replied,
    completed: totals.completed,
    brand_count: brandTotal?.value ?? 0,
    enterprise_count: enterpriseTotal?.value ?? 0,
    reply_rate: rateOf(replied, total),
  };
}
