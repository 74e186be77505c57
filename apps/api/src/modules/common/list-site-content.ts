import { type CityNode, NOTICE_PAGE_SIZE } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { and, asc, count, desc, eq, gt, isNull, lte, or, type SQL } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { pageResult, pageWindow } from "../../lib/paging";

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

/**
 * Every published notice with its text, newest first, a page at a time. Asked for one notice by id,
 * the page that holds it (so `/static/notice?id=` can scroll to it), unless a page is named.
 */
export async function listNoticePage(
  deps: Pick<AppDeps, "db" | "providers">,
  query: { page?: number; id?: number },
) {
  const published = lte(notices.publishedAt, deps.providers.now());
  const newerThan = (notice: { id: number; publishedAt: Date }): SQL =>
    or(
      gt(notices.publishedAt, notice.publishedAt),
      and(eq(notices.publishedAt, notice.publishedAt), gt(notices.id, notice.id)),
    )!;
  const [wanted] =
    query.id === undefined
      ? []
      : await deps.db
          .select({ id: notices.id, publishedAt: notices.publishedAt })
          .from(notices)
          .where(and(eq(notices.id, query.id), published));
  let page = query.page ?? 1;
  if (wanted && query.page === undefined) {
    const [newer] = await deps.db
      .select({ count: count() })
      .from(notices)
      .where(and(published, newerThan({ id: wanted.id, publishedAt: wanted.publishedAt! })));
    page = Math.floor(newer!.count / NOTICE_PAGE_SIZE) + 1;
  }
  const paging = { page, page_size: NOTICE_PAGE_SIZE };
  const { limit, offset } = pageWindow(paging);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(notices)
      .where(published)
      .orderBy(desc(notices.publishedAt), desc(notices.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ count: count() }).from(notices).where(published),
  ]);
  const list = rows.map((notice) => ({
    id: notice.id,
    title: notice.title,
    content: notice.content,
    link_url: notice.linkUrl,
    is_pinned: notice.isPinned,
    published_at: notice.publishedAt!.toISOString(),
  }));
  return {
    ...pageResult(list, total!.count, paging),
    highlighted_id: wanted?.id ?? null,
  };
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
