import type { ContractData, ContractOutput, listStaffActions } from "@tousu/contracts";
import { type Database, schema } from "@tousu/db";
import { and, count, desc, eq } from "drizzle-orm";
import { pageResult, pageWindow, toIso } from "./query-helpers";

const { complaints, staffActions, users } = schema;

type StaffActionEntry = ContractData<typeof listStaffActions>["list"][number];

/** The staff log, newest first, optionally for one staff member or one complaint. */
export async function loadStaffActions(
  db: Database,
  filter: { staffId?: number; complaintId?: number; complaintSn?: string; limit: number; offset: number },
): Promise<{ list: StaffActionEntry[]; total: number }> {
  const where = and(
    filter.staffId === undefined ? undefined : eq(staffActions.staffId, filter.staffId),
    filter.complaintId === undefined ? undefined : eq(staffActions.complaintId, filter.complaintId),
    filter.complaintSn === undefined ? undefined : eq(complaints.sn, filter.complaintSn),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ entry: staffActions, nickname: users.nickname, complaintSn: complaints.sn })
      .from(staffActions)
      .leftJoin(users, eq(users.id, staffActions.staffId))
      .leftJoin(complaints, eq(complaints.id, staffActions.complaintId))
      .where(where)
      .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ total: count() })
      .from(staffActions)
      .leftJoin(complaints, eq(complaints.id, staffActions.complaintId))
      .where(where),
  ]);
  return {
    list: rows.map(({ entry, nickname, complaintSn }) => ({
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
    })),
    total: totalRow?.total ?? 0,
  };
}

export async function listStaffLog(
  db: Database,
  query: ContractOutput<typeof listStaffActions, "query">,
): Promise<ContractData<typeof listStaffActions>> {
  const { list, total } = await loadStaffActions(db, {
    staffId: query.staff_id,
    complaintId: query.complaint_id,
    complaintSn: query.complaint_sn,
    ...pageWindow(query),
  });
  return pageResult(list, total, query);
}
