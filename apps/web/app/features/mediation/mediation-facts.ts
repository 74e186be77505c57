import {
  formatDateTime,
  MEDIATION_DEADLINE_LABELS,
  type MediationState,
  runningMediationDeadline,
} from "@tousu/domain";

/**
 * The dates a room shows in its state: the deadline that is running (the company's answer while it is
 * invited, then the mediation's 30 days), or when it ended. Both rooms, the site's and the back
 * offices', show these and no others.
 */
export function mediationDates(room: {
  state: MediationState;
  respond_due_at: string;
  due_at: string | null;
  closed_at: string | null;
}): { label: string; value: string }[] {
  const running = runningMediationDeadline(room.state);
  if (running === "company_answer") {
    return [
      { label: MEDIATION_DEADLINE_LABELS.company_answer, value: formatDateTime(room.respond_due_at) },
      { label: MEDIATION_DEADLINE_LABELS.mediation_end, value: "商家同意后计算" },
    ];
  }
  if (running === "mediation_end") {
    return room.due_at
      ? [{ label: MEDIATION_DEADLINE_LABELS.mediation_end, value: formatDateTime(room.due_at) }]
      : [];
  }
  return room.closed_at ? [{ label: "结束时间", value: formatDateTime(room.closed_at) }] : [];
}
