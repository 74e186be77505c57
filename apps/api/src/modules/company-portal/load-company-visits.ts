import { type ContractData, type getCompanyVisits, VISITS_TOP_COMPLAINTS } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { COMPLAINT_STATUS_LABELS } from "@tousu/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { previousBucket } from "../data";

const { trackDaily } = schema;

const DAY_MS = 86_400_000;

type Visits = ContractData<typeof getCompanyVisits>;
type Series = Visits["series"][number];

/** The series' parts and the `enterprise` roll-up value each reads: `{kind}/{site}` (decision 113). */
const SERIES_PARTS = {
  all: "all/all",
  pc: "all/PC",
  h5: "all/H5",
  brand: "brand/all",
  enterprise: "enterprise/all",
  complaint: "complaint/all",
} as const satisfies Record<Exclude<keyof Series, "date">, string>;

/**
 * The visits to an enterprise's pages (decision 113) over the last `days` full days the daily
 * roll-up has counted (UTC days, through yesterday): per day by site and by kind of page, and the
 * complaints whose pages were viewed most, with whether they have a reply. Only roll-up rows are
 * read, never raw events. The days are listed, not ranged: the roll-ups' key starts with the bucket,
 * so an equality per day keeps each lookup to the rows asked for instead of every dimension's rows
 * of the period; the complaints are the enterprise's ids as an array, so each is looked up by key
 * rather than every viewed complaint of the site read and then filtered (a hash join's plan).
 */
export async function loadCompanyVisits(
  db: Database,
  enterpriseId: number,
  now: Date,
  days: number,
): Promise<Visits> {
  const through = previousBucket("day", now);
  const buckets = Array.from(
    { length: days },
    (_, index) => new Date(through.getTime() - (days - 1 - index) * DAY_MS),
  );
  const rollupValue = (part: string) => `${enterpriseId}/${part}`;

  const [seriesRows, complaintRows] = await Promise.all([
    db
      .select({
        bucket: trackDaily.bucket,
        value: trackDaily.value,
        hits: trackDaily.hits,
        visitors: trackDaily.visitors,
      })
      .from(trackDaily)
      .where(
        and(
          inArray(trackDaily.bucket, buckets),
          eq(trackDaily.dimension, "enterprise"),
          inArray(trackDaily.value, Object.values(SERIES_PARTS).map(rollupValue)),
        ),
      ),
    db.execute<{
      id: number;
      title: string;
      status: keyof typeof COMPLAINT_STATUS_LABELS;
      replied: boolean;
      visits: number;
      viewed: number;
      viewed_replied: number;
    }>(sql`
      with visited as (
        select d.value::int as id, sum(d.hits)::int as visits
        from ${trackDaily} d
        where d.bucket in (${sql.join(
          buckets.map((bucket) => sql`${bucket}`),
          sql`, `,
        )})
          and d.dimension = 'complaint'
          and d.value = any(array(
            select c.id::text from complaints c
            where c.enterprise_id = ${enterpriseId} and c.dispatched_at is not null and not c.is_hidden))
        group by d.value
      )
      select c.id, c.title, c.status, c.replied_at is not null as replied, v.visits,
             count(*) over ()::int as viewed,
             (count(*) filter (where c.replied_at is not null) over ())::int as viewed_replied
      from visited v join complaints c on c.id = v.id
      order by v.visits desc, c.id desc
      limit ${VISITS_TOP_COMPLAINTS}`),
  ]);

  const figures = new Map(
    seriesRows.map((row) => [
      `${row.bucket.toISOString()} ${row.value}`,
      { visits: row.hits, visitors: row.visitors },
    ]),
  );
  const series = buckets.map((bucket) => {
    const figureOf = (part: string) =>
      figures.get(`${bucket.toISOString()} ${rollupValue(part)}`) ?? { visits: 0, visitors: 0 };
    const parts = Object.entries(SERIES_PARTS).map(([key, part]) => [key, figureOf(part)]);
    return {
      date: bucket.toISOString().slice(0, 10),
      ...(Object.fromEntries(parts) as Omit<Series, "date">),
    };
  });
  const [first] = complaintRows.rows;
  return {
    through: through.toISOString().slice(0, 10),
    series,
    viewed_complaints: { count: first?.viewed ?? 0, replied: first?.viewed_replied ?? 0 },
    top_complaints: complaintRows.rows.map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      status_label: COMPLAINT_STATUS_LABELS[row.status],
      replied: row.replied,
      visits: row.visits,
    })),
  };
}
