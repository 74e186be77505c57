// Where a complaint stands, in its owner's words: the stage of its course and what happens next. The
// accelerate page heads itself with it, so an owner who comes back mid-dispute (to entrust a lawyer,
// to ask for mediation) reads the complaint's real state, not the words said on the day it was filed.

import { COMPLAINT_DEADLINES, type ComplaintStatus } from "./complaint-status";
import { WORKING_DAYS_NOTE, workingDaysText } from "./working-days";

/** A complaint's course as its owner is told it: filed, audited, handled by the company, confirmed. */
export const COMPLAINT_STAGES = ["filed", "review", "company", "confirm"] as const;
export type ComplaintStage = (typeof COMPLAINT_STAGES)[number];

export interface ComplaintProgress {
  /** The stage under way; `done` when every stage is behind it, `ended` when it closed on the way. */
  stage: ComplaintStage | "done" | "ended";
  /** Whether the next move is the owner's (answer a question, resubmit, confirm or appeal). */
  isOwnersTurn: boolean;
  heading: string;
  detail: string;
}

const PROGRESS: Record<ComplaintStatus, ComplaintProgress> = {
  pending_review: {
    stage: "review",
    isOwnersTurn: false,
    heading: "投诉已提交，等待平台审核",
    detail: "审核通过后将公开展示并转交商家，进展会通过短信和站内消息通知你。",
  },
  needs_info: {
    stage: "review",
    isOwnersTurn: true,
    heading: "平台请你补充材料",
    detail: "请在“我的投诉”中补充，补充后平台重新审核。",
  },
  rejected: {
    stage: "review",
    isOwnersTurn: true,
    heading: "投诉审核未通过",
    detail: "请在“我的投诉”中查看原因，修改后可重新提交一次。",
  },
  dispatched: {
    stage: "company",
    isOwnersTurn: false,
    heading: "投诉已公开，等待商家处理",
    detail: `商家应在${workingDaysText(COMPLAINT_DEADLINES.firstResponseWorkingDays)}内响应、${workingDaysText(COMPLAINT_DEADLINES.replyWorkingDays)}内回复（${WORKING_DAYS_NOTE}）；超时未回复可申请平台调解或委托律师。`,
  },
  processing: {
    stage: "company",
    isOwnersTurn: false,
    heading: "商家正在处理",
    detail: "商家回复后会通知你，届时可确认完成或申诉。",
  },
  company_needs_info: {
    stage: "company",
    isOwnersTurn: true,
    heading: "商家请你补充信息",
    detail: "请在“我的投诉”中补充，补充后商家继续处理；等待你的时间不计入商家的期限。",
  },
  replied: {
    stage: "confirm",
    isOwnersTurn: true,
    heading: "商家已回复，请确认完成或申诉",
    detail: `请到投诉详情页确认完成或申诉；${COMPLAINT_DEADLINES.consumerConfirmDays}天内未操作将自动完成。`,
  },
  completed: {
    stage: "done",
    isOwnersTurn: false,
    heading: "投诉已完成",
    detail: "对处理结果仍不满意，可以委托律师继续维权。",
  },
  closed: {
    stage: "ended",
    isOwnersTurn: false,
    heading: "投诉已关闭",
    detail: "投诉已结束，不再转交商家处理；关闭原因见“我的投诉”。",
  },
};

/** Where a complaint in `status` stands and what comes next, as its owner is told. */
export function complaintProgress(status: ComplaintStatus): ComplaintProgress {
  return PROGRESS[status];
}
