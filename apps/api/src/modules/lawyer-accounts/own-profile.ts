import type { applyAsLawyer, ContractData, ContractOutput, updateOwnLawyerProfile } from "@tousu/contracts";
import { type DatabaseOrTransaction, schema } from "@tousu/db";
import { isLicenseNumber, LICENSE_NO_MESSAGE } from "@tousu/domain";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest, notFound } from "../../lib/app-error";
import { answerUniqueViolation } from "../../lib/unique-violation";
import { adoptOwnImages, type Uploader } from "../upload";
import { sealLicensePhoto } from "./license-photo";

const { lawyerProfiles, users, userRoles } = schema;
type LawyerProfile = typeof lawyerProfiles.$inferSelect;

export const LICENSE_TAKEN_MESSAGE = "该执业证号已被其他账号使用，如有疑问请联系客服";
export const REAL_NAME_REQUIRED_MESSAGE = "请先完成实名认证，再申请律师入驻";
const LICENSE_CONSTRAINT = "lawyer_profiles_license_no_unique";

export function ownProfileView(profile: LawyerProfile): ContractData<typeof applyAsLawyer> {
  return {
    status: profile.status,
    license_no: profile.licenseNo,
    law_firm: profile.lawFirm,
    city: profile.city,
    practice_areas: profile.practiceAreas,
    practice_since_year: profile.practiceSinceYear,
    introduction: profile.introduction,
    accepting_cases: profile.acceptingCases,
    member_discount:
      profile.memberDiscountPercent !== null && profile.memberDiscountSince !== null
        ? { percent: profile.memberDiscountPercent, since: profile.memberDiscountSince.toISOString() }
        : null,
    refusal_reason:
      profile.status === "refused" || profile.status === "suspended" ? profile.refusalReason : null,
    applied_at: profile.createdAt.toISOString(),
    verified_at: profile.status === "verified" ? (profile.verifiedAt?.toISOString() ?? null) : null,
    recheck_due_at: profile.status === "verified" ? (profile.recheckDueAt?.toISOString() ?? null) : null,
  };
}

export async function readOwnProfile(
  db: DatabaseOrTransaction,
  userId: number,
): Promise<LawyerProfile | null> {
  const [profile] = await db.select().from(lawyerProfiles).where(eq(lawyerProfiles.userId, userId)).limit(1);
  return profile ?? null;
}

function checkLicense(licenseNo: string, now: Date): void {
  if (!isLicenseNumber(licenseNo, now)) throw badRequest(LICENSE_NO_MESSAGE);
}

function checkPracticeSince(year: number, licenseNo: string, now: Date): void {
  const licensedIn = Number(licenseNo.slice(5, 9));
  if (year < licensedIn || year > now.getUTCFullYear()) {
    throw badRequest(`首次执业年份应在${licensedIn}年至${now.getUTCFullYear()}年之间`);
  }
}

/**
 * An application from an account whose real name is verified (the registry lists lawyers by name).
 * A refused applicant applies again on the same row; a pending, verified or suspended one cannot.
 */
export async function applyAsLawyerAccount(
  deps: Pick<AppDeps, "db" | "providers" | "piiKeys">,
  userId: number,
  uploader: Uploader,
  body: ContractOutput<typeof applyAsLawyer, "body">,
): Promise<ContractData<typeof applyAsLawyer>> {
  const now = deps.providers.now();
  checkLicense(body.license_no, now);
  checkPracticeSince(body.practice_since_year, body.license_no, now);
  const [user] = await deps.db
    .select({ isRealNameVerified: users.isRealNameVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.isRealNameVerified) throw badRequest(REAL_NAME_REQUIRED_MESSAGE);
  const existing = await readOwnProfile(deps.db, userId);
  if (existing && existing.status !== "refused") {
    throw badRequest(
      existing.status === "pending" ? "您的申请正在审核中，请耐心等待" : "您已提交过律师资料，无需重复申请",
    );
  }
  const [taken] = await deps.db
    .select({ userId: lawyerProfiles.userId })
    .from(lawyerProfiles)
    .where(eq(lawyerProfiles.licenseNo, body.license_no));
  if (taken && taken.userId !== userId) throw badRequest(LICENSE_TAKEN_MESSAGE);
  const photo = await adoptOwnImages(deps, [body.license_photo_url], uploader);
  const photoKey = await sealLicensePhoto(deps, photo.urls[0] ?? "");
  const values = {
    licenseNo: body.license_no,
    lawFirm: body.law_firm,
    city: body.city,
    practiceAreas: body.practice_areas,
    practiceSinceYear: body.practice_since_year,
    licensePhotoKey: photoKey,
    introduction: body.introduction,
    status: "pending" as const,
    refusalReason: null,
    reviewedBy: null,
    reviewedAt: null,
    verifiedAt: null,
    recheckDueAt: null,
    createdAt: now,
    updatedAt: now,
  };
  const profile = await deps.db
    .transaction(async (tx) => {
      const [row] = existing
        ? await tx
            .update(lawyerProfiles)
            .set(values)
            .where(and(eq(lawyerProfiles.userId, userId), eq(lawyerProfiles.status, "refused")))
            .returning()
        : await tx
            .insert(lawyerProfiles)
            .values({ userId, ...values })
            .returning();
      if (!row) throw badRequest("您的申请正在审核中，请耐心等待");
      return row;
    })
    .catch(answerUniqueViolation(LICENSE_CONSTRAINT, () => badRequest(LICENSE_TAKEN_MESSAGE)));
  // The uploaded image had a public address; only the sealed copy stays. A failed delete is
  // retried by the daily cleanup of unattached uploads.
  await Promise.all(photo.folders.map((folder) => deps.providers.storage.deleteFolder(folder)));
  return ownProfileView(profile);
}

/**
 * A lawyer edits what they say about themselves. The licence number and the firm are what staff
 * verified: changing either sends the profile back to review and takes the lawyer role away until
 * it is verified again.
 */
export async function updateOwnProfile(
  deps: Pick<AppDeps, "db" | "providers">,
  userId: number,
  body: ContractOutput<typeof updateOwnLawyerProfile, "body">,
): Promise<ContractData<typeof updateOwnLawyerProfile>> {
  const now = deps.providers.now();
  if (body.license_no !== undefined) checkLicense(body.license_no, now);
  return deps.db
    .transaction(async (tx) => {
      const [profile] = await tx
        .select()
        .from(lawyerProfiles)
        .where(eq(lawyerProfiles.userId, userId))
        .for("update");
      if (!profile) throw notFound("您还没有提交律师入驻申请");
      if (profile.status !== "verified" && profile.status !== "pending") {
        throw badRequest("当前状态下不能修改资料，请重新提交申请或联系客服");
      }
      const licenseNo = body.license_no ?? profile.licenseNo;
      if (body.license_no !== undefined) checkPracticeSince(profile.practiceSinceYear, licenseNo, now);
      const needsReview =
        (body.license_no !== undefined && body.license_no !== profile.licenseNo) ||
        (body.law_firm !== undefined && body.law_firm !== profile.lawFirm);
      const [updated] = await tx
        .update(lawyerProfiles)
        .set({
          licenseNo,
          lawFirm: body.law_firm ?? profile.lawFirm,
          city: body.city ?? profile.city,
          practiceAreas: body.practice_areas ?? profile.practiceAreas,
          introduction: body.introduction ?? profile.introduction,
          acceptingCases: body.accepting_cases ?? profile.acceptingCases,
          updatedAt: now,
          ...(needsReview ? { status: "pending" as const, verifiedAt: null, recheckDueAt: null } : {}),
        })
        .where(eq(lawyerProfiles.userId, userId))
        .returning();
      if (needsReview) {
        await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, "lawyer")));
      }
      return ownProfileView(updated as LawyerProfile);
    })
    .catch(answerUniqueViolation(LICENSE_CONSTRAINT, () => badRequest(LICENSE_TAKEN_MESSAGE)));
}
