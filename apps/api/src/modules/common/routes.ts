import {
  type CityNode,
  getAdvertising,
  getCityList,
  getFriendLink,
  getSystemConfigDetail,
  getSystemNotice,
} from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, asc, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app";
import { route } from "../../lib/route";
import { readSystemConfig } from "./system-config";

const { cities, notices, friendLinks, advertising } = schema;

const NOTICE_LIMIT = 10;

export function registerCommonRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  route(app, getSystemConfigDetail, async ({ query }) => ({
    menu_name: query.menu_name,
    value: await readSystemConfig(db, query.menu_name),
  }));

  route(app, getCityList, async () => {
    const rows = await db.select().from(cities).orderBy(asc(cities.id));
    return buildCityTree(rows);
  });

  route(app, getSystemNotice, async () => {
    const rows = await db
      .select()
      .from(notices)
      .where(lte(notices.publishedAt, deps.providers.now()))
      .orderBy(desc(notices.isPinned), desc(notices.publishedAt))
      .limit(NOTICE_LIMIT);
    return rows.map((notice) => ({
      id: notice.id,
      title: notice.title,
      link_url: notice.linkUrl,
      is_pinned: notice.isPinned,
      // The query keeps only published notices, so the date is set.
      published_at: notice.publishedAt!.toISOString(),
    }));
  });

  route(app, getFriendLink, async () => {
    const rows = await db
      .select()
      .from(friendLinks)
      .where(eq(friendLinks.isVisible, true))
      .orderBy(asc(friendLinks.sort), asc(friendLinks.id));
    return rows.map(({ id, name, url }) => ({ id, name, url }));
  });

  route(app, getAdvertising, async ({ query }) => {
    const now = deps.providers.now();
    const rows = await db
      .select()
      .from(advertising)
      .where(
        and(
          eq(advertising.position, query.position),
          eq(advertising.isEnabled, true),
          lte(advertising.startsAt, now),
          or(isNull(advertising.endsAt), gt(advertising.endsAt, now)),
        ),
      )
      .orderBy(asc(advertising.sort), asc(advertising.id));
    return rows.map((ad) => ({ id: ad.id, title: ad.title, image_url: ad.imageUrl, link_url: ad.linkUrl }));
  });
}

function buildCityTree(rows: { id: number; name: string; parentId: number | null }[]): CityNode[] {
  const nodes = new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, children: [] as CityNode[] }]),
  );
  const roots: CityNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
