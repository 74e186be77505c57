import { COLLECTIVE_STATUS_LABELS, type CollectiveSummary } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import { isPublicComplaint } from "../../complaint-core/public-complaint";

const { collectiveComplaints, complaints, brands } = schema;

/** Collectives matching `where`, newest first, with the brand and the latest public member's filing time. */
export async function loadCollectivePage(
  db: Database,
  where: SQL | undefined,
  window: { limit: number; offset: number; brandLogo: string },
): Promise<{ list: CollectiveSummary[]; total: number }> {
  const latestPublicMember = db
    .select({ at: sql`max(${complaints.createdAt})` })
    .from(complaints)
    .where(and(eq(complaints.collectiveId, collectiveComplaints.id), isPublicComplaint()));
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        collective: collectiveComplaints,
        brandName: brands.name,
        brandLogo: brands.logoUrl,
        latestActivityAt: sql<Date | null>`(${latestPublicMember})`.mapWith((value) =>
          value === null ? null : new Date(value),
        ),
      })
      .from(collectiveComplaints)
      .innerJoin(brands, eq(brands.id, collectiveComplaints.brandId))
      .where(where)
      .orderBy(desc(collectiveComplaints.createdAt), desc(collectiveComplaints.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(collectiveComplaints).where(where),
  ]);
  return {
    list: rows.map(({ collective, brandName, brandLogo, latestActivityAt }) => ({
      id: collective.id,
      title: collective.title,
      description: collective.description,
      cover_url: collective.coverUrl,
      status: collective.status,
      status_label: COLLECTIVE_STATUS_LABELS[collective.status],
      brand: { id: collective.brandId, name: brandName, logo: brandLogo || window.brandLogo },
      member_count: collective.memberCount,
      created_at: collective.createdAt.toISOString(),
      closed_at: collective.closedAt?.toISOString() ?? null,
      latest_activity_at: (latestActivityAt ?? collective.createdAt).toISOString(),
    })),
    total: totalRow?.total ?? 0,
  };
}

export async function loadCollectiveSummary(
  db: Database,
  id: number,
  brandLogo: string,
): Promise<CollectiveSummary | null> {
  const { list } = await loadCollectivePage(db, eq(collectiveComplaints.id, id), {
    limit: 1,
    offset: 0,
    brandLogo,
  });
  return list[0] ?? null;
}
