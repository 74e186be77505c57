import { type PiiKeys, schema, type Transaction } from "@tousu/db";
import { MEDIATION_DEADLINES } from "@tousu/domain";
import { eq } from "drizzle-orm";
import type { SmsNotice } from "../../providers/sms/sms-provider";
import { enterpriseMemberIds, smsTo } from "../complaint-lifecycle";
import type { MediationRow } from "./mediation-access";

/**
 * The event text of each mediation step's SMS (the progress-notice template names the complaint's
 * title). It says what happened and what to do, never who the other side is.
 */
export const MEDIATION_SMS_EVENTS = {
  invited: `投诉人申请平台调解，请在${MEDIATION_DEADLINES.invitationDays}天内登录商家后台答复`,
  accepted: "商家已同意调解，平台将安排调解员",
  declined: "商家拒绝调解，可查看投诉页的后续途径",
  lapsed: "商家未在期限内答复调解邀请，邀请已失效，可查看投诉页的后续途径",
  agreement_drafted: "调解协议草案已起草，请登录调解室确认",
  agreed: "双方已确认调解协议，调解达成",
  failed: "调解未能达成协议，调解已结束",
} as const;

export type MediationNoticeEvent = keyof typeof MEDIATION_SMS_EVENTS;

type Party = "consumer" | "company";

/** Who hears of each step: the side that took it is told too only where both must act or know. */
const RECIPIENTS: Record<MediationNoticeEvent, readonly Party[]> = {
  invited: ["company"],
  accepted: ["consumer"],
  declined: ["consumer"],
  lapsed: ["consumer"],
  agreement_drafted: ["consumer", "company"],
  agreed: ["consumer", "company"],
  failed: ["consumer", "company"],
};

/**
 * The SMS a mediation step sends, read in the step's transaction and sent by the caller once it
 * commits (`sendNotices`): an SMS cannot be taken back, and a failing vendor never undoes the step.
 */
export async function mediationNotices(
  tx: Transaction,
  piiKeys: PiiKeys,
  mediation: Pick<MediationRow, "complaintId" | "consumerId" | "enterpriseId">,
  event: MediationNoticeEvent,
): Promise<SmsNotice[]> {
  const [complaint] = await tx
    .select({ title: schema.complaints.title })
    .from(schema.complaints)
    .where(eq(schema.complaints.id, mediation.complaintId));
  const recipients: number[] = [];
  for (const party of RECIPIENTS[event]) {
    if (party === "consumer") recipients.push(mediation.consumerId);
    else recipients.push(...(await enterpriseMemberIds(tx, mediation.enterpriseId)));
  }
  return smsTo(tx, piiKeys, recipients, complaint!.title, MEDIATION_SMS_EVENTS[event]);
}
