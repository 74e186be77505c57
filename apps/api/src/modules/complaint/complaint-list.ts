import { COMPLAINT_LIST_COUNT_CAP, type ComplaintListQuery, type ComplaintListSort } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { shanghaiDayStart } from "@tousu/domain";
import { and, desc, eq, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { loadComplaintSummaries } from "../../complaint-core/complaint-summaries";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { pageWindow } from "../../lib/paging";
import { decodeListCursor, encodeListCursor } from "./list-cursor";
import { loadPlatformTotals } from "./platform-totals";

const { complaints, brands, complaintSubtypes, complaintProblems, problems } = schema;

/** The column each sort orders by (descending, ties broken by id descending). */
const SORT_COLUMNS = {
  latest: complaints.createdAt,
  followed: complaints.followCount,
  viewed: complaints.viewCount,
} as const;

/**
 * The key as the cursor carries it: timestamps as PostgreSQL text, because a JS Date drops the
 * microseconds and a rounded key would repeat or skip rows at the page boundary.
 */
function sortKeyExpression(sort: ComplaintListSort): SQL<string | number> {
  return sort === "latest"
    ? sql<string>`${complaints.createdAt}::text`
    : sql<number>`${SORT_COLUMNS[sort]}`.mapWith(Number);
}

/** Public complaints matching the filters; `created_to` is inclusive (the whole day). */
export function complaintListFilter(query: ComplaintListQuery): SQL {
  return and(
    isPublicComplaint(),
    query.status ? eq(complaints.status, query.status) : undefined,
    query.brand_id ? eq(complaints.brandId, query.brand_id) : undefined,
    query.subtype_id ? eq(complaints.subtypeId, query.subtype_id) : undefined,
    query.type_id
      ? inArray(
          complaints.subtypeId,
          sql`(select ${complaintSubtypes.id} from ${complaintSubtypes} where ${complaintSubtypes.typeId} = ${query.type_id})`,
        )
      : undefined,
    query.sector
      ? inArray(
          complaints.brandId,
          sql`(select ${brands.id} from ${brands} where ${brands.industry} = ${query.sector})`,
        )
      : undefined,
    query.problem_id
      ? inArray(
          complaints.id,
          sql`(select ${complaintProblems.complaintId} from ${complaintProblems} where ${complaintProblems.problemId} = ${query.problem_id})`,
        )
      : undefined,
    query.created_from ? sql`${complaints.createdAt} >= ${shanghaiDayStart(query.created_from)}` : undefined,
    query.created_to ? sql`${complaints.createdAt} < ${shanghaiDayStart(query.created_to, 1)}` : undefined,
    query.money_min === undefined ? undefined : gte(complaints.money, query.money_min),
    query.money_max === undefined ? undefined : lte(complaints.money, query.money_max),
  ) as SQL;
}

/** Rows after the cursor in (key desc, id desc) order: a row comparison an index can seek to. */
function afterCursor(sort: ComplaintListSort, token: string): SQL {
  const cursor = decodeListCursor(token, sort);
  const key = sort === "latest" ? sql`${cursor.key}::timestamptz` : sql`${cursor.key}::int`;
  return sql`(${SORT_COLUMNS[sort]}, ${complaints.id}) < (${key}, ${cursor.id})`;
}

/** The filters a query sets, paging and sort aside. */
function filtersOf(query: ComplaintListQuery): string[] {
  const { page: _page, page_size: _pageSize, cursor: _cursor, sort: _sort, ...filters } = query;
  return Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== "")
    .map(([name]) => name);
}

/**
 * How many complaints match, exact up to the cap. The two commonest lists read a kept total instead
 * of counting: a brand's list its brand's counter (exact, kept by every lifecycle step), the whole
 * list the platform total (job-kept), which is far past the cap on any real platform.
 */
async function countMatches(db: Database, query: ComplaintListQuery, filter: SQL): Promise<number> {
  const filters = filtersOf(query);
  if (filters.length === 1 && query.brand_id !== undefined) {
    const [brand] = await db
      .select({ count: brands.complaintCount })
      .from(brands)
      .where(eq(brands.id, query.brand_id));
    return brand?.count ?? 0;
  }
  if (filters.length === 0) {
    const { total } = await loadPlatformTotals(db);
    if (total > COMPLAINT_LIST_COUNT_CAP) return total;
  }
  const counted = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from (select 1 from ${complaints} where ${filter} limit ${COMPLAINT_LIST_COUNT_CAP + 1}) as capped`,
  );
  return Number(counted.rows[0]?.total ?? 0);
}

/**
 * One page of a public complaint list. Numbered pages (offset) serve the first few pages;
 * with `cursor` the page starts right after the cursor's row, so any depth costs one index seek.
 * `total` is counted only without a cursor, and at most up to the cap.
 */
export async function loadComplaintListPage(db: Database, query: ComplaintListQuery) {
  const filter = complaintListFilter(query);
  const sortColumn = SORT_COLUMNS[query.sort];
  const pageRows = db
    .select({ id: complaints.id, sortKey: sortKeyExpression(query.sort) })
    .from(complaints)
    .where(query.cursor ? and(filter, afterCursor(query.sort, query.cursor)) : filter)
    .orderBy(desc(sortColumn), desc(complaints.id))
    .limit(query.page_size + 1)
    .offset(query.cursor ? 0 : pageWindow(query).offset);
  const cappedCount = query.cursor ? Promise.resolve(null) : countMatches(db, query, filter);
  const problemName = query.problem_id
    ? db
        .select({ name: problems.name })
        .from(problems)
        .where(eq(problems.id, query.problem_id))
        .then(([problem]) => problem?.name ?? null)
    : Promise.resolve(null);
  const [rows, countResult, defaults, problem_name] = await Promise.all([
    pageRows,
    cappedCount,
    readImageDefaults(db),
    problemName,
  ]);
  const hasMore = rows.length > query.page_size;
  const pageRowsShown = rows.slice(0, query.page_size);
  const last = pageRowsShown.at(-1);
  const counted = countResult;
  return {
    list: await loadComplaintSummaries(
      db,
      pageRowsShown.map((row) => row.id),
      defaults,
    ),
    total: counted === null ? null : Math.min(counted, COMPLAINT_LIST_COUNT_CAP),
    total_capped: counted !== null && counted > COMPLAINT_LIST_COUNT_CAP,
    page: query.page,
    page_size: query.page_size,
    problem_name,
    next_cursor:
      hasMore && last ? encodeListCursor({ sort: query.sort, key: last.sortKey, id: last.id }) : null,
  };
}
