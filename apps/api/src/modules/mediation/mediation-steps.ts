import { type DatabaseOrTransaction, decryptPii, schema } from "@tousu/db";
import {
  agreementSummary,
  invitationDueAt,
  MEDIATION_NEXT_STEPS,
  MEDIATOR_DECLARATION,
  type MediationState,
  mediationDueAt,
  shanghaiDay,
} from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { forgetCachedComplaint } from "../../complaint-core/complaint-cache";
import { badRequest, forbidden } from "../../lib/app-error";
import { recordStaffAction } from "../../lib/staff-actions";
import { checkSmsCode, sendSmsCode, spendSmsCode } from "../auth";
import { sendNotices } from "../complaint-lifecycle";
import { announceMediationEntry } from "./announce-entry";
import {
  decideOrRefuse,
  loadMediation,
  type MediationRow,
  mediationSummary,
  requireSide,
} from "./mediation-access";
import { mediationNotices } from "./mediation-notices";
import { agreementView, entryView } from "./mediation-room";

const { mediations, mediationEntries, mediationAgreements, complaintOperatorStream, users } = schema;

type StepDeps = Pick<AppDeps, "db" | "providers" | "cache" | "piiKeys" | "log">;

/**
 * The author asks for mediation: it starts `invited`, for the complained-about enterprise to answer
 * by its due time. One mediation per complaint (its unique `complaint_id`).
 */
export async function openMediation(
  tx: DatabaseOrTransaction,
  request: Pick<MediationRow, "complaintId" | "consumerId" | "enterpriseId" | "reason">,
  now: Date,
): Promise<MediationRow> {
  const [created] = await tx
    .insert(mediations)
    .values({
      ...request,
      state: "invited",
      respondDueAt: invitationDueAt(now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!created) throw new Error("insert returned no row");
  return created;
}

/** The company consents or declines; only members of the complained-about enterprise may. */
export async function respondToMediation(
  deps: StepDeps,
  userId: number,
  mediationId: number,
  accept: boolean,
) {
  const now = deps.providers.now();
  const { summary, sms } = await deps.db.transaction(async (tx) => {
    const { mediation, agreement } = await loadMediation(tx, mediationId, { lock: true });
    const side = await requireSide(tx, mediation, userId);
    const state = decideOrRefuse(mediation, agreement, accept ? "accept" : "decline", side, now);
    const [updated] = await tx
      .update(mediations)
      .set({
        state,
        respondedAt: now,
        dueAt: accept ? mediationDueAt(now) : null,
        closedAt: accept ? null : now,
        updatedAt: now,
      })
      .where(eq(mediations.id, mediationId))
      .returning();
    const sms = await mediationNotices(tx, deps.piiKeys, mediation, accept ? "accepted" : "declined");
    return { summary: mediationSummary(updated!), sms };
  });
  await sendNotices(deps, sms);
  return summary;
}

/**
 * Staff or a lawyer mediator take the mediation, in the state `decideOrRefuse` allowed for `assign`.
 * A new mediator makes (or, as staff, needs) no declaration of their own yet.
 */
export async function assignMediator(
  tx: DatabaseOrTransaction,
  mediationId: number,
  change: { state: MediationState; mediatorId: number },
  now: Date,
): Promise<MediationRow> {
  const [updated] = await tx
    .update(mediations)
    .set({ ...change, mediatorDeclaration: null, mediatorDeclaredAt: null, updatedAt: now })
    .where(eq(mediations.id, mediationId))
    .returning();
  return updated!;
}

/** The lawyer mediator's declaration of no conflict, word for word, with its time. */
export async function recordMediatorDeclaration(
  tx: DatabaseOrTransaction,
  mediationId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(mediations)
    .set({ mediatorDeclaration: MEDIATOR_DECLARATION, mediatorDeclaredAt: now, updatedAt: now })
    .where(eq(mediations.id, mediationId));
}

/** Staff take a mediation the company consented to (or hand one over to themselves). */
export async function takeMediation(deps: StepDeps, userId: number, mediationId: number) {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const { mediation, agreement } = await loadMediation(tx, mediationId, { lock: true });
    const state = decideOrRefuse(mediation, agreement, "assign", "mediator", now);
    const updated = await assignMediator(tx, mediationId, { state, mediatorId: userId }, now);
    await recordStaffAction(tx, {
      staffId: userId,
      action: "mediation.assign",
      targetType: "mediation",
      targetId: mediationId,
      complaintId: mediation.complaintId,
      now,
    });
    return mediationSummary(updated);
  });
}

/**
 * A message or a proposal in the room, from either party or the mediator; everyone in the room hears
 * of it once it is stored.
 */
export async function postMediationEntry(
  deps: StepDeps & Pick<AppDeps, "liveEvents">,
  userId: number,
  mediationId: number,
  input: { kind: "message" | "proposal"; content: string },
) {
  const now = deps.providers.now();
  const { mediation, entry } = await deps.db.transaction(async (tx) => {
    const { mediation, agreement } = await loadMediation(tx, mediationId, { lock: true });
    const side = await requireSide(tx, mediation, userId);
    decideOrRefuse(mediation, agreement, "post", side, now);
    const [entry] = await tx
      .insert(mediationEntries)
      .values({
        mediationId,
        authorId: userId,
        side,
        kind: input.kind,
        content: input.content,
        createdAt: now,
      })
      .returning();
    return { mediation, entry: entry! };
  });
  await announceMediationEntry(deps, mediation, entry.id);
  return entryView(entry);
}

/**
 * The mediator drafts the agreement from the template. A new draft replaces the terms and clears
 * both confirmations: nobody stays bound to terms they did not see.
 */
export async function draftAgreement(
  deps: StepDeps,
  userId: number,
  mediationId: number,
  terms: { consumerTerms: string; consumerDueOn: string; companyTerms: string; companyDueOn: string },
) {
  const now = deps.providers.now();
  const today = shanghaiDay(now);
  if (terms.companyDueOn < today || terms.consumerDueOn < today) throw badRequest("履行期限不能早于今天");
  const { view, sms } = await deps.db.transaction(async (tx) => {
    const { mediation, agreement } = await loadMediation(tx, mediationId, { lock: true });
    const side = await requireSide(tx, mediation, userId);
    decideOrRefuse(mediation, agreement, "draft_agreement", side, now);
    const draft = {
      ...terms,
      draftedBy: userId,
      draftedAt: now,
      consumerConfirmedAt: null,
      companyConfirmedAt: null,
    };
    const [row] = await tx
      .insert(mediationAgreements)
      .values({ mediationId, ...draft })
      .onConflictDoUpdate({ target: mediationAgreements.mediationId, set: draft })
      .returning();
    await recordStaffAction(tx, {
      staffId: userId,
      action: "mediation.draft_agreement",
      targetType: "mediation",
      targetId: mediationId,
      complaintId: mediation.complaintId,
      now,
    });
    const sms = await mediationNotices(tx, deps.piiKeys, mediation, "agreement_drafted");
    return { view: agreementView(row!), sms };
  });
  await sendNotices(deps, sms);
  return view;
}

async function ownPhone(deps: Pick<AppDeps, "db" | "piiKeys">, userId: number): Promise<string> {
  const [account] = await deps.db
    .select({ phoneCipher: users.phoneCipher })
    .from(users)
    .where(eq(users.id, userId));
  if (!account?.phoneCipher) throw forbidden("请先绑定手机号");
  return decryptPii(account.phoneCipher, deps.piiKeys.encryptionKey);
}

/** Checks that the caller may confirm the agreement now, before a code is sent or read. */
async function requireConfirmable(
  deps: Pick<AppDeps, "db" | "providers">,
  userId: number,
  mediationId: number,
) {
  const { mediation, agreement } = await loadMediation(deps.db, mediationId);
  const side = await requireSide(deps.db, mediation, userId);
  decideOrRefuse(mediation, agreement, "confirm", side, deps.providers.now());
}

/**
 * A code to the caller's own phone, to sign the agreement with. No captcha: the captcha keeps scripts
 * from sending codes to strangers' numbers, and this code goes only to the account's own phone, once
 * a minute and within the daily cap per phone (decision 051).
 */
export async function sendConfirmCode(
  deps: AppDeps,
  input: { userId: number; mediationId: number; ip: string },
) {
  await requireConfirmable(deps, input.userId, input.mediationId);
  const { resend_in, expires_in } = await sendSmsCode(deps, {
    phone: await ownPhone(deps, input.userId),
    purpose: "mediation",
    ip: input.ip,
    hasSolvedCaptcha: async () => true,
  });
  return { resend_in, expires_in };
}

/**
 * One side confirms the agreement with the code sent to its phone. When the other side has confirmed
 * too, the mediation is agreed and the terms go on the complaint's public timeline.
 */
export async function confirmAgreement(
  deps: Pick<AppDeps, "db" | "providers" | "cache" | "piiKeys" | "log">,
  input: { userId: number; mediationId: number; code: string },
) {
  const now = deps.providers.now();
  await requireConfirmable(deps, input.userId, input.mediationId);
  const { codeId } = await checkSmsCode(deps, {
    phone: await ownPhone(deps, input.userId),
    code: input.code,
    purpose: "mediation",
  });
  const { summary, sms } = await deps.db.transaction(async (tx) => {
    const { mediation, agreement } = await loadMediation(tx, input.mediationId, { lock: true });
    const side = await requireSide(tx, mediation, input.userId);
    const state = decideOrRefuse(mediation, agreement, "confirm", side, now);
    await spendSmsCode(tx, codeId, now);
    const [signed] = await tx
      .update(mediationAgreements)
      .set(side === "consumer" ? { consumerConfirmedAt: now } : { companyConfirmedAt: now })
      .where(eq(mediationAgreements.mediationId, input.mediationId))
      .returning();
    if (state !== "agreed") return { summary: mediationSummary(mediation), sms: [] };
    await appendTimeline(tx, mediation, "mediation_agreed", agreementSummary(signed!), now);
    const closed = await close(tx, mediation, { state: "agreed" }, now);
    return {
      summary: mediationSummary(closed),
      sms: await mediationNotices(tx, deps.piiKeys, mediation, "agreed"),
    };
  });
  if (summary.state === "agreed") {
    await sendNotices(deps, sms);
    await forgetComplaintOf(deps, input.mediationId);
  }
  return summary;
}

/** The mediator ends it without agreement; the timeline says what the consumer can do next. */
export async function failMediation(deps: StepDeps, userId: number, mediationId: number, note: string) {
  const now = deps.providers.now();
  const { summary, sms } = await deps.db.transaction(async (tx) => {
    const { mediation, agreement } = await loadMediation(tx, mediationId, { lock: true });
    const side = await requireSide(tx, mediation, userId);
    decideOrRefuse(mediation, agreement, "fail", side, now);
    await recordStaffAction(tx, {
      staffId: userId,
      action: "mediation.fail",
      targetType: "mediation",
      targetId: mediationId,
      complaintId: mediation.complaintId,
      detail: { note },
      now,
    });
    await appendTimeline(tx, mediation, "mediation_failed", MEDIATION_NEXT_STEPS, now);
    const closed = await close(tx, mediation, { state: "failed", failureNote: note }, now);
    return {
      summary: mediationSummary(closed),
      sms: await mediationNotices(tx, deps.piiKeys, mediation, "failed"),
    };
  });
  await sendNotices(deps, sms);
  await forgetComplaintOf(deps, mediationId);
  return summary;
}

export async function close(
  tx: DatabaseOrTransaction,
  mediation: MediationRow,
  change: { state: "agreed" | "failed" | "lapsed"; failureNote?: string },
  now: Date,
): Promise<MediationRow> {
  const [closed] = await tx
    .update(mediations)
    .set({ ...change, closedAt: now, updatedAt: now })
    .where(eq(mediations.id, mediation.id))
    .returning();
  return closed!;
}

/** The outcome on the complaint's public timeline: terms or next steps, never names or messages. */
export async function appendTimeline(
  tx: DatabaseOrTransaction,
  mediation: MediationRow,
  action: "mediation_agreed" | "mediation_failed",
  content: string,
  now: Date,
): Promise<void> {
  await tx.insert(complaintOperatorStream).values({
    complaintId: mediation.complaintId,
    actorType: "platform",
    actorId: null,
    action,
    content,
    createdAt: now,
  });
}

export async function forgetComplaintOf(deps: Pick<AppDeps, "db" | "cache">, mediationId: number) {
  const { mediation } = await loadMediation(deps.db, mediationId);
  await forgetCachedComplaint(deps, mediation.complaintId);
}
