import { schema, type Transaction } from "@tousu/db";
import {
  decideEntrustment,
  type EntrustmentAction,
  type EntrustmentStatus,
  entrustmentAnswerDue,
  entrustmentPageFor,
  memberPriceFen,
  releasesConsultationCredit,
} from "@tousu/domain";
import { and, eq, lte, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, forbidden, notFound } from "../../lib/app-error";
import { createPushMessage } from "../../lib/push-messages";
import type { AuthenticatedUser } from "../../lib/request-user";
import { actsAsVerifiedLawyer } from "../../lib/verified-lawyer";
import { releaseConsultationCredit } from "../mall";
import { conflictsWithEnterprise } from "./conflicts";

const { complaints, entrustmentNotes, entrustments } = schema;

type EntrustmentRow = typeof entrustments.$inferSelect;

/** What a step writes besides the status. */
export type StepInput =
  | { action: "withdraw" | "confirm" }
  | { action: "accept"; quoteFen: number; plan: string }
  | { action: "decline"; reason: string }
  | { action: "note"; content: string }
  | { action: "close"; outcome: string }
  | { action: "rate"; rating: number };

const CONSUMER_ACTIONS: readonly EntrustmentAction[] = ["withdraw", "confirm", "rate"];

type Notice = { title: string; content: string };

/** The message each step leaves the other party: the consumer hears of the lawyer's steps and back. */
const CONSUMER_NOTICES: Partial<Record<EntrustmentAction, Notice>> = {
  accept: { title: "律师接受了您的委托", content: "律师已给出报价与办理方案，请查看并确认。" },
  decline: { title: "律师婉拒了您的委托", content: "律师婉拒了您的委托，您可以另选律师。" },
  note: { title: "委托有新的办理进展", content: "您委托的律师记录了新的办理进展。" },
  close: { title: "委托已结案", content: "您委托的律师已结案并填写了办理结果。" },
};
const LAWYER_NOTICES: Partial<Record<EntrustmentAction, Notice>> = {
  withdraw: { title: "委托人撤回了委托", content: "委托人在您答复前撤回了委托，无需再处理。" },
  rate: { title: "委托人评价了您的服务", content: "委托人对已结案的委托给出了服务评价。" },
};

/**
 * The author asks a lawyer, consenting now to share the complaint's file with them: the entrustment
 * starts `requested`, for the lawyer to answer by its due time. One running entrustment per complaint
 * (`entrustments_open_complaint_idx`): the caller answers its violation.
 */
export async function openEntrustment(
  tx: Transaction,
  request: Pick<EntrustmentRow, "complaintId" | "consumerId" | "lawyerId" | "note" | "memberDiscountPercent">,
  now: Date,
): Promise<Pick<EntrustmentRow, "id" | "answerDueAt">> {
  const [created] = await tx
    .insert(entrustments)
    .values({
      ...request,
      status: "requested",
      consentedAt: now,
      answerDueAt: entrustmentAnswerDue(now),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: entrustments.id, answerDueAt: entrustments.answerDueAt });
  if (!created) throw new Error("insert returned no row");
  return created;
}

/**
 * The one place an entrustment's status changes by a party: it locks the row, checks the caller is
 * its consumer or its lawyer (in a lawyer session, still verified), asks the domain whether the step
 * may be taken now, and writes it with the other party's message in one transaction.
 */
export async function takeEntrustmentStep(
  deps: Pick<AppDeps, "db" | "providers">,
  user: AuthenticatedUser,
  entrustmentId: number,
  input: StepInput,
): Promise<{ status: EntrustmentStatus }> {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(entrustments)
      .where(eq(entrustments.id, entrustmentId))
      .for("update");
    if (!row) throw notFound("委托不存在");
    const byConsumer = CONSUMER_ACTIONS.includes(input.action);
    if (byConsumer ? row.consumerId !== user.id : !(await isActingLawyer(tx, user, row))) {
      throw forbidden("没有权限处理该委托");
    }
    const decision = decideEntrustment(row.status, input.action, byConsumer ? "consumer" : "lawyer");
    if (!decision.ok) throw badRequest(decision.message);
    if (input.action === "rate" && row.rating !== null) throw badRequest("你已评价过该委托");
    if (input.action === "accept" && (await isConflicted(tx, row))) {
      throw badRequest("您与被投诉企业存在利益冲突，不能接受该委托");
    }
    await tx
      .update(entrustments)
      .set({ status: decision.next, updatedAt: now, ...fieldsOf(input, row, now) })
      .where(eq(entrustments.id, row.id));
    if (releasesConsultationCredit(decision.next)) await releaseConsultationCredit(tx, row.id, now);
    if (input.action === "note") {
      await tx
        .insert(entrustmentNotes)
        .values({ entrustmentId: row.id, content: input.content, createdAt: now });
    }
    const consumerNotice = CONSUMER_NOTICES[input.action];
    if (consumerNotice) {
      await createPushMessage(tx, {
        userId: row.consumerId,
        kind: "complaint",
        ...consumerNotice,
        link: entrustmentPageFor("consumer", row),
        complaintId: row.complaintId,
        now,
      });
    }
    const lawyerNotice = LAWYER_NOTICES[input.action];
    if (lawyerNotice) await noticeLawyer(tx, row, lawyerNotice, now);
    return { status: decision.next };
  });
}

/**
 * The platform's step: a request the lawyer left unanswered past its due time lapses, and the
 * consumer is told so they can choose another lawyer. A request answered or withdrawn meanwhile is
 * left as it is.
 */
export async function lapseEntrustment(
  deps: Pick<AppDeps, "db">,
  entrustmentId: number,
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(entrustments)
      .where(and(eq(entrustments.id, entrustmentId), lte(entrustments.answerDueAt, now)))
      .for("update");
    if (!row || !decideEntrustment(row.status, "lapse", "platform").ok) return;
    await tx
      .update(entrustments)
      .set({ status: "lapsed", endedAt: now, updatedAt: now })
      .where(eq(entrustments.id, entrustmentId));
    await releaseConsultationCredit(tx, entrustmentId, now);
    await createPushMessage(tx, {
      userId: row.consumerId,
      kind: "complaint",
      title: "律师未答复您的委托",
      content: "您委托的律师在48小时内未答复，委托已失效。您可以另选律师委托。",
      link: entrustmentPageFor("consumer", row),
      complaintId: row.complaintId,
      now,
    });
  });
}

/**
 * A lawyer's notice goes to their user centre as a platform message (its complaint messages are their
 * own complaints'), opening the case on the lawyer site.
 */
export async function noticeLawyer(
  tx: Transaction,
  entrustment: Pick<EntrustmentRow, "id" | "complaintId" | "lawyerId">,
  notice: Notice,
  now: Date,
): Promise<void> {
  await createPushMessage(tx, {
    userId: entrustment.lawyerId,
    kind: "platform",
    ...notice,
    link: entrustmentPageFor("lawyer", entrustment),
    now,
  });
}

function fieldsOf(
  input: StepInput,
  row: Pick<EntrustmentRow, "memberDiscountPercent">,
  now: Date,
): Partial<EntrustmentRow> {
  switch (input.action) {
    case "accept":
      // The member price is fixed with the fee, by the discount copied at the request (decision 098).
      return {
        quoteFen: input.quoteFen,
        memberPriceFen:
          row.memberDiscountPercent === null
            ? null
            : memberPriceFen(input.quoteFen, row.memberDiscountPercent),
        plan: input.plan,
        answeredAt: now,
      };
    case "decline":
      return { declineReason: input.reason, answeredAt: now, endedAt: now };
    case "withdraw":
      return { endedAt: now };
    case "confirm":
      return { startedAt: now };
    case "close":
      return { outcome: input.outcome, endedAt: now };
    case "rate":
      return { rating: input.rating };
    case "note":
      return {};
  }
}

/** The entrustment's own lawyer, signed in as a lawyer, whose profile is still verified. */
export async function isActingLawyer(
  tx: Transaction,
  user: AuthenticatedUser,
  entrustment: Pick<EntrustmentRow, "lawyerId">,
): Promise<boolean> {
  return entrustment.lawyerId === user.id && (await actsAsVerifiedLawyer(tx, user));
}

/** Checked again on acceptance: the lawyer may have joined or taken on the enterprise since the request. */
async function isConflicted(tx: Transaction, row: EntrustmentRow): Promise<boolean> {
  const [complaint] = await tx
    .select({ enterpriseId: complaints.enterpriseId })
    .from(complaints)
    .where(eq(complaints.id, row.complaintId));
  const [result] = await tx
    .execute<{ conflicted: boolean }>(
      sql`select ${conflictsWithEnterprise(sql`${row.lawyerId}`, complaint?.enterpriseId ?? null)} as conflicted`,
    )
    .then((r) => r.rows);
  return result?.conflicted === true;
}
