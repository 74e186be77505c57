import { schema } from "@tousu/db";
import { PUBLIC_COMPLAINT_STATUSES } from "@tousu/domain";
import { eq, getTableColumns } from "drizzle-orm";
import type { AppDeps } from "../../app";
import { notFound } from "../../lib/app-error";

const { complaints } = schema;

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

type ComplaintRow = Omit<
  typeof complaints.$inferSelect,
  "searchTokens" | "searchVector" | "phoneCipher" | "realNameCipher" | "idCardCipher"
>;

/** Published (once approved, in a public status) and not hidden by a moderator. */
export function isPubliclyVisible(
  complaint: Pick<ComplaintRow, "status" | "dispatchedAt" | "isHidden">,
): boolean {
  return (
    PUBLIC_COMPLAINT_STATUSES.includes(complaint.status) &&
    complaint.dispatchedAt !== null &&
    !complaint.isHidden
  );
}

export interface VisibleComplaint {
  complaint: ComplaintRow;
  isOwner: boolean;
}

/**
 * The complaint as the viewer may see it: everyone sees a public one, only its author sees one that
 * is not (yet) public. To anyone else such a complaint does not exist, so its existence is not leaked.
 */
export async function loadVisibleComplaint(
  deps: AppDeps,
  viewerId: number | null,
  complaintId: number,
): Promise<VisibleComplaint> {
  const [complaint] = await deps.db
    .select(pageColumns)
    .from(complaints)
    .where(eq(complaints.id, complaintId));
  const isOwner = complaint !== undefined && viewerId !== null && complaint.userId === viewerId;
  if (!complaint || !(isOwner || isPubliclyVisible(complaint))) throw notFound("投诉不存在或已删除");
  return { complaint, isOwner };
}
