import type {
  ContractData,
  ContractOutput,
  getLawyerApplication,
  listLawyerApplications,
} from "@tousu/contracts";
import { type DatabaseOrTransaction, decryptPii, schema } from "@tousu/db";
import { LAWYER_RECHECK_REMINDER_DAYS, lawyerRecheckDueAt, maskName } from "@tousu/domain";
import { and, asc, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { pageResult, pageWindow } from "../../lib/paging";
import { recordStaffAction } from "../../lib/staff-actions";
import { deleteSubjectPosters } from "../../lib/stored-posters";
import { endLawyerSessions } from "../auth";
import { readEnterpriseClients } from "./enterprise-clients";
import { signLicensePhotoLink } from "./license-photo";

const { lawyerProfiles, users, userRoles } = schema;
type LawyerProfile = typeof lawyerProfiles.$inferSelect;
type LawyerStatus = LawyerProfile["status"];

function realNameOf(deps: Pick<AppDeps, "piiKeys">, cipher: string | null): string {
  return cipher ? decryptPii(cipher, deps.piiKeys.encryptionKey) : "";
}

function summaryOf(profile: LawyerProfile, realName: string) {
  return {
    user_id: profile.userId,
    real_name: maskName(realName),
    license_no: profile.licenseNo,
    law_firm: profile.lawFirm,
    city: profile.city,
    practice_areas: profile.practiceAreas,
    status: profile.status,
    applied_at: profile.createdAt.toISOString(),
    verified_at: profile.verifiedAt?.toISOString() ?? null,
    recheck_due_at: profile.recheckDueAt?.toISOString() ?? null,
  };
}

/** When staff start being reminded of a verified lawyer's re-check. */
export function recheckReminderHorizon(now: Date): Date {
  return new Date(now.getTime() + LAWYER_RECHECK_REMINDER_DAYS * 86_400_000);
}

/** The queue (oldest application first), or verified lawyers whose re-check is near (soonest first). */
export async function listApplications(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers">,
  query: ContractOutput<typeof listLawyerApplications, "query">,
): Promise<ContractData<typeof listLawyerApplications>> {
  const dueForRecheck = query.due_for_recheck === true;
  const conditions: (SQL | undefined)[] = [
    eq(lawyerProfiles.status, dueForRecheck ? "verified" : query.status),
    dueForRecheck
      ? lte(lawyerProfiles.recheckDueAt, recheckReminderHorizon(deps.providers.now()))
      : undefined,
    query.city ? eq(lawyerProfiles.city, query.city) : undefined,
    query.keyword
      ? sql`(strpos(lower(${lawyerProfiles.lawFirm}), lower(${query.keyword})) > 0 or ${lawyerProfiles.licenseNo} = ${query.keyword})`
      : undefined,
  ];
  const where = and(...conditions);
  const order = dueForRecheck
    ? [asc(lawyerProfiles.recheckDueAt), asc(lawyerProfiles.userId)]
    : query.status === "pending"
      ? [asc(lawyerProfiles.createdAt), asc(lawyerProfiles.userId)]
      : [desc(lawyerProfiles.updatedAt), desc(lawyerProfiles.userId)];
  const paging = pageWindow(query);
  const [rows, total] = await Promise.all([
    deps.db
      .select({ profile: lawyerProfiles, realNameCipher: users.realNameCipher })
      .from(lawyerProfiles)
      .innerJoin(users, eq(users.id, lawyerProfiles.userId))
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset),
    deps.db.$count(lawyerProfiles, where),
  ]);
  return {
    ...pageResult(
      rows.map((row) => summaryOf(row.profile, realNameOf(deps, row.realNameCipher))),
      total,
      query,
    ),
  };
}

export async function readApplication(
  deps: Pick<AppDeps, "db" | "piiKeys" | "providers" | "config">,
  userId: number,
): Promise<ContractData<typeof getLawyerApplication>> {
  const [row] = await deps.db
    .select({ profile: lawyerProfiles, realNameCipher: users.realNameCipher })
    .from(lawyerProfiles)
    .innerJoin(users, eq(users.id, lawyerProfiles.userId))
    .where(eq(lawyerProfiles.userId, userId));
  if (!row) throw notFound("律师申请不存在");
  const { profile } = row;
  const photo = signLicensePhotoLink(deps, userId);
  return {
    ...summaryOf(profile, ""),
    real_name: realNameOf(deps, row.realNameCipher),
    practice_since_year: profile.practiceSinceYear,
    introduction: profile.introduction,
    refusal_reason: profile.refusalReason,
    reviewed_at: profile.reviewedAt?.toISOString() ?? null,
    license_photo_url: photo.url,
    license_photo_expires_at: photo.expiresAt.toISOString(),
    enterprise_clients: await readEnterpriseClients(deps.db, userId),
  };
}

export type LawyerDecision = "approve" | "refuse" | "suspend" | "reinstate";

/** Which status each decision starts from and leads to; anything else is refused. */
const DECISIONS: Record<
  LawyerDecision,
  { from: readonly LawyerStatus[]; to: LawyerStatus; refusal: string }
> = {
  approve: { from: ["pending"], to: "verified", refusal: "只能核验待审核的申请" },
  refuse: { from: ["pending"], to: "refused", refusal: "只能驳回待审核的申请" },
  suspend: { from: ["verified"], to: "suspended", refusal: "只能暂停已核验的律师" },
  reinstate: { from: ["suspended"], to: "verified", refusal: "只能恢复已暂停的律师" },
};

/** Grants the lawyer role, or takes it away together with every session the lawyer login opened for it. */
async function setLawyerRole(
  db: DatabaseOrTransaction,
  userId: number,
  holds: boolean,
  now: Date,
): Promise<void> {
  if (holds) {
    await db.insert(userRoles).values({ userId, role: "lawyer" }).onConflictDoNothing();
  } else {
    await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "lawyer")));
    await endLawyerSessions(db, userId, now);
  }
}

/**
 * A staff decision on a lawyer: verifying grants the lawyer role and books the yearly re-check;
 * refusing or suspending keeps the reason for the applicant and takes the role away. Logged with
 * the profile change, in one transaction.
 */
export async function decideLawyer(
  deps: Pick<AppDeps, "db" | "providers" | "log">,
  options: { staffId: number; userId: number; decision: LawyerDecision; reason?: string },
): Promise<{ user_id: number; status: LawyerStatus }> {
  const now = deps.providers.now();
  const { from, to, refusal } = DECISIONS[options.decision];
  const decided = await deps.db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ status: lawyerProfiles.status })
      .from(lawyerProfiles)
      .where(eq(lawyerProfiles.userId, options.userId))
      .for("update");
    if (!profile) throw notFound("律师申请不存在");
    if (!from.includes(profile.status)) throw badRequest(refusal);
    const isVerified = to === "verified";
    await tx
      .update(lawyerProfiles)
      .set({
        status: to,
        reviewedBy: options.staffId,
        reviewedAt: now,
        refusalReason: options.reason ?? null,
        ...(isVerified ? { verifiedAt: now, recheckDueAt: lawyerRecheckDueAt(now) } : {}),
        updatedAt: now,
      })
      .where(eq(lawyerProfiles.userId, options.userId));
    await setLawyerRole(tx, options.userId, isVerified, now);
    await recordStaffAction(tx, {
      staffId: options.staffId,
      action: `lawyer.${options.decision}`,
      targetType: "lawyer",
      targetId: options.userId,
      detail: options.reason ? { reason: options.reason } : {},
      now,
    });
    return { user_id: options.userId, status: to };
  });
  // A lawyer no longer verified is no longer public: their posters go with the profile (decision 060).
  if (to !== "verified") await deleteSubjectPosters(deps, "lawyer", options.userId);
  return decided;
}

/** What the re-check job does to a lawyer past due: the same as a staff suspension, by the system. */
export async function suspendOverdueLawyers(deps: Pick<AppDeps, "db">, now: Date): Promise<number[]> {
  return deps.db.transaction(async (tx) => {
    const overdue = await tx
      .update(lawyerProfiles)
      .set({
        status: "suspended",
        refusalReason: OVERDUE_REASON,
        reviewedBy: null,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(and(eq(lawyerProfiles.status, "verified"), lte(lawyerProfiles.recheckDueAt, now)))
      .returning({ userId: lawyerProfiles.userId });
    for (const { userId } of overdue) await setLawyerRole(tx, userId, false, now);
    return overdue.map((row) => row.userId);
  });
}

export const OVERDUE_REASON = "执业信息年度复核已到期，平台核验通过后恢复";
