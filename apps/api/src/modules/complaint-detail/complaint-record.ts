import { type Database, schema } from "@tousu/db";
import { eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { OperatorStreamRow } from "../../complaint-core/timeline-entry";
import { complaintColumns } from "../../lib/complaint-columns";
import type { ComplaintEvidence } from "../../lib/complaint-evidence";
import { preparedStatement } from "../../lib/prepared-statement";

const {
  complaints,
  users,
  brands,
  complaintSubtypes,
  attributes,
  complaintAttributes,
  complaintImages,
  complaintOperatorStream,
  staffActions,
  complaintRatings,
  complaintApplications,
} = schema;

// The page never shows the search index or personal data, and the index is as long as the text
// again (twice: the words and their tsvector, which PostgreSQL must print): leave them in the table.
const {
  searchTokens: _searchTokens,
  searchVector: _searchVector,
  phoneCipher: _phoneCipher,
  realNameCipher: _realNameCipher,
  idCardCipher: _idCardCipher,
  ...pageColumns
} = getTableColumns(complaints);

export type ComplaintRow = Omit<
  typeof complaints.$inferSelect,
  "searchTokens" | "searchVector" | "phoneCipher" | "realNameCipher" | "idCardCipher"
>;

/**
 * Everything stored about one complaint that its public pages show: the complaint, its author, brand
 * and subtype, the filled-in attributes, the gallery (even when the author hid it: who may see it is
 * the caller's decision), its public timeline, the moderators' public record, its rating and whether
 * a company's application awaits review.
 */
export interface ComplaintRecord {
  complaint: ComplaintRow;
  author: { nickname: string; avatarUrl: string | null };
  brand: { name: string; logoUrl: string | null } | null;
  subtype: string;
  problems: string[];
  appeals: string[];
  attributes: ComplaintEvidence["attributes"];
  images: ComplaintEvidence["images"];
  timeline: OperatorStreamRow[];
  auditLog: { action: string; createdAt: Date }[];
  rating: Pick<
    typeof complaintRatings.$inferSelect,
    "attitudeScore" | "speedScore" | "satisfactionScore" | "tags" | "content" | "createdAt"
  > | null;
  hasPendingApplication: boolean;
}

// Nested rows come back as JSON, where a time is text; these are turned back into Dates below.
type AsJson<Row> = { [Key in keyof Row]: Row[Key] extends Date ? string : Row[Key] };

/** A JSON array of the subquery's rows (empty, not null, when there are none). */
const jsonRows = <Row>(subquery: SQL) => sql<AsJson<Row>[]>`coalesce((${subquery}), '[]'::json)`;

/**
 * One statement, prepared once per connection, instead of the seven the detail used to run:
 * PostgreSQL plans it once, and the server writes to its socket once (docs/decisions/066).
 */
const selectComplaintRecord = preparedStatement((db: Database) =>
  db
    .select({
      complaint: { ...pageColumns, viewCount: complaintColumns.viewCount },
      authorNickname: users.nickname,
      authorAvatarUrl: users.avatarUrl,
      brandName: brands.name,
      brandLogoUrl: brands.logoUrl,
      subtype: complaintSubtypes.name,
      problems: complaintColumns.problemNames,
      appeals: complaintColumns.appealNames,
      attributes: jsonRows<ComplaintRecord["attributes"][number]>(sql`
        select json_agg(json_build_object('name', ${attributes.name}, 'value', ${complaintAttributes.value})
          order by ${attributes.sort}, ${attributes.id})
        from ${complaintAttributes} join ${attributes} on ${attributes.id} = ${complaintAttributes.attributeId}
        where ${complaintAttributes.complaintId} = ${complaints.id}`),
      images: jsonRows<ComplaintRecord["images"][number]>(sql`
        select json_agg(json_build_object('url', ${complaintImages.url}, 'thumb_url', ${complaintImages.thumbUrl})
          order by ${complaintImages.sort}, ${complaintImages.id})
        from ${complaintImages} where ${complaintImages.complaintId} = ${complaints.id}`),
      timeline: jsonRows<OperatorStreamRow>(sql`
        select json_agg(json_build_object('action', ${complaintOperatorStream.action},
            'actorType', ${complaintOperatorStream.actorType}, 'content', ${complaintOperatorStream.content},
            'payload', ${complaintOperatorStream.payload}, 'createdAt', ${complaintOperatorStream.createdAt})
          order by ${complaintOperatorStream.createdAt}, ${complaintOperatorStream.id})
        from ${complaintOperatorStream}
        where ${complaintOperatorStream.complaintId} = ${complaints.id} and ${complaintOperatorStream.isPublic}`),
      auditLog: jsonRows<ComplaintRecord["auditLog"][number]>(sql`
        select json_agg(json_build_object('action', ${staffActions.action}, 'createdAt', ${staffActions.createdAt})
          order by ${staffActions.createdAt}, ${staffActions.id})
        from ${staffActions} where ${staffActions.complaintId} = ${complaints.id} and ${staffActions.isPublic}`),
      rating: sql<AsJson<NonNullable<ComplaintRecord["rating"]>> | null>`(
        select json_build_object('attitudeScore', ${complaintRatings.attitudeScore},
          'speedScore', ${complaintRatings.speedScore}, 'satisfactionScore', ${complaintRatings.satisfactionScore},
          'tags', ${complaintRatings.tags}, 'content', ${complaintRatings.content},
          'createdAt', ${complaintRatings.createdAt})
        from ${complaintRatings} where ${complaintRatings.complaintId} = ${complaints.id})`,
      hasPendingApplication: sql<boolean>`exists (
        select 1 from ${complaintApplications}
        where ${complaintApplications.complaintId} = ${complaints.id}
          and ${complaintApplications.status} = 'pending')`,
    })
    .from(complaints)
    .innerJoin(users, eq(users.id, complaints.userId))
    .innerJoin(complaintSubtypes, eq(complaintSubtypes.id, complaints.subtypeId))
    .leftJoin(brands, eq(brands.id, complaints.brandId))
    .where(eq(complaints.id, sql.placeholder("complaintId")))
    .prepare("complaint_record"),
);

/** The complaint's record, or null when there is no such complaint. Who may see it is the caller's check. */
export async function readComplaintRecord(
  db: Database,
  complaintId: number,
): Promise<ComplaintRecord | null> {
  const [row] = await selectComplaintRecord(db).execute({ complaintId });
  if (!row) return null;
  return {
    complaint: row.complaint,
    author: { nickname: row.authorNickname, avatarUrl: row.authorAvatarUrl },
    brand: row.brandName === null ? null : { name: row.brandName, logoUrl: row.brandLogoUrl },
    subtype: row.subtype,
    problems: row.problems,
    appeals: row.appeals,
    attributes: row.attributes,
    images: row.images,
    timeline: row.timeline.map((step) => ({ ...step, createdAt: new Date(step.createdAt) })),
    auditLog: row.auditLog.map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt) })),
    rating: row.rating && { ...row.rating, createdAt: new Date(row.rating.createdAt) },
    hasPendingApplication: row.hasPendingApplication,
  };
}
