import { type DatabaseOrTransaction, schema } from "@tousu/db";
import {
  decideMediation,
  holdsStaffRole,
  MEDIATION_REFUSAL_MESSAGES,
  MEDIATION_STATE_LABELS,
  MEDIATOR_LABELS,
  type MediationAction,
  type MediationSnapshot,
  type MediationState,
} from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import { badRequest, forbidden, notFound } from "../../lib/app-error";
import { staffRolesOf } from "../../lib/authorization";

const { mediations, mediationAgreements, enterpriseMembers, lawyerProfiles } = schema;

export type MediationRow = typeof mediations.$inferSelect;
export type AgreementRow = typeof mediationAgreements.$inferSelect;
export type RoomSide = "consumer" | "company" | "mediator";

export const SIDE_LABELS: Record<RoomSide, string> = {
  consumer: "投诉人",
  company: "商家",
  mediator: "调解员",
};

export async function loadMediation(
  db: DatabaseOrTransaction,
  mediationId: number,
  options: { lock?: boolean } = {},
): Promise<{ mediation: MediationRow; agreement: AgreementRow | null }> {
  const query = db.select().from(mediations).where(eq(mediations.id, mediationId));
  const [mediation] = options.lock ? await query.for("update") : await query;
  if (!mediation) throw notFound("调解不存在");
  const [agreement = null] = await db
    .select()
    .from(mediationAgreements)
    .where(eq(mediationAgreements.mediationId, mediationId));
  return { mediation, agreement };
}

/**
 * The caller's place in a mediation room: the complaint's author, a member of the complained-about
 * enterprise, or the assigned mediator: staff while they still hold a mediator's role, a lawyer while
 * still verified and once they declared no conflict (docs/decisions/054). Anyone else (other
 * consumers, other companies, other staff, other lawyers) is outside the room.
 */
export async function sideOf(
  db: DatabaseOrTransaction,
  mediation: MediationRow,
  userId: number,
): Promise<RoomSide | null> {
  if (mediation.consumerId === userId) return "consumer";
  const [member] = await db
    .select({ userId: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(
      and(eq(enterpriseMembers.enterpriseId, mediation.enterpriseId), eq(enterpriseMembers.userId, userId)),
    );
  if (member) return "company";
  if (mediation.mediatorId !== userId) return null;
  if (await isMediator(db, userId)) return "mediator";
  if (mediation.mediatorDeclaredAt !== null && (await isVerifiedLawyer(db, userId))) return "mediator";
  return null;
}

/**
 * Everyone `sideOf` admits to the room now: the author, the enterprise's members and the mediator
 * while they may still enter. A room's live events go to these accounts and no other.
 */
export async function roomMemberIds(db: DatabaseOrTransaction, mediation: MediationRow): Promise<number[]> {
  const members = await db
    .select({ userId: enterpriseMembers.userId })
    .from(enterpriseMembers)
    .where(eq(enterpriseMembers.enterpriseId, mediation.enterpriseId));
  const ids = new Set([mediation.consumerId, ...members.map((member) => member.userId)]);
  const { mediatorId } = mediation;
  if (mediatorId !== null && (await sideOf(db, mediation, mediatorId)) === "mediator") ids.add(mediatorId);
  return [...ids];
}

/**
 * Staff who run mediations: those granted the mediator role (and admins, who hold every staff role).
 * Moderating is a different job: a moderator mediates only with the mediator role too (docs/decisions/057).
 */
export async function isMediator(db: DatabaseOrTransaction, userId: number): Promise<boolean> {
  return holdsStaffRole(await staffRolesOf(db, userId), "mediator");
}

export async function isVerifiedLawyer(db: DatabaseOrTransaction, userId: number): Promise<boolean> {
  const [profile] = await db
    .select({ status: lawyerProfiles.status })
    .from(lawyerProfiles)
    .where(eq(lawyerProfiles.userId, userId));
  return profile?.status === "verified";
}

export async function requireSide(
  db: DatabaseOrTransaction,
  mediation: MediationRow,
  userId: number,
): Promise<RoomSide> {
  const side = await sideOf(db, mediation, userId);
  if (side) return side;
  if (mediation.mediatorId === userId && mediation.mediatorDeclaredAt === null) {
    throw forbidden("请先声明与本案无利益冲突，再进入调解室");
  }
  throw forbidden("您不是该调解的当事人或调解员");
}

/** Who mediates, as the room names them to the parties: the role and a lawyer's declaration. */
export async function mediatorView(db: DatabaseOrTransaction, mediation: MediationRow) {
  if (mediation.mediatorId === null) return null;
  const kind = (await isMediator(db, mediation.mediatorId)) ? "staff" : "lawyer";
  return {
    kind,
    label: MEDIATOR_LABELS[kind],
    declaration: mediation.mediatorDeclaration,
    declared_at: mediation.mediatorDeclaredAt?.toISOString() ?? null,
  } as const;
}

export function snapshotOf(mediation: MediationRow, agreement: AgreementRow | null): MediationSnapshot {
  return {
    state: mediation.state,
    respondDueAt: mediation.respondDueAt,
    dueAt: mediation.dueAt,
    hasAgreement: agreement !== null,
    consumerConfirmed: agreement?.consumerConfirmedAt != null,
    companyConfirmed: agreement?.companyConfirmedAt != null,
  };
}

/** The state a step leads to, or the refusal as the error catalogue's 403 or 400 with its message. */
export function decideOrRefuse(
  mediation: MediationRow,
  agreement: AgreementRow | null,
  action: MediationAction,
  side: RoomSide | "system",
  now: Date,
): MediationState {
  const decision = decideMediation(snapshotOf(mediation, agreement), action, side, now);
  if (decision.ok) return decision.state;
  const message = MEDIATION_REFUSAL_MESSAGES[decision.refusal];
  throw decision.refusal === "wrong_side" ? forbidden(message) : badRequest(message);
}

export function mediationSummary(mediation: MediationRow) {
  return {
    id: mediation.id,
    state: mediation.state,
    state_label: MEDIATION_STATE_LABELS[mediation.state],
    created_at: mediation.createdAt.toISOString(),
    respond_due_at: mediation.respondDueAt.toISOString(),
    due_at: mediation.dueAt?.toISOString() ?? null,
    closed_at: mediation.closedAt?.toISOString() ?? null,
  };
}
