import type { QaPostKind, QaPostStatus } from "@tousu/contracts";
import { schema, type Transaction } from "@tousu/db";
import { eq, sql } from "drizzle-orm";

const { qaQuestions, qaAnswers } = schema;

/** A post as its state changes see it, read under a row lock. */
export interface LockedPost {
  kind: QaPostKind;
  id: number;
  userId: number;
  questionId: number;
  status: QaPostStatus;
  deleted: boolean;
  createdAt: Date;
}

/** Locks one question or answer (deleted ones included) for a state change. */
export async function lockPost(tx: Transaction, kind: QaPostKind, id: number): Promise<LockedPost | null> {
  if (kind === "question") {
    const [row] = await tx
      .select({
        id: qaQuestions.id,
        userId: qaQuestions.userId,
        status: qaQuestions.status,
        deletedAt: qaQuestions.deletedAt,
        createdAt: qaQuestions.createdAt,
      })
      .from(qaQuestions)
      .where(eq(qaQuestions.id, id))
      .for("update");
    return row ? { kind, questionId: row.id, deleted: row.deletedAt !== null, ...row } : null;
  }
  const [row] = await tx
    .select({
      id: qaAnswers.id,
      userId: qaAnswers.userId,
      questionId: qaAnswers.questionId,
      status: qaAnswers.status,
      deletedAt: qaAnswers.deletedAt,
      createdAt: qaAnswers.createdAt,
    })
    .from(qaAnswers)
    .where(eq(qaAnswers.id, id))
    .for("update");
  return row ? { kind, deleted: row.deletedAt !== null, ...row } : null;
}

const isCounted = (post: { status: QaPostStatus; deleted: boolean }) =>
  post.status === "published" && !post.deleted;

/**
 * Moves a post to a new status and/or deletes it. A question's answer count counts its published
 * answers, so an answer entering or leaving that state moves it; either way the question's
 * `updated_at` says it changed.
 */
export async function changePost(
  tx: Transaction,
  post: LockedPost,
  next: { status?: QaPostStatus; deleted?: true },
  now: Date,
): Promise<void> {
  const after = { status: next.status ?? post.status, deleted: next.deleted ?? post.deleted };
  const table = post.kind === "question" ? qaQuestions : qaAnswers;
  await tx
    .update(table)
    .set({ status: after.status, ...(next.deleted ? { deletedAt: now } : {}), updatedAt: now })
    .where(eq(table.id, post.id));
  if (post.kind === "question") return;
  const delta = Number(isCounted(after)) - Number(isCounted(post));
  await tx
    .update(qaQuestions)
    .set({
      updatedAt: now,
      ...(delta === 0 ? {} : { answerCount: sql`greatest(${qaQuestions.answerCount} + ${delta}, 0)` }),
    })
    .where(eq(qaQuestions.id, post.questionId));
}
