import type { ContractData, ContractOutput, listStaffActions } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { readPage } from "../../lib/paging";
import { toIso } from "../../lib/query-helpers";

const { complaints, staffActions, users } = schema;

type StaffActionEntry = ContractData<typeof listStaffActions>["list"][number];

/** The staff log's entries that `where` selects, newest first. */
function staffActionRows(db: Database, where: SQL | undefined) {
  return db
    .select({ entry: staffActions, nickname: users.nickname, complaintSn: complaints.sn })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.staffId))
    .leftJoin(complaints, eq(complaints.id, staffActions.complaintId))
    .where(where)
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .$dynamic();
}

function toStaffActionEntries(rows: Awaited<ReturnType<typeof staffActionRows>>): StaffActionEntry[] {
  return rows.map(({ entry, nickname, complaintSn }) => ({
    id: entry.id,
    staff: entry.staffId === null ? null : { id: entry.staffId, name: nickname ?? "" },
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    complaint_id: entry.complaintId,
    complaint_sn: complaintSn,
    detail: entry.detail as Record<string, unknown>,
    is_public: entry.isPublic,
    created_at: toIso(entry.createdAt),
  }));
}

/** The newest `limit` entries of one complaint's staff log. */
export async function loadComplaintStaffActions(
  db: Database,
  complaintId: number,
  limit: number,
): Promise<StaffActionEntry[]> {
  return toStaffActionEntries(
    await staffActionRows(db, eq(staffActions.complaintId, complaintId)).limit(limit),
  );
}

/** The staff log, newest first, optionally for one staff member or one complaint (by id or number). */
export async function listStaffLog(
  db: Database,
  query: ContractOutput<typeof listStaffActions, "query">,
): Promise<ContractData<typeof listStaffActions>> {
  const where = and(
    query.staff_id === undefined ? undefined : eq(staffActions.staffId, query.staff_id),
    query.complaint_id === undefined ? undefined : eq(staffActions.complaintId, query.complaint_id),
    query.complaint_sn === undefined
      ? undefined
      : inArray(
          staffActions.complaintId,
          db.select({ id: complaints.id }).from(complaints).where(eq(complaints.sn, query.complaint_sn)),
        ),
  );
  return readPage(
    query,
    { rows: staffActionRows(db, where), total: db.$count(staffActions, where) },
    toStaffActionEntries,
  );
}
