import type { ContractData, listMemberFollowUps } from "@tousu/contracts";
import { schema, type Transaction } from "@tousu/db";
import { FOLLOW_UP_OUTCOME_LABELS, type FollowUpOutcome, type FollowUpState } from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { addFollowUpNote, closeFollowUp, takeFollowUp } from "./follow-up-steps";
import { loadFollowUp } from "./list-member-follow-ups";

const { memberFollowUps } = schema;

type FollowUp = ContractData<typeof listMemberFollowUps>["list"][number];
type Deps = Pick<AppDeps, "db" | "providers">;

interface LockedFollowUp {
  id: number;
  complaintId: number;
  state: FollowUpState;
  assigneeId: number | null;
}

/** Locks the follow-up, runs `work` on it in one transaction, and answers it as the list shows it. */
async function withFollowUp(
  deps: Deps,
  followUpId: number,
  work: (tx: Transaction, followUp: LockedFollowUp, now: Date) => Promise<void>,
): Promise<FollowUp> {
  const now = deps.providers.now();
  await deps.db.transaction(async (tx) => {
    const [followUp] = await tx
      .select({
        id: memberFollowUps.id,
        complaintId: memberFollowUps.complaintId,
        state: memberFollowUps.state,
        assigneeId: memberFollowUps.assigneeId,
      })
      .from(memberFollowUps)
      .where(eq(memberFollowUps.id, followUpId))
      .for("update");
    if (!followUp) throw notFound("督办任务不存在");
    await work(tx, followUp, now);
  });
  const shaped = await loadFollowUp(deps.db, followUpId);
  if (!shaped) throw notFound("督办任务不存在");
  return shaped;
}

// Only the staff member who took a follow-up records its contacts and closes it: one person answers for it.
function requireHolder(followUp: LockedFollowUp, staffId: number): void {
  if (followUp.state === "closed") throw badRequest("督办任务已结束");
  if (followUp.state === "open") throw badRequest("请先领取该督办任务");
  if (followUp.assigneeId !== staffId) throw badRequest("该督办任务已由其他人员跟进");
}

export function takeMemberFollowUp(deps: Deps, staffId: number, followUpId: number): Promise<FollowUp> {
  return withFollowUp(deps, followUpId, async (tx, followUp, now) => {
    if (followUp.state === "closed") throw badRequest("督办任务已结束");
    if (followUp.state === "taken") {
      if (followUp.assigneeId === staffId) return;
      throw badRequest("该督办任务已由其他人员跟进");
    }
    await takeFollowUp(tx, { followUpId, staffId, now });
    await recordStaffAction(tx, {
      staffId,
      action: "member_follow_up.take",
      targetType: "member_follow_up",
      targetId: followUpId,
      complaintId: followUp.complaintId,
      now,
    });
  });
}

export function addMemberFollowUpNote(
  deps: Deps,
  staffId: number,
  followUpId: number,
  content: string,
): Promise<FollowUp> {
  return withFollowUp(deps, followUpId, async (tx, followUp, now) => {
    requireHolder(followUp, staffId);
    await addFollowUpNote(tx, { followUpId, staffId, content, now });
  });
}

export function closeMemberFollowUp(
  deps: Deps,
  staffId: number,
  followUpId: number,
  input: { outcome: FollowUpOutcome; note: string },
): Promise<FollowUp> {
  return withFollowUp(deps, followUpId, async (tx, followUp, now) => {
    requireHolder(followUp, staffId);
    await addFollowUpNote(tx, { followUpId, staffId, content: input.note, now });
    await closeFollowUp(tx, { followUpId, outcome: input.outcome, now });
    await recordStaffAction(tx, {
      staffId,
      action: "member_follow_up.close",
      targetType: "member_follow_up",
      targetId: followUpId,
      complaintId: followUp.complaintId,
      detail: { outcome: input.outcome, outcome_label: FOLLOW_UP_OUTCOME_LABELS[input.outcome] },
      now,
    });
  });
}
