import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { MEDIATION_REFUSAL_MESSAGES, MEDIATOR_DECLARATION } from "@tousu/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, forbidden } from "../../lib/app-error";
import type { AuthenticatedUser } from "../../lib/request-user";
import { recordStaffAction } from "../../lib/staff-actions";
import { conflictsWithEnterprise } from "../entrustment";
import { AVAILABILITY_ORDER, readLawyerCards } from "../lawyer-directory";
import { decideOrRefuse, loadMediation, type MediationRow, mediationSummary } from "./mediation-access";
import { assignMediator, recordMediatorDeclaration } from "./mediation-steps";

const { mediations, complaints, enterprises, lawyerProfiles } = schema;

/** The most lawyers the staff picker offers for one mediation. */
const CANDIDATES_MAX = 50;

const CONFLICT_MESSAGE = "该律师与本案存在利益冲突，不能担任调解员";
const OWN_CONFLICT_MESSAGE = "您与本案存在利益冲突，不能担任调解员，请联系平台更换调解员";

/**
 * Whether the lawyer (`lawyerId`, an SQL expression over users.id) stands on a side of this
 * mediation: the complaint's author, an operator of the enterprise or a lawyer acting for it, or a
 * lawyer the consumer asked about this or any complaint (an entrustment in any state: they read the
 * consumer's file).
 */
function conflictsWithMediation(lawyerId: ReturnType<typeof sql>, mediation: MediationRow) {
  return sql`(${lawyerId} = ${mediation.consumerId}
    or ${conflictsWithEnterprise(lawyerId, mediation.enterpriseId)}
    or exists (select 1 from entrustments x where x.lawyer_id = ${lawyerId}
      and (x.complaint_id = ${mediation.complaintId} or x.consumer_id = ${mediation.consumerId})))`;
}

async function hasConflict(db: DatabaseOrTransaction, lawyerId: number, mediation: MediationRow) {
  const result = await db.execute<{ conflict: boolean }>(
    sql`select ${conflictsWithMediation(sql`${lawyerId}::bigint`, mediation)} as conflict`,
  );
  return result.rows[0]?.conflict === true;
}

/** Verified lawyers who offer to mediate and stand on neither side: whom staff may hand it to. */
export async function mediationLawyers(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  mediationId: number,
) {
  const { mediation } = await loadMediation(deps.db, mediationId);
  const list = await readLawyerCards(
    { db: deps.db, piiKeys: deps.piiKeys, now: deps.providers.now() },
    {
      where: sql`p.mediates and not ${conflictsWithMediation(sql`p.user_id`, mediation)}`,
      orderBy: AVAILABILITY_ORDER,
      limit: CANDIDATES_MAX,
    },
  );
  return { list: list.map(({ introduction: _introduction, ...card }) => card) };
}

/**
 * Staff hand a mediation the company consented to (or one running) to a lawyer mediator. The room
 * stays closed to the lawyer until they declare no conflict; a staff mediator before them leaves it.
 */
export async function assignLawyerMediator(
  deps: Pick<AppDeps, "db" | "providers">,
  staffId: number,
  mediationId: number,
  lawyerId: number,
) {
  const now = deps.providers.now();
  return deps.db.transaction(async (tx) => {
    const { mediation, agreement } = await loadMediation(tx, mediationId, { lock: true });
    const state = decideOrRefuse(mediation, agreement, "assign", "mediator", now);
    const [profile] = await tx
      .select({ status: lawyerProfiles.status, mediates: lawyerProfiles.mediates })
      .from(lawyerProfiles)
      .where(eq(lawyerProfiles.userId, lawyerId));
    if (profile?.status !== "verified" || !profile.mediates) {
      throw badRequest("该律师未通过核验或未开通调解服务");
    }
    if (await hasConflict(tx, lawyerId, mediation)) throw badRequest(CONFLICT_MESSAGE);
    const updated = await assignMediator(tx, mediationId, { state, mediatorId: lawyerId }, now);
    await recordStaffAction(tx, {
      staffId,
      action: "mediation.assign_lawyer",
      targetType: "mediation",
      targetId: mediationId,
      complaintId: mediation.complaintId,
      detail: { lawyerId },
      now,
    });
    return mediationSummary(updated);
  });
}

/** The lawyer's own profile, for a caller signed in through the lawyer login. */
async function requireLawyer(db: DatabaseOrTransaction, user: AuthenticatedUser) {
  const [profile] = await db
    .select({ status: lawyerProfiles.status, mediates: lawyerProfiles.mediates })
    .from(lawyerProfiles)
    .where(eq(lawyerProfiles.userId, user.id));
  if (user.sessionRole !== "lawyer" || !profile) throw forbidden("请使用律师账号登录");
  return profile;
}

async function lawyerRows(db: DatabaseOrTransaction, lawyerId: number, mediationId?: number) {
  const rows = await db
    .select({ mediation: mediations, title: complaints.title, enterpriseName: enterprises.name })
    .from(mediations)
    .innerJoin(complaints, eq(complaints.id, mediations.complaintId))
    .innerJoin(enterprises, eq(enterprises.id, mediations.enterpriseId))
    .where(
      and(
        eq(mediations.mediatorId, lawyerId),
        mediationId === undefined ? undefined : eq(mediations.id, mediationId),
      ),
    )
    .orderBy(desc(mediations.createdAt), desc(mediations.id));
  return rows.map((row) => ({
    ...mediationSummary(row.mediation),
    complaint: { id: row.mediation.complaintId, title: row.title },
    enterprise_name: row.enterpriseName,
    declared_at: row.mediation.mediatorDeclaredAt?.toISOString() ?? null,
  }));
}

/** The mediations a lawyer was given, and whether they offer to mediate. */
export async function lawyerMediations(deps: Pick<AppDeps, "db">, user: AuthenticatedUser) {
  const profile = await requireLawyer(deps.db, user);
  return {
    mediates: profile.mediates,
    declaration: MEDIATOR_DECLARATION,
    list: await lawyerRows(deps.db, user.id),
  };
}

/** A verified lawyer offers to mediate, or stops: mediations already given stay theirs. */
export async function setLawyerMediates(
  deps: Pick<AppDeps, "db" | "providers">,
  user: AuthenticatedUser,
  mediates: boolean,
) {
  const profile = await requireLawyer(deps.db, user);
  if (profile.status !== "verified") throw forbidden("律师资料通过核验后才能担任调解员");
  await deps.db
    .update(lawyerProfiles)
    .set({ mediates, updatedAt: deps.providers.now() })
    .where(eq(lawyerProfiles.userId, user.id));
  return { mediates };
}

/**
 * The lawyer given a mediation declares no conflict, once; the declaration is checked against the
 * same rule staff assigned by (things may have changed since) and stored word for word with its time.
 */
export async function declareNoConflict(
  deps: Pick<AppDeps, "db" | "providers">,
  user: AuthenticatedUser,
  mediationId: number,
) {
  const now = deps.providers.now();
  const profile = await requireLawyer(deps.db, user);
  if (profile.status !== "verified") throw forbidden("律师资料通过核验后才能担任调解员");
  await deps.db.transaction(async (tx) => {
    const { mediation } = await loadMediation(tx, mediationId, { lock: true });
    if (mediation.mediatorId !== user.id) throw forbidden("该调解未分配给您");
    if (mediation.mediatorDeclaredAt !== null) throw badRequest("您已声明过无利益冲突");
    if (mediation.state !== "in_progress") throw badRequest(MEDIATION_REFUSAL_MESSAGES.wrong_state);
    if (await hasConflict(tx, user.id, mediation)) throw badRequest(OWN_CONFLICT_MESSAGE);
    await recordMediatorDeclaration(tx, mediationId, now);
  });
  const [row] = await lawyerRows(deps.db, user.id, mediationId);
  return row!;
}
