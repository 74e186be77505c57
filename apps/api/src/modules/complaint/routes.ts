import {
  getCommonBrandList,
  getComplaintList,
  getComplaintStatistic,
  getHotComplaints,
  getRandomComplaints,
  getRecommendList,
} from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { shanghaiDay, shanghaiDayStart } from "@tousu/domain";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { sampleTitles } from "../../lib/random-rows";
import { CACHE_TTL_MS, queryKey } from "../../lib/read-through-cache";
import { route } from "../../lib/route";
import { listBrands, searchBrands } from "../brand-lookup/find-brands";
import { readImageDefaults } from "../common/system-config";
import { loadComplaintListPage } from "./complaint-list";
import { isPublicComplaint, loadComplaintSummaries } from "./complaint-summaries";
import { loadPlatformTotals } from "./platform-totals";

const { complaints, brands, enterprises } = schema;

const HOT_WINDOW_DAYS = 30;
const HOT_CANDIDATES = 200;
/** Attention a complaint drew: comments weigh more than views, follows most. */
const hotScore = sql`(${complaints.viewCount} + ${complaints.commentCount} * 20 + ${complaints.followCount} * 50)`;

export function registerComplaintRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  /**
   * The last 30 days' public complaints that drew the most attention, best first. The score is
   * computed over the window's HOT_CANDIDATES most followed complaints (read through the
   * (follow_count, id) index), never over the whole window: its size grows with the platform's
   * traffic. Views alone do not make a candidate: the most viewed complaints are old ones, so
   * reading that index for recent ones would walk far.
   */
  async function pickHotComplaintIds(limit: number, extraFilter?: SQL): Promise<number[]> {
    const since = new Date(deps.providers.now().getTime() - HOT_WINDOW_DAYS * 24 * 60 * 60_000);
    const mostFollowed = db
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(isPublicComplaint(), sql`${complaints.createdAt} >= ${since}`, extraFilter))
      .orderBy(desc(complaints.followCount), desc(complaints.id))
      .limit(HOT_CANDIDATES);
    const rows = await db
      .select({ id: complaints.id })
      .from(complaints)
      .where(inArray(complaints.id, mostFollowed))
      .orderBy(desc(hotScore), desc(complaints.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  route(app, getComplaintStatistic, () =>
    deps.cache.remember("complaint-statistic", CACHE_TTL_MS.figures, () =>
      loadPlatformStatistic(db, deps.providers.now()),
    ),
  );

  route(app, getHotComplaints, ({ query }) =>
    deps.cache.remember(`complaint-hot:${query.limit}`, CACHE_TTL_MS.figures, async () =>
      loadComplaintSummaries(db, await pickHotComplaintIds(query.limit), await readImageDefaults(db)),
    ),
  );

  // Sidebars recommend what got solved and drew attention: proof that complaining here works.
  route(app, getRecommendList, ({ query }) =>
    deps.cache.remember(`complaint-recommended:${query.limit}`, CACHE_TTL_MS.figures, async () =>
      loadComplaintSummaries(
        db,
        await pickHotComplaintIds(query.limit, eq(complaints.status, "completed")),
        await readImageDefaults(db),
      ),
    ),
  );

  // The list pages' side column asks for this on every render: cached like the lists themselves.
  route(app, getCommonBrandList, ({ query }) =>
    deps.cache.remember(`common-brand-list:${queryKey(query)}`, CACHE_TTL_MS.list, async () => {
      const paging = { page: query.page, pageSize: query.page_size };
      if (query.keyword) return searchBrands(db, query.keyword, paging);
      return (await listBrands(db, { ...paging, industry: query.industry })).list;
    }),
  );

  route(app, getComplaintList, ({ query }) =>
    deps.cache.remember(`complaint-list:${queryKey(query)}`, CACHE_TTL_MS.list, () =>
      loadComplaintListPage(db, query),
    ),
  );

  route(app, getRandomComplaints, ({ query }) =>
    sampleTitles(
      deps,
      {
        name: "complaints",
        table: complaints,
        id: complaints.id,
        title: complaints.title,
        where: isPublicComplaint,
      },
      query,
    ),
  );
}

/**
 * The platform totals from `platform_daily_stats` (kept by the brand-stats job), plus today's
 * filings counted live: today's rows are few and found through the created_at index.
 */
async function loadPlatformStatistic(db: Database, now: Date) {
  const [totals, [today], [brandTotal], [enterpriseTotal]] = await Promise.all([
    loadPlatformTotals(db),
    db
      .select({ value: count() })
      .from(complaints)
      .where(and(isPublicComplaint(), sql`${complaints.createdAt} >= ${shanghaiDayStart(shanghaiDay(now))}`)),
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
    reply_rate: total === 0 ? 0 : Math.round((replied / total) * 1000) / 1000,
  };
}
