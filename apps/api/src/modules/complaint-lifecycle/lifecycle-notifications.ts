import { decryptPii, type PiiKeys, schema, type Transaction } from "@tousu/db";
import {
  CLOSE_REASON_LABELS,
  type CloseReason,
  COMPLAINT_DEADLINES,
  type LifecycleAction,
  REJECT_REASON_LABELS,
  WORKING_DAYS_NOTE,
  workingDaysText,
} from "@tousu/domain";
import { eq, inArray } from "drizzle-orm";
import { createPushMessage } from "../../lib/push-messages";
import { noticeSubject, type SmsNotice } from "../../providers/sms/sms-provider";
import { type LifecycleDetails, replySummary } from "./lifecycle-steps";

export interface Notice {
  title: string;
  content: string;
  /** Also sent as an SMS (the event text of the notice template). */
  sms?: string;
}

export interface LifecycleNotices {
  consumer?: Notice;
  company?: Notice;
}

/** Who hears about each step. Steps a party took themselves are not echoed back to them. */
export function noticesFor(
  action: LifecycleAction,
  details: LifecycleDetails,
  context: {
    title: string;
    published: boolean;
    closeReason: CloseReason | null;
    applicationKind: string | null;
  },
): LifecycleNotices {
  const quoted = `“${context.title}”`;
  switch (action) {
    case "approve":
      return {
        consumer: { title: "投诉已通过审核", content: `您的投诉${quoted}已公开，并已转交商家处理。` },
        company: {
          title: "新的投诉待处理",
          content: `投诉${quoted}已转交贵企业，请在${workingDaysText(COMPLAINT_DEADLINES.firstResponseWorkingDays)}内响应（${WORKING_DAYS_NOTE}）。`,
        },
      };
    case "reject":
      return {
        consumer: {
          title: "投诉未通过审核",
          content: `您的投诉${quoted}未通过审核：${REJECT_REASON_LABELS[details.rejectReason ?? "other"]}。修改后可重新提交一次。`,
        },
      };
    case "request_info":
      return {
        consumer: { title: "请补充投诉材料", content: details.content ?? `请补充投诉${quoted}的材料。` },
      };
    case "moderator_close":
    case "approve_application":
    case "close_unanswered": {
      const reason = CLOSE_REASON_LABELS[context.closeReason ?? "rule_breach"];
      const notices: LifecycleNotices = {
        consumer: { title: "投诉已关闭", content: `您的投诉${quoted}已关闭：${reason}。` },
      };
      if (context.published)
        notices.company = { title: "投诉已关闭", content: `投诉${quoted}已关闭：${reason}。` };
      return notices;
    }
    case "refuse_application":
      return {
        company: {
          title: "申请未获同意",
          content: `关于投诉${quoted}的申请未获平台同意${details.content ? `：${details.content}` : ""}，请继续处理。`,
        },
      };
    case "supply_info":
      return context.published
        ? {
            company: {
              title: "用户已补充信息",
              content: `投诉${quoted}的投诉人已补充信息，处理时限恢复计时。`,
            },
          }
        : {};
    case "withdraw":
      return context.published
        ? { company: { title: "用户已撤诉", content: `投诉${quoted}已被投诉人撤销。` } }
        : {};
    case "appeal":
      return {
        company: {
          title: "投诉人申诉",
          content: `投诉人对投诉${quoted}的回复不满意并提出申诉，请在${workingDaysText(COMPLAINT_DEADLINES.appealReplyWorkingDays)}内再次处理（${WORKING_DAYS_NOTE}）。`,
        },
      };
    case "company_accept":
      return { consumer: { title: "商家已受理", content: `商家已受理您的投诉${quoted}。` } };
    case "company_reply": {
      const summary = replySummary(details.outcome);
      return {
        consumer: {
          title: summary,
          content: `您的投诉${quoted}已有回复，请在${COMPLAINT_DEADLINES.consumerConfirmDays}天内确认结果或申诉。`,
          sms: summary,
        },
      };
    }
    case "company_request_info":
      return {
        consumer: { title: "商家请您补充信息", content: details.content ?? "", sms: "商家请您补充信息" },
      };
    case "flag_overdue":
      return {
        consumer: { title: "商家超时未响应", content: `商家未在时限内响应您的投诉${quoted}，已标记为超时。` },
        company: { title: "投诉已超时", content: `投诉${quoted}超过响应时限，已被标记为超时。` },
      };
    case "auto_complete":
      return {
        consumer: {
          title: "投诉已自动完成",
          content: `您未在时限内确认投诉${quoted}的处理结果，系统已自动完成。`,
        },
      };
    case "complete":
    case "rate":
    case "resubmit":
    case "company_apply_archive":
    case "company_apply_end":
      return {};
  }
}

/**
 * Writes the in-site messages in the step's transaction and returns the SMS to send once it
 * commits (an SMS cannot be rolled back, so it must never go out for a step that failed).
 */
export async function deliverNotices(
  tx: Transaction,
  piiKeys: PiiKeys,
  complaint: { id: number; userId: number; enterpriseId: number | null; title: string },
  notices: LifecycleNotices,
  now: Date,
): Promise<SmsNotice[]> {
  const sms: SmsNotice[] = [];
  if (notices.consumer) {
    await createPushMessage(tx, {
      userId: complaint.userId,
      kind: "complaint",
      title: notices.consumer.title,
      content: notices.consumer.content,
      link: `/complaint/${complaint.id}`,
      complaintId: complaint.id,
      now,
    });
    if (notices.consumer.sms)
      sms.push(...(await smsTo(tx, piiKeys, [complaint.userId], complaint.title, notices.consumer.sms)));
  }
  if (notices.company && complaint.enterpriseId !== null) {
    const members = await enterpriseMemberIds(tx, complaint.enterpriseId);
    for (const userId of members) {
      await createPushMessage(tx, {
        userId,
        kind: "complaint",
        title: notices.company.title,
        content: notices.company.content,
        link: `/company/complaints/${complaint.id}`,
        complaintId: complaint.id,
        now,
      });
    }
    if (notices.company.sms)
      sms.push(...(await smsTo(tx, piiKeys, members, complaint.title, notices.company.sms)));
  }
  return sms;
}

export async function enterpriseMemberIds(tx: Transaction, enterpriseId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: schema.enterpriseMembers.userId })
    .from(schema.enterpriseMembers)
    .where(eq(schema.enterpriseMembers.enterpriseId, enterpriseId));
  return rows.map((row) => row.userId);
}

export async function smsTo(
  tx: Transaction,
  piiKeys: PiiKeys,
  userIds: number[],
  title: string,
  event: string,
): Promise<SmsNotice[]> {
  if (userIds.length === 0) return [];
  const users = await tx
    .select({ phoneCipher: schema.users.phoneCipher })
    .from(schema.users)
    .where(inArray(schema.users.id, userIds));
  // An account without a bound phone gets its notices in the message centre only.
  return users.flatMap(({ phoneCipher }) =>
    phoneCipher === null
      ? []
      : [{ phone: decryptPii(phoneCipher, piiKeys.encryptionKey), subject: noticeSubject(title), event }],
  );
}
