import { schema } from "@tousu/db";
import {
  MEDIATION_DISCLAIMER,
  MEDIATION_REFUSAL_MESSAGES,
  type MediationRefusal,
  mediationEligibility,
  mediationNextSteps,
} from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { isPubliclyVisible } from "../../complaint-core/public-complaint";
import { badRequest, forbidden, notFound } from "../../lib/app-error";
import type { AuthenticatedUser } from "../../lib/request-user";
import { sendNotices } from "../complaint-lifecycle";
import { type MediationRow, mediationSummary, sideOf } from "./mediation-access";
import { mediationNotices } from "./mediation-notices";
import { openMediation } from "./mediation-steps";

const { complaints, mediations } = schema;

/** A complaint as the complaint page reads it: without its search index and personal data. */
type ComplaintRow = Omit<
  typeof complaints.$inferSelect,
  "searchTokens" | "searchVector" | "phoneCipher" | "realNameCipher" | "idCardCipher"
>;

/** Why the complaint's author cannot ask for mediation now, or null when they can. */
function refusalFor(complaint: ComplaintRow, mediation: MediationRow | null): MediationRefusal | null {
  const refusal = mediationEligibility({
    status: complaint.status,
    isPublic: isPubliclyVisible(complaint),
    isOverdue: complaint.isOverdue,
    closeReason: complaint.closeReason,
    appealCount: complaint.appealCount,
    hasMediation: mediation !== null,
  });
  // A complaint against a brand no enterprise owns has nobody to invite.
  if (!refusal && complaint.enterpriseId === null) return "not_stalled";
  return refusal;
}

/** What the complaint page shows of its mediation, and what the caller may do about it. */
export async function complaintMediation(
  deps: Pick<AppDeps, "db">,
  complaintId: number,
  user: AuthenticatedUser | null,
) {
  const [complaint] = await deps.db.select().from(complaints).where(eq(complaints.id, complaintId));
  const isAuthor = complaint !== undefined && user?.id === complaint.userId;
  if (!complaint || !(isPubliclyVisible(complaint) || isAuthor)) throw notFound("投诉不存在");
  return readComplaintMediation(deps, complaint, user?.id ?? null);
}

/**
 * The same for a complaint the caller has loaded and checked the viewer may see: the complaint
 * page's one read (docs/decisions/015) takes it as one of its parts.
 */
export async function readComplaintMediation(
  deps: Pick<AppDeps, "db">,
  complaint: ComplaintRow,
  viewerId: number | null,
) {
  const isAuthor = viewerId !== null && viewerId === complaint.userId;
  const [mediation = null] = await deps.db
    .select()
    .from(mediations)
    .where(eq(mediations.complaintId, complaint.id));
  const refusal = isAuthor ? refusalFor(complaint, mediation) : null;
  return {
    mediation: mediation ? mediationSummary(mediation) : null,
    disclaimer: MEDIATION_DISCLAIMER,
    next_steps: mediation ? mediationNextSteps(mediation.state) : null,
    can_request: isAuthor && refusal === null,
    refusal: isAuthor && refusal && mediation === null ? MEDIATION_REFUSAL_MESSAGES[refusal] : null,
    can_enter:
      mediation !== null && viewerId !== null && (await sideOf(deps.db, mediation, viewerId)) !== null,
  };
}

/**
 * The consumer asks for mediation: only the complaint's author, only when the company stalled. The
 * complaint row is locked so two requests at once make one mediation (the unique complaint_id backs it).
 */
export async function requestMediation(
  deps: Pick<AppDeps, "db" | "providers" | "piiKeys" | "log">,
  userId: number,
  complaintId: number,
  reason: string,
) {
  const now = deps.providers.now();
  const { summary, sms } = await deps.db.transaction(async (tx) => {
    const [complaint] = await tx
      .select()
      .from(complaints)
      .where(eq(complaints.id, complaintId))
      .for("update");
    if (!complaint) throw notFound("投诉不存在");
    if (complaint.userId !== userId) throw forbidden("只有投诉人可以申请调解");
    const [existing = null] = await tx
      .select()
      .from(mediations)
      .where(eq(mediations.complaintId, complaintId));
    const refusal = refusalFor(complaint, existing);
    if (refusal || complaint.enterpriseId === null) {
      throw badRequest(MEDIATION_REFUSAL_MESSAGES[refusal ?? "not_stalled"]);
    }
    const created = await openMediation(
      tx,
      { complaintId, consumerId: userId, enterpriseId: complaint.enterpriseId, reason },
      now,
    );
    const sms = await mediationNotices(tx, deps.piiKeys, created, "invited");
    return { summary: mediationSummary(created), sms };
  });
  await sendNotices(deps, sms);
  return summary;
}
