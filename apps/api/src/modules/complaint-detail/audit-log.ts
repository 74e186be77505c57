import type { AuditLogEntry } from "@tousu/contracts";

// The staff log's action codes (apps/api/src/lib/staff-actions.ts) as the public reads them. Staff
// are never named: every entry is signed by the role.
const STAFF_ACTION_LABELS: Record<string, string> = {
  "complaint.approve": "审核通过投诉",
  "complaint.reject": "审核驳回投诉",
  "complaint.request_info": "请投诉人补充材料",
  "complaint.close": "关闭投诉",
  "complaint.hide": "隐藏投诉",
  "complaint.restore": "恢复投诉",
  "application.approve": "同意商家申请",
  "application.refuse": "驳回商家申请",
};

const STAFF_ACTOR_LABEL = "平台审核员";
const UNKNOWN_STAFF_ACTION_LABEL = "平台处理";

export function toAuditLogEntry(row: { action: string; createdAt: Date }): AuditLogEntry {
  return {
    action_label: Object.hasOwn(STAFF_ACTION_LABELS, row.action)
      ? (STAFF_ACTION_LABELS[row.action] as string)
      : UNKNOWN_STAFF_ACTION_LABEL,
    actor_label: STAFF_ACTOR_LABEL,
    created_at: row.createdAt.toISOString(),
  };
}
