import type { AppDeps } from "../../app-deps";
import { setComplaintHidden } from "../../complaint-core/complaint-steps";
import { refreshPublicPages } from "../../complaint-core/public-page-refresh";
import { badRequest, notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { deleteSubjectPosters } from "../../lib/stored-posters";
import { lockComplaint } from "./lock-complaint";

/** Hides a complaint from the public, or shows it again, with the reason in the staff log. */
export async function changeComplaintVisibility(
  deps: AppDeps,
  staffId: number,
  complaintId: number,
  { hidden, reason }: { hidden: boolean; reason: string },
): Promise<{ id: number; is_hidden: boolean }> {
  const now = deps.providers.now();
  const { result, listed } = await deps.db.transaction(async (tx) => {
    const complaint = await lockComplaint(tx, complaintId);
    if (!complaint) throw notFound("投诉不存在");
    if (complaint.isHidden === hidden) throw badRequest(hidden ? "该投诉已处于隐藏状态" : "该投诉未被隐藏");
    await setComplaintHidden(tx, complaint, hidden, reason, { staffId, now });
    await recordStaffAction(tx, {
      staffId,
      action: hidden ? "complaint.hide" : "complaint.restore",
      targetType: "complaint",
      targetId: complaintId,
      complaintId,
      detail: { reason },
      now,
    });
    return { result: { id: complaintId, is_hidden: hidden }, listed: complaint };
  });
  await refreshPublicPages(deps, complaintId, listed);
  if (hidden) await deleteSubjectPosters(deps, "complaint", complaintId);
  return result;
}
