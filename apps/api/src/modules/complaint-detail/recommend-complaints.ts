import type { ComplaintSummary } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { AppDeps } from "../../app";
import { preparedStatement } from "../../lib/prepared-statement";
import { CACHE_TTL_MS } from "../../lib/read-through-cache";
import { readImageDefaults } from "../common/system-config";
import { isPublicComplaint, selectSummaryRows, toComplaintSummary } from "../complaint/complaint-summaries";
import { loadVisibleComplaint } from "./complaint-visibility";

const { complaints } = schema;

/**
 * Public complaints related to one (GET /recommend/complaint/{id}): the same brand first, then the
 * same subtype, newest first within each, never the complaint itself. Two index range reads
 * (brand, created_at) and (subtype, created_at) rather than one OR, which would sort every
 * complaint of the brand and the subtype. Visitors share a cached answer.
 */
export async function recommendComplaints(
  deps: AppDeps,
  viewerId: number | null,
  complaintId: number,
  limit: number,
): Promise<ComplaintSummary[]> {
  const load = async () => {
    const { record } = await loadVisibleComplaint(deps, viewerId, complaintId);
    return relatedComplaints(deps.db, record.complaint, limit);
  };
  return viewerId === null
    ? deps.cache.remember(`complaint-related:${complaintId}:${limit}`, CACHE_TTL_MS.figures, load)
    : load();
}

/**
 * The newest public complaints sharing the brand (or the subtype) with one, without the ones
 * already picked, as list items: one statement picks them by the (brand, created_at) or
 * (subtype, created_at) index and fills them in.
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
            .where(
              and(
                isPublicComplaint(),
                eq(column, sql.placeholder("shared")),
                sql`${complaints.id} <> all(${sql.placeholder("excluded")})`,
              ),
            )
            .orderBy(desc(complaints.createdAt), desc(complaints.id))
            .limit(sql.placeholder("limit")),
        ),
      )
      .orderBy(desc(complaints.createdAt), desc(complaints.id))
      .prepare(name),
  );
const newestOfBrand = newestPublicSharing(complaints.brandId, "related_same_brand");
const newestOfSubtype = newestPublicSharing(complaints.subtypeId, "related_same_subtype");

/** The related complaints of one the viewer may see (the caller checked). */
export async function relatedComplaints(
  db: Database,
  complaint: Pick<typeof complaints.$inferSelect, "id" | "brandId" | "subtypeId">,
  limit: number,
): Promise<ComplaintSummary[]> {
  const rows =
    complaint.brandId === null
      ? []
      : await newestOfBrand(db).execute({ shared: complaint.brandId, excluded: [complaint.id], limit });
  if (rows.length < limit) {
    const sameSubtype = await newestOfSubtype(db).execute({
      shared: complaint.subtypeId,
      excluded: [complaint.id, ...rows.map((row) => row.id)],
      limit: limit - rows.length,
    });
    rows.push(...sameSubtype);
  }
  const defaults = await readImageDefaults(db);
  return rows.map((row) => toComplaintSummary(row, defaults));
}
