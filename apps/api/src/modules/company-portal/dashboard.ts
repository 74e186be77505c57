import type { ContractData, getCompanyDashboard } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { COMPLAINT_STATUS_LABELS, type ComplaintStatus, shanghaiDay, shanghaiDayStart } from "@tousu/domain";
import { type AnyColumn, and, count, desc, eq, gte, isNotNull, not, sql } from "drizzle-orm";
import { loadComplaintFigures, toFiguresData } from "../../lib/enterprise-figures";

const { complaints, complaintProblems, problems } = schema;

const DAY_MS = 86_400_000;

type Bucket = "day" | "week";

/**
 * The buckets a period is drawn in, oldest first: the last `days` Shanghai days, or the weeks
 * (Monday first, as PostgreSQL's date_trunc('week') counts them) that cover them.
 */
export function dashboardBuckets(now: Date, days: number): { bucket: Bucket; starts: string[]; since: Date } {
  const bucket: Bucket = days > 31 ? "week" : "day";
  const todayStart = Date.parse(`${shanghaiDay(now)}T00:00:00Z`);
  let first = todayStart - (days - 1) * DAY_MS;
  if (bucket === "week") first -= ((new Date(first).getUTCDay() + 6) % 7) * DAY_MS;
  const step = bucket === "week" ? 7 * DAY_MS : DAY_MS;
  const starts: string[] = [];
  for (let start = first; start <= todayStart; start += step) {
    starts.push(new Date(start).toISOString().slice(0, 10));
  }
  return { bucket, starts, since: shanghaiDayStart(starts[0] ?? shanghaiDay(now)) };
}

const TOP_PROBLEMS = 10;

/**
 * The company dashboard. The headline figures are the enterprise's lifetime figures, defined once in
 * enterprise-figures (the same numbers /enterprise/{id} shows); the charts cover the chosen period.
 * Hidden complaints are left out everywhere, as the public figures leave them out.
 */
export async function loadCompanyDashboard(
  db: Database,
  enterpriseId: number,
  now: Date,
  days: number,
): Promise<ContractData<typeof getCompanyDashboard>> {
  const { bucket, starts, since } = dashboardBuckets(now, days);
  const inPeriod = and(
    eq(complaints.enterpriseId, enterpriseId),
    isNotNull(complaints.dispatchedAt),
    gte(complaints.dispatchedAt, since),
    not(complaints.isHidden),
  );
  const bucketOf = (column: AnyColumn) =>
    sql`to_char(date_trunc(${bucket}, ${column} at time zone 'Asia/Shanghai'), 'YYYY-MM-DD')`;

  const [figures, volumeRows, replyRows, problemRows, statusRows] = await Promise.all([
    loadComplaintFigures(db, { enterpriseId }),
    db
      .select({ start: bucketOf(complaints.dispatchedAt).mapWith(String), value: count() })
      .from(complaints)
      .where(inPeriod)
      .groupBy(sql`1`),
    db
      .select({ start: bucketOf(complaints.repliedAt).mapWith(String), value: count() })
      .from(complaints)
      .where(
        and(
          eq(complaints.enterpriseId, enterpriseId),
          isNotNull(complaints.dispatchedAt),
          gte(complaints.repliedAt, since),
          not(complaints.isHidden),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ name: problems.name, count: count() })
      .from(complaintProblems)
      .innerJoin(complaints, eq(complaints.id, complaintProblems.complaintId))
      .innerJoin(problems, eq(problems.id, complaintProblems.problemId))
      .where(inPeriod)
      .groupBy(problems.id, problems.name)
      .orderBy(desc(count()), problems.name)
      .limit(TOP_PROBLEMS),
    db
      .select({ status: complaints.status, count: count() })
      .from(complaints)
      .where(inPeriod)
      .groupBy(complaints.status)
      .orderBy(desc(count())),
  ]);

  const byStart = (rows: { start: string; value: number }[]) =>
    new Map(rows.map((row) => [row.start, row.value]));
  const volume = byStart(volumeRows);
  const replies = byStart(replyRows);

  return {
    figures: toFiguresData(figures),
    bucket,
    series: starts.map((date) => ({
      date,
      complaints: volume.get(date) ?? 0,
      replies: replies.get(date) ?? 0,
    })),
    top_problems: problemRows,
    statuses: statusRows.map((row) => ({
      status: row.status,
      label: COMPLAINT_STATUS_LABELS[row.status as ComplaintStatus],
      count: row.count,
    })),
  };
}
