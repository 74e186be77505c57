import type { ComplaintFiguresData } from "@tousu/contracts";
import type { DatabaseOrTransaction } from "@tousu/db";
import { rateOf } from "@tousu/domain";
import { sql } from "drizzle-orm";

export interface ComplaintFigures {
  complaintCount: number;
  repliedCount: number;
  /** Replied, and the company's first response came within the first-response deadline. */
  timelyCount: number;
  /** Completed by the consumer; automatic completions are shown apart (decision 013), never as success. */
  completedCount: number;
  /** Ratings of consumer-completed complaints; automatic completions say nothing about satisfaction. */
  ratingCount: number;
  /** Mean satisfaction score 1–5, null without ratings. */
  satisfaction: number | null;
  replyRate: number;
  timelyReplyRate: number;
  completionRate: number;
}

/**
 * The published-complaint figures of an enterprise or a brand (docs/decisions/009): the same
 * definitions on /enterprise/{id}, the company dashboard and brand pages.
 */
export async function loadComplaintFigures(
  db: DatabaseOrTransaction,
  scope: { enterpriseId: number } | { brandId: number },
): Promise<ComplaintFigures> {
  const owner =
    "enterpriseId" in scope
      ? sql`c.enterprise_id = ${scope.enterpriseId}`
      : sql`c.brand_id = ${scope.brandId}`;
  const result = await db.execute<{
    complaint_count: number;
    replied_count: number;
    timely_count: number;
    completed_count: number;
    rating_count: number;
    satisfaction: number | null;
  }>(sql`
    select count(*)::int as complaint_count,
           count(*) filter (where c.replied_at is not null)::int as replied_count,
           count(*) filter (where c.replied_at is not null and c.first_response_at is not null
             and not c.is_overdue)::int as timely_count,
           count(*) filter (where c.status = 'completed' and not c.is_auto_completed)::int as completed_count,
           count(r.id)::int as rating_count,
           avg(r.satisfaction_score)::float8 as satisfaction
    from complaints c
    left join complaint_ratings r on r.complaint_id = c.id and not c.is_auto_completed
    where ${owner} and c.dispatched_at is not null and not c.is_hidden`);
  const row = result.rows[0];
  const complaintCount = row?.complaint_count ?? 0;
  const repliedCount = row?.replied_count ?? 0;
  const timelyCount = row?.timely_count ?? 0;
  const completedCount = row?.completed_count ?? 0;
  return {
    complaintCount,
    repliedCount,
    timelyCount,
    completedCount,
    ratingCount: row?.rating_count ?? 0,
    satisfaction:
      row?.satisfaction === null || row?.satisfaction === undefined
        ? null
        : Math.round(row.satisfaction * 100) / 100,
    replyRate: rateOf(repliedCount, complaintCount),
    timelyReplyRate: rateOf(timelyCount, complaintCount),
    completionRate: rateOf(completedCount, complaintCount),
  };
}

/** The figures as the API sends them (contracts `complaintFigures`): /enterprise/{id} and the company dashboard. */
export function toFiguresData(figures: ComplaintFigures): ComplaintFiguresData {
  return {
    complaint_count: figures.complaintCount,
    replied_count: figures.repliedCount,
    completed_count: figures.completedCount,
    rating_count: figures.ratingCount,
    reply_rate: figures.replyRate,
    timely_reply_rate: figures.timelyReplyRate,
    completion_rate: figures.completionRate,
    satisfaction: figures.satisfaction,
  };
}
