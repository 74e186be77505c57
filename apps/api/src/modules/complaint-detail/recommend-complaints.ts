import type { ComplaintSummary } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { selectSummaryRows, toComplaintSummary } from "../../complaint-core/complaint-summaries";
import { readImageDefaults } from "../../complaint-core/image-defaults";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { preparedStatement } from "../../lib/prepared-statement";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { loadVisibleComplaint } from "./complaint-visibility";

const { complaints } = schema;

/**
 * Public complaints related to one (GET /recommend/complaint/{id}): the same brand first, then the
 * same subtype, newest first within each, never the complaint itself. Visitors share a cached answer.
 */
export async function recommendComplaints(
  deps: Pick<AppDeps, "cache" | "db">,
  viewerId: number | null,
  complaintId: number,
  limit: number,
): Promise<ComplaintSummary[]> {
  const load = async () => {
    const { record } = await loadVisibleComplaint(deps, viewerId, complaintId);
    return relatedComplaints(deps, record.complaint, limit);
  };
  return viewerId === null
    ? deps.cache.remember(`complaint-related:${complaintId}:${limit}`, CACHE_TTL_MS.figures, load)
    : load();
}

/**
 * The newest public complaints sharing the brand (or the subtype), as list items: one statement
 * picks them by the (brand, created_at) or (subtype, created_at) index and fills them in. Two index
 * range reads rather than one OR, which would sort every complaint of the brand and the subtype.
 */
const newestPublicSharing = (column: typeof complaints.brandId | typeof complaints.subtypeId, name: string) =>
  preparedStatement((db: Database) =>
    selectSummaryRows(db)
      .where(
        inArray(
          complaints.id,
          db
            .select({ id: complaints.id })
            .from(complaints)
            .where(and(isPublicComplaint(), eq(column, sql.placeholder("shared"))))
            .orderBy(desc(complaints.createdAt), desc(complaints.id))
            .limit(sql.placeholder("limit")),
        ),
      )
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .prepare(name),
  );
const SHARING = {
  brand: newestPublicSharing(complaints.brandId, "newest_of_brand"),
  subtype: newestPublicSharing(complaints.subtypeId, "newest_of_subtype"),
};

/**
 * The brand's (or subtype's) newest public complaints are the same beside every one of its
 * complaints, so they are read once per brand and cache period, not once per complaint page.
 */
async function newestSharing(
  deps: Pick<AppDeps, "cache" | "db">,
  kind: keyof typeof SHARING,
  shared: number,
  count: number,
): Promise<ComplaintSummary[]> {
  return deps.cache.remember(
    `complaints-newest-of-${kind}:${shared}:${count}`,
    CACHE_TTL_MS.related,
    async () => {
      const [rows, defaults] = await Promise.all([
        SHARING[kind](deps.db).execute({ shared, limit: count }),
        readImageDefaults(deps.db),
      ]);
      return rows.map((row) => toComplaintSummary(row, defaults));
    },
  );
}

/** The related complaints of one the viewer may see (the caller checked). */
export async function relatedComplaints(
  deps: Pick<AppDeps, "cache" | "db">,
  complaint: Pick<typeof complaints.$inferSelect, "id" | "brandId" | "subtypeId">,
  limit: number,
): Promise<ComplaintSummary[]> {
  // One more than asked, in case the complaint itself is among them.
  const sameBrand =
    complaint.brandId === null ? [] : await newestSharing(deps, "brand", complaint.brandId, limit + 1);
  const picked = sameBrand.filter((item) => item.id !== complaint.id).slice(0, limit);
  if (picked.length === limit) return picked;
  // At most `limit` + 1 of the subtype's newest are the complaint or already picked.
  const excluded = new Set([complaint.id, ...picked.map((item) => item.id)]);
  const sameSubtype = await newestSharing(deps, "subtype", complaint.subtypeId, 2 * limit + 1);
  return [...picked, ...sameSubtype.filter((item) => !excluded.has(item.id))].slice(0, limit);
}
