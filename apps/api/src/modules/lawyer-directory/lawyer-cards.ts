import type { LawyerCard } from "@tousu/contracts";
import { type DatabaseOrTransaction, decryptPiiOrNull, type PiiKeys } from "@tousu/db";
import { LAWYER_RATING_MIN_SAMPLES, practiceAreaName, yearsInPractice } from "@tousu/domain";
import { type SQL, sql } from "drizzle-orm";

interface LawyerCardRow extends Record<string, unknown> {
  id: number | string;
  real_name_cipher: string | null;
  law_firm: string;
  city: string;
  practice_areas: string[];
  practice_since_year: number;
  accepting_cases: boolean;
  member_discount_percent: number | null;
  verified_at: Date | string;
  introduction: string;
  cases_taken: number | string;
  rating_count: number | string;
  rating_average: number | string | null;
}

/**
 * Cards of verified lawyers that `where` selects (over `p`, the profile), in `orderBy`'s order: the
 * facts a lawyer's public pages show, counted from the entrustments they accepted here.
 */
export async function readLawyerCards(
  deps: { db: DatabaseOrTransaction; piiKeys: PiiKeys; now: Date },
  query: {
    where: SQL;
    orderBy: SQL;
    limit: number;
    offset?: number;
    /** Also lawyers no longer verified: a consumer's record keeps the lawyer it named. */
    anyStatus?: boolean;
  },
): Promise<(LawyerCard & { introduction: string })[]> {
  const result = await deps.db.execute<LawyerCardRow>(sql`
    select p.user_id as id, u.real_name_cipher, p.law_firm, p.city, p.practice_areas,
      p.practice_since_year, p.accepting_cases, p.member_discount_percent, p.verified_at, p.introduction,
      coalesce(e.cases_taken, 0) as cases_taken, coalesce(e.rating_count, 0) as rating_count,
      e.rating_average
    from lawyer_profiles p
    join users u on u.id = p.user_id
    left join lateral (
      select count(*) filter (where x.status in ('accepted', 'in_progress', 'closed')) as cases_taken,
        count(x.rating) as rating_count, avg(x.rating)::float8 as rating_average,
        max(greatest(x.created_at, x.answered_at, x.ended_at)) as last_activity_at
      from entrustments x where x.lawyer_id = p.user_id
    ) e on true
    where ${query.anyStatus ? sql`true` : sql`p.status = 'verified'`} and ${query.where}
    order by ${query.orderBy}, p.user_id
    limit ${query.limit} offset ${query.offset ?? 0}`);
  return result.rows.map((row) => toCard(row, deps));
}

/** Verified lawyers first in what the filters match, then those taking cases, then the recently active. */
export const AVAILABILITY_ORDER = sql`p.accepting_cases desc, e.last_activity_at desc nulls last, p.verified_at desc`;

function toCard(
  row: LawyerCardRow,
  deps: { piiKeys: PiiKeys; now: Date },
): LawyerCard & { introduction: string } {
  const realName = decryptPiiOrNull(row.real_name_cipher, deps.piiKeys.encryptionKey);
  const ratingCount = Number(row.rating_count);
  return {
    id: Number(row.id),
    display_name: `${realName ? [...realName][0] : ""}律师`,
    law_firm: row.law_firm,
    city: row.city,
    practice_areas: row.practice_areas.map((code) => ({ code, label: practiceAreaName(code) })),
    years_in_practice: yearsInPractice(row.practice_since_year, deps.now),
    cases_taken: Number(row.cases_taken),
    rating:
      ratingCount >= LAWYER_RATING_MIN_SAMPLES && row.rating_average !== null
        ? { average: Math.round(Number(row.rating_average) * 10) / 10, count: ratingCount }
        : null,
    accepting_cases: row.accepting_cases,
    member_discount_percent: row.member_discount_percent,
    verified_at: new Date(row.verified_at).toISOString(),
    introduction: row.introduction,
  };
}
