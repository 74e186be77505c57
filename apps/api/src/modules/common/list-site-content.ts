import type { CityNode } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, asc, desc, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";

const { cities, notices, friendLinks, advertising } = schema;

const NOTICE_LIMIT = 10;

/** Every city as a tree of provinces and the cities beneath them. */
export async function loadCityTree(deps: Pick<AppDeps, "db">): Promise<CityNode[]> {
  const rows = await deps.db.select().from(cities).orderBy(asc(cities.id));
  return buildCityTree(rows);
}

/** The latest published notices, pinned ones first. */
export async function listNotices(deps: Pick<AppDeps, "db" | "providers">) {
  const rows = await deps.db
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
}

/** The friend links shown in the footer. */
export async function listFriendLinks(deps: Pick<AppDeps, "db">) {
  const rows = await deps.db
    .select()
    .from(friendLinks)
    .where(eq(friendLinks.isVisible, true))
    .orderBy(asc(friendLinks.sort), asc(friendLinks.id));
  return rows.map(({ id, name, url }) => ({ id, name, url }));
}

/** The enabled advertisements of one position that are running now. */
export async function listRunningAdvertising(deps: Pick<AppDeps, "db" | "providers">, position: string) {
  const now = deps.providers.now();
  const rows = await deps.db
    .select()
    .from(advertising)
    .where(
      and(
        eq(advertising.position, position),
        eq(advertising.isEnabled, true),
        lte(advertising.startsAt, now),
        or(isNull(advertising.endsAt), gt(advertising.endsAt, now)),
      ),
    )
    .orderBy(asc(advertising.sort), asc(advertising.id));
  return rows.map((ad) => ({ id: ad.id, title: ad.title, image_url: ad.imageUrl, link_url: ad.linkUrl }));
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
