import {
  getComplaintList,
  getComplaintStatistic,
  getHotComplaints,
  getRandomComplaints,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { pickRandomIds } from "../../lib/random-rows";
import { route } from "../../lib/route";
import { readImageDefaults } from "../common/system-config";
import { isPublicComplaint, loadComplaintSummaries } from "./complaint-summaries";

const { complaints, brands, enterprises } = schema;

const HOT_WINDOW_DAYS = 30;
/** Attention a complaint drew: comments weigh more than views, follows most. */
const hotScore = sql`(${complaints.viewCount} + ${complaints.commentCount} * 20 + ${complaints.followCount} * 50)`;

export function registerComplaintRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, getComplaintStatistic, async () => {
    const startOfToday = startOfShanghaiDay(deps.providers.now());
    const [[totals], [brandTotal], [enterpriseTotal]] = await Promise.all([
      db
        .select({
          total: count(),
          today: sql<number>`count(*) filter (where ${complaints.createdAt} >= ${startOfToday})`.mapWith(
            Number,
          ),
          replied:
            sql<number>`count(*) filter (where ${complaints.status} in ('replied', 'completed', 'closed'))`.mapWith(
              Number,
            ),
          completed: sql<number>`count(*) filter (where ${complaints.status} = 'completed')`.mapWith(Number),
        })
        .from(complaints)
        .where(isPublicComplaint()),
      db.select({ value: count() }).from(brands),
      db.select({ value: count() }).from(enterprises),
    ]);
    const total = totals?.total ?? 0;
    const replied = totals?.replied ?? 0;
    return {
      total,
      today: totals?.today ?? 0,
      replied,
      completed: totals?.completed ?? 0,
      brand_count: brandTotal?.value ?? 0,
      enterprise_count: enterpriseTotal?.value ?? 0,
      reply_rate: total === 0 ? 0 : Math.round((replied / total) * 1000) / 1000,
    };
  });

  route(app, getHotComplaints, async ({ query }) => {
    const since = new Date(deps.providers.now().getTime() - HOT_WINDOW_DAYS * 24 * 60 * 60_000);
    const rows = await db
      .select({ id: complaints.id })
      .from(complaints)
      .where(and(isPublicComplaint(), sql`${complaints.createdAt} >= ${since}`))
      .orderBy(desc(hotScore), desc(complaints.id))
      .limit(query.limit);
    return loadComplaintSummaries(
      db,
      rows.map((row) => row.id),
      await readImageDefaults(db),
    );
  });

  route(app, getComplaintList, async ({ query }) => {
    const filter = and(
      isPublicComplaint(),
      query.status ? eq(complaints.status, query.status) : undefined,
      query.brand_id ? eq(complaints.brandId, query.brand_id) : undefined,
    );
    const order =
      query.order === "hot"
        ? [desc(hotScore), desc(complaints.id)]
        : [desc(complaints.createdAt), desc(complaints.id)];
    const [rows, [totalRow], defaults] = await Promise.all([
      db
        .select({ id: complaints.id })
        .from(complaints)
        .where(filter)
        .orderBy(...order)
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size),
      db.select({ value: count() }).from(complaints).where(filter),
      readImageDefaults(db),
    ]);
    return {
      list: await loadComplaintSummaries(
        db,
        rows.map((row) => row.id),
        defaults,
      ),
      total: totalRow?.value ?? 0,
      page: query.page,
      page_size: query.page_size,
    };
  });

  route(app, getRandomComplaints, async ({ query }) => {
    const ids = await pickRandomIds(db, {
      table: complaints,
      id: complaints.id,
      where: isPublicComplaint(),
      limit: query.page_size,
    });
    if (ids.length === 0) return [];
    return db
      .select({ id: complaints.id, title: complaints.title })
      .from(complaints)
      .where(inArray(complaints.id, ids));
  });
}

/** "Today" for a Chinese platform starts at midnight Beijing time (UTC+8, no DST). */
function startOfShanghaiDay(now: Date): Date {
  const offsetMs = 8 * 60 * 60_000;
  const shanghai = new Date(now.getTime() + offsetMs);
  shanghai.setUTCHours(0, 0, 0, 0);
  return new Date(shanghai.getTime() - offsetMs);
}
