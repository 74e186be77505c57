import { type DatabaseOrTransaction, schema, type Transaction } from "@tousu/db";
import type { FollowUpOutcome } from "@tousu/domain";
import { and, eq, sql } from "drizzle-orm";

const { memberFollowUps, memberFollowUpNotes } = schema;

// The one writer of staff follow-ups and their notes (docs/decisions/093). Each step is guarded by
// the state it leaves, so a step taken twice or by two staff members at once changes nothing twice.

/**
 * Opens the follow-up of a member's complaint the company let pass its response deadline (flagged
 * 超时, still without a first response). The unique complaint id makes it one per complaint however
 * often, and on however many nodes, the deadline job runs. Answers whether this call opened it.
 */
export async function openFollowUp(
  db: DatabaseOrTransaction,
  complaintId: number,
  now: Date,
): Promise<boolean> {
  const opened = await db.execute(sql`
    insert into member_follow_ups (complaint_id, state, opened_at)
    select c.id, 'open', ${now} from complaints c
    join member_complaint_priorities p on p.complaint_id = c.id
    where c.id = ${complaintId} and c.is_overdue and c.first_response_at is null
    on conflict (complaint_id) do nothing
    returning id`);
  return opened.rows.length > 0;
}

/** One staff member takes an open follow-up; answers false when it was not open any more. */
export async function takeFollowUp(
  tx: Transaction,
  input: { followUpId: number; staffId: number; now: Date },
): Promise<boolean> {
  const taken = await tx
    .update(memberFollowUps)
    .set({ state: "taken", assigneeId: input.staffId, takenAt: input.now })
    .where(and(eq(memberFollowUps.id, input.followUpId), eq(memberFollowUps.state, "open")))
    .returning({ id: memberFollowUps.id });
  return taken.length > 0;
}

/** A note of a contact with the company, by the staff member who holds the follow-up. */
export async function addFollowUpNote(
  tx: Transaction,
  input: { followUpId: number; staffId: number; content: string; now: Date },
): Promise<void> {
  await tx.insert(memberFollowUpNotes).values({
    followUpId: input.followUpId,
    authorId: input.staffId,
    content: input.content,
    createdAt: input.now,
  });
}

/** Closes a taken follow-up with its outcome; answers false when it was not taken any more. */
export async function closeFollowUp(
  tx: Transaction,
  input: { followUpId: number; outcome: FollowUpOutcome; now: Date },
): Promise<boolean> {
  const closed = await tx
    .update(memberFollowUps)
    .set({ state: "closed", outcome: input.outcome, closedAt: input.now })
    .where(and(eq(memberFollowUps.id, input.followUpId), eq(memberFollowUps.state, "taken")))
    .returning({ id: memberFollowUps.id });
  return closed.length > 0;
}
