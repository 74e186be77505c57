import { type ContractOutput, SEARCH_RESULT_LIMIT, type searchComplaints } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, count, desc, lte, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { pageWindow } from "../../lib/paging";
import { recencyBoost } from "./recency-boost";
import type { SearchWindow } from "./search-window";
import { textMatch } from "./text-match";

const { complaints } = schema;

/**
 * The newest matches (at most the result limit, plus one to tell whether there are more), ranked
 * by relevance, and how many there are up to that limit. The planner reaches them through the
 * primary key backwards when a word is common and through the text indexes when it is rare, so
 * no key makes it rank every match. A word in between is read from a window of recent filing.
 */
export async function rankComplaintMatches(
  deps: Pick<AppDeps, "db" | "providers">,
  query: ContractOutput<typeof searchComplaints, "query">,
  window: (SearchWindow & { fromId?: number }) | null,
): Promise<{ ids: number[]; matched: number }> {
  const { db } = deps;
  const match = textMatch(
    {
      vector: complaints.searchVector,
      title: complaints.title,
      createdAt: complaints.createdAt,
      id: complaints.id,
    },
    query.key,
    window ?? undefined,
  );
  const score = sql<number>`${match.rank} + ${recencyBoost(complaints.createdAt, deps.providers.now())}`;
  const candidates = db
    .select({ id: complaints.id, score: score.as("score") })
    .from(complaints)
    .where(and(isPublicComplaint(), match.where))
    // The score as a second key changes no order (ids are unique) but has PostgreSQL compute it
    // beneath the sort, so a rare word's matches are sorted as (id, score) and not as whole rows
    // with their tsvectors: half the cost of a search with a few hundred matches.
    .orderBy(desc(complaints.id), desc(sql`score`))
    .limit(SEARCH_RESULT_LIMIT + 1)
    .as("candidates");
  // The match past the limit only tells that there are more: it is counted, not ranked, or it would
  // take a newer match's place on the last page. Numbering follows the candidates' order: no sort.
  const counted = db
    .select({
      id: candidates.id,
      score: candidates.score,
      matched: sql<number>`count(*) over ()`.as("matched"),
      newness: sql<number>`row_number() over (order by ${candidates.id} desc)`.as("newness"),
    })
    .from(candidates)
    .as("counted");
  const paging = pageWindow(query);
  const rows = await db
    .select({ id: counted.id, matched: sql<number>`${counted.matched}`.mapWith(Number) })
    .from(counted)
    .where(lte(counted.newness, SEARCH_RESULT_LIMIT))
    .orderBy(desc(counted.score), desc(counted.id))
    .limit(paging.limit)
    .offset(paging.offset);
  // A page past the last one still tells how many there were.
  const matched =
    rows[0]?.matched ??
    (query.page === 1 ? 0 : ((await db.select({ value: count() }).from(candidates))[0]?.value ?? 0));
  return { ids: rows.map((row) => row.id), matched };
}
