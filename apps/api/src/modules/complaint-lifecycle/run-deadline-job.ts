import { schema } from "@tousu/db";
import { COMPLAINT_DEADLINES } from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { JobDefinition, JobHandler } from "../../jobs/job-queue";
import { AppError } from "../../lib/app-error";
import { openMemberFollowUp } from "../member-service";
import { applyLifecycleAction, type LifecycleDeps, sendNotices } from "./apply-lifecycle-action";
import { DEADLINE_JOB, DEADLINES, isDeadlineJobPayload } from "./deadline-jobs";
import { deliverNotices, type LifecycleNotices } from "./lifecycle-notifications";

const { complaints } = schema;

function reminderNotices(deadline: keyof typeof DEADLINES, title: string): LifecycleNotices {
  const hours = COMPLAINT_DEADLINES.reminderHours;
  const quoted = `“${title}”`;
  if (deadline === "confirm") {
    const event = `请在${hours}小时内确认处理结果`;
    return {
      consumer: {
        title: "请确认投诉处理结果",
        content: `投诉${quoted}将在${hours}小时后自动完成，如不满意请及时申诉。`,
        sms: event,
      },
    };
  }
  const what = deadline === "response" ? "响应" : "回复";
  const event = `距${what}截止不足${hours}小时`;
  return {
    company: {
      title: `投诉即将超过${what}时限`,
      content: `投诉${quoted}距${what}截止不足${hours}小时，请尽快处理。`,
      sms: event,
    },
  };
}

/**
 * The `complaint.deadline` job: at a deadline, the system step it stands for (超时 flag, close as
 * 未回复, automatic completion); a day before, a reminder. A job whose deadline has moved, paused or
 * been met since it was scheduled does nothing, which is also what makes re-runs safe.
 */
export function createDeadlineJobHandler(deps: LifecycleDeps): JobHandler {
  return async (payload, now) => {
    if (!isDeadlineJobPayload(payload)) throw new Error("malformed complaint.deadline payload");
    const deadline = DEADLINES[payload.deadline];
    const [complaint] = await deps.db
      .select({
        id: complaints.id,
        userId: complaints.userId,
        enterpriseId: complaints.enterpriseId,
        title: complaints.title,
        due: complaints[deadline.field],
        clockPausedAt: complaints.clockPausedAt,
      })
      .from(complaints)
      .where(eq(complaints.id, payload.complaint_id));
    if (!complaint?.due || complaint.clockPausedAt || complaint.due.toISOString() !== payload.due_at) return;

    if (payload.reminder) {
      const sms = await deps.db.transaction((tx) =>
        deliverNotices(tx, deps.piiKeys, complaint, reminderNotices(payload.deadline, complaint.title), now),
      );
      await sendNotices(deps, sms);
      return;
    }
    if (now < complaint.due) return;
    try {
      await applyLifecycleAction(deps, { complaintId: complaint.id, action: deadline.action, userId: null });
    } catch (error) {
      // The state machine refusing (already answered, already flagged) means there is no step left to take.
      if (!(error instanceof AppError && error.httpStatus === 400)) throw error;
    }
    // A member's complaint flagged 超时 gets its staff follow-up (decision 093). Asked on every run,
    // refused step or not, so a run that stopped between the flag and the follow-up is made good by
    // the retry; the follow-up is one per complaint however many runs ask.
    if (payload.deadline === "response") await openMemberFollowUp(deps.db, complaint.id, now);
  };
}

export function deadlineJob(deps: LifecycleDeps): JobDefinition {
  return { name: DEADLINE_JOB, handle: createDeadlineJobHandler(deps) };
}
