import type { DatabaseOrTransaction } from "@tousu/db";
import { sql } from "drizzle-orm";

/**
 * Recounts a brand's denormalised figures from its complaints, with the definitions of
 * `loadComplaintFigures`: published (dispatched_at set), not hidden; satisfaction leaves out
 * automatic completions. A recount rather than +1/-1 bookkeeping, so no sequence of actions
 * (hide, restore, reply, appeal, …) can make the counters drift.
 */
export async function refreshBrandCounters(db: DatabaseOrTransaction, brandId: number | null): Promise<void> {
  if (brandId === null) return;
  await db.execute(sql`
    update brands b set
      complaint_count = f.complaint_count,
      replied_count = f.replied_count,
      completed_count = f.completed_count,
      satisfaction_sum = f.satisfaction_sum,
      satisfaction_count = f.satisfaction_count
    from (
      select count(*)::int as complaint_count,
             count(*) filter (where c.replied_at is not null)::int as replied_count,
             count(*) filter (where c.status = 'completed' and not c.is_auto_completed)::int as completed_count,
             coalesce(sum(r.satisfaction_score) filter (where not c.is_auto_completed), 0)::int as satisfaction_sum,
             count(r.id) filter (where not c.is_auto_completed)::int as satisfaction_count
      from complaints c
      left join complaint_ratings r on r.complaint_id = c.id
      where c.brand_id = ${brandId} and c.dispatched_at is not null and not c.is_hidden
    ) f
    where b.id = ${brandId}`);
}
