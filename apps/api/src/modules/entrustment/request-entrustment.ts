import type { ContractOutput, requestEntrustment } from "@tousu/contracts";
import { schema } from "@tousu/db";
import { CONSULTATION_CREDIT_MESSAGE, ENTRUSTMENT_ANSWER_HOURS } from "@tousu/domain";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../../app-deps";
import { badRequest } from "../../lib/app-error";
import { answerUniqueViolation } from "../../lib/unique-violation";
import { isVerifiedLawyerProfile } from "../../lib/verified-lawyer";
import { readVipMembership } from "../../lib/vip-membership";
import { useConsultationCredit } from "../mall";
import { conflictsWithEnterprise } from "./conflicts";
import { loadOwnEntrustableComplaint } from "./entrusted-complaint";
import { noticeLawyer, openEntrustment } from "./entrustment-steps";
import { scheduleEntrustmentLapse } from "./lapse-job";

const { lawyerProfiles } = schema;

/**
 * The author entrusts their complaint to a verified lawyer taking cases, with consent to share its
 * file with that lawyer (the contract demands it). One running entrustment per complaint. A request
 * may use one of the member's 律师咨询券 from the points mall (decision 111), which the lawyer sees.
 */
export async function requestComplaintEntrustment(
  deps: Pick<AppDeps, "db" | "providers">,
  userId: number,
  complaintId: number,
  body: ContractOutput<typeof requestEntrustment, "body">,
): Promise<{ entrustment_id: number }> {
  const now = deps.providers.now();
  return deps.db
    .transaction(async (tx) => {
      const complaint = await loadOwnEntrustableComplaint(tx, complaintId, userId);
      if (complaint.refusal) throw badRequest(complaint.refusal);
      if (body.lawyer_id === userId) throw badRequest("不能委托自己");
      const [lawyer] = await tx
        .select({
          acceptingCases: lawyerProfiles.acceptingCases,
          memberDiscountPercent: lawyerProfiles.memberDiscountPercent,
          conflicted: sql<boolean>`${conflictsWithEnterprise(sql`${lawyerProfiles.userId}`, complaint.enterpriseId)}`,
        })
        .from(lawyerProfiles)
        .where(isVerifiedLawyerProfile(body.lawyer_id));
      if (!lawyer) throw badRequest("律师不存在或未通过核验");
      if (!lawyer.acceptingCases) throw badRequest("该律师暂不接受新委托，请选择其他律师");
      if (lawyer.conflicted) throw badRequest("该律师与被投诉企业存在利益冲突，不能接受委托，请选择其他律师");
      // The lawyer's offer in force now, for a consumer who is a member now: kept with the request,
      // so neither a later change of the offer nor the membership's end alters it (decision 098).
      const memberDiscountPercent =
        lawyer.memberDiscountPercent !== null && (await readVipMembership(tx, userId, now))
          ? lawyer.memberDiscountPercent
          : null;
      const created = await openEntrustment(
        tx,
        {
          complaintId: complaint.id,
          consumerId: userId,
          lawyerId: body.lawyer_id,
          note: body.note,
          memberDiscountPercent,
        },
        now,
      );
      if (
        body.consultation_credit !== undefined &&
        !(await useConsultationCredit(
          tx,
          { userId, redemptionNo: body.consultation_credit, entrustmentId: created.id },
          now,
        ))
      ) {
        throw badRequest(CONSULTATION_CREDIT_MESSAGE);
      }
      await scheduleEntrustmentLapse(tx, created);
      await noticeLawyer(
        tx,
        { id: created.id, complaintId: complaint.id, lawyerId: body.lawyer_id },
        {
          title: "您收到新的委托",
          content: `有投诉人委托您处理投诉，请在${ENTRUSTMENT_ANSWER_HOURS}小时内答复。`,
        },
        now,
      );
      return { entrustment_id: created.id };
    })
    .catch(
      answerUniqueViolation("entrustments_open_complaint_idx", () =>
        badRequest("该投诉已有进行中的委托，请先撤回或等待律师答复"),
      ),
    );
}
