import type { ProgressContent } from "@tousu/contracts";
import type { ComplaintTimelineAction } from "@tousu/domain";
import {
  COMPLAINT_DEADLINES,
  deadlineText,
  MAX_APPEALS,
  MAX_RESUBMISSIONS,
  MEDIATION_DEADLINES,
  MEDIATION_DISCLAIMER,
  MEDIATION_NEXT_STEPS,
  WORKING_DAYS_NOTE,
  workingDaysText,
} from "@tousu/domain";
import { TIMELINE_ACTION_LABELS } from "../../complaint-core/timeline-entry";

const firstResponse = workingDaysText(COMPLAINT_DEADLINES.firstResponseWorkingDays);
const reply = workingDaysText(COMPLAINT_DEADLINES.replyWorkingDays);
const { consumerConfirmDays } = COMPLAINT_DEADLINES;

type Explanation = Omit<ProgressContent, "type" | "title">;

/**
 * What each timeline step means and what comes next (GET /v2/progressContentByType), written from
 * the state machine's rules and deadlines so the help text cannot drift from what the platform does.
 */
const EXPLANATIONS: Record<ComplaintTimelineAction, Explanation> = {
  created: {
    meaning: "投诉人已提交投诉，平台将核实内容是否真实、完整，是否涉及他人隐私。",
    next_step: "平台审核通过后投诉公开并转交商家；信息不全时会请投诉人补充。",
    deadline: null,
  },
  approved: {
    meaning: "平台审核通过，投诉已公开展示。",
    next_step: `投诉转交商家处理，商家需在${firstResponse}内响应、${reply}内回复（${WORKING_DAYS_NOTE}）。`,
    deadline: null,
  },
  rejected: {
    meaning: "投诉未通过平台审核，原因见记录说明。",
    next_step: `投诉人可按原因修改后重新提交${MAX_RESUBMISSIONS}次。`,
    deadline: null,
  },
  info_requested: {
    meaning: "平台审核时发现信息不足，请投诉人补充材料。",
    next_step: "投诉人补充后投诉回到审核队列。",
    deadline: null,
  },
  info_supplied: {
    meaning: "投诉人已按要求补充了说明或凭证。",
    next_step: "提出问题的一方（平台或商家）继续处理；商家的处理时限从暂停处继续计算。",
    deadline: null,
  },
  resubmitted: {
    meaning: "投诉人修改了未通过审核的投诉并重新提交。",
    next_step: "平台重新审核。",
    deadline: null,
  },
  withdrawn: {
    meaning: "投诉人主动撤销了投诉。",
    next_step: "投诉关闭，不再流转。",
    deadline: null,
  },
  dispatched: {
    meaning: "投诉已转交被投诉商家。",
    next_step: `商家需在${firstResponse}内首次响应，逾期将标记“超时”；${reply}内仍未回复的投诉将关闭并显示“未回复”（${WORKING_DAYS_NOTE}）。`,
    deadline: deadlineText(COMPLAINT_DEADLINES.firstResponseWorkingDays, "working_days"),
  },
  accepted: {
    meaning: "商家已受理投诉，正在处理。",
    next_step: `商家需在转交后${reply}内给出处理结果（${WORKING_DAYS_NOTE}）。`,
    deadline: null,
  },
  replied: {
    meaning: "商家公开回复了处理结果（退款、赔偿、补救、解释或拒绝诉求）。",
    next_step: `投诉人可确认完成并评价，或不满意时申诉（最多${MAX_APPEALS}次）；${consumerConfirmDays}天内未操作将自动完成。`,
    deadline: deadlineText(consumerConfirmDays, "days"),
  },
  company_info_requested: {
    meaning: "商家需要投诉人补充信息才能继续处理。",
    next_step: "等待投诉人补充期间，商家的处理时限暂停。",
    deadline: null,
  },
  appealed: {
    meaning: "投诉人对商家的回复不满意，提出申诉。",
    next_step: `投诉退回商家再次处理，商家需在${workingDaysText(COMPLAINT_DEADLINES.appealReplyWorkingDays)}内重新回复（${WORKING_DAYS_NOTE}）。`,
    deadline: deadlineText(COMPLAINT_DEADLINES.appealReplyWorkingDays, "working_days"),
  },
  company_apply_archive: {
    meaning: "商家认为投诉已处理完毕，申请归档。",
    next_step: "平台审核商家提交的理由和凭证，同意后投诉关闭。",
    deadline: null,
  },
  company_apply_end: {
    meaning: "商家申请结案（例如投诉与事实不符或双方已私下和解）。",
    next_step: "平台审核商家提交的理由和凭证，同意后投诉关闭。",
    deadline: null,
  },
  application_approved: {
    meaning: "平台审核同意了商家的归档或结案申请。",
    next_step: "投诉关闭。",
    deadline: null,
  },
  application_refused: {
    meaning: "平台驳回了商家的归档或结案申请。",
    next_step: "投诉继续按原流程处理。",
    deadline: null,
  },
  completed: {
    meaning: "投诉人确认问题已解决。",
    next_step: "投诉人可对商家的处理进行评价。",
    deadline: null,
  },
  auto_completed: {
    meaning: `商家回复后投诉人${consumerConfirmDays}天未确认或申诉，投诉自动完成。`,
    next_step: "自动完成的投诉不计入商家满意度。",
    deadline: null,
  },
  rated: {
    meaning: "投诉人对商家的服务态度、处理速度和满意度进行了评价。",
    next_step: "评价计入品牌的满意度数据。",
    deadline: null,
  },
  overdue: {
    meaning: `商家未在投诉转交后${firstResponse}内响应（${WORKING_DAYS_NOTE}），投诉标记为“超时”。`,
    next_step: "“超时”标记永久保留在投诉记录中，商家仍可继续处理。",
    deadline: null,
  },
  closed: {
    meaning: "投诉已关闭，原因见记录说明（如撤诉、重复投诉、违反平台规则或商家未回复）。",
    next_step: "投诉不再流转。",
    deadline: null,
  },
  hidden: {
    meaning: "平台依据社区规则隐藏了该投诉。",
    next_step: "投诉人和商家仍可查看，其他人不可见。",
    deadline: null,
  },
  restored: {
    meaning: "平台复核后恢复了该投诉的公开展示。",
    next_step: "投诉按原流程继续处理。",
    deadline: null,
  },
  joined_collective: {
    meaning: "该投诉已加入同类问题的集体投诉。",
    next_step: "集体投诉汇总后统一推动商家处理。",
    deadline: null,
  },
  evidence_added: {
    meaning: "投诉人补充了新的证据图片。",
    next_step: "证据随投诉一并展示给商家。",
    deadline: null,
  },
  mediation_agreed: {
    meaning: `投诉人与商家在平台调解员主持下达成调解协议，双方均已用短信验证码确认。${MEDIATION_DISCLAIMER}。`,
    next_step: "双方按协议约定的事项和期限履行。",
    deadline: null,
  },
  mediation_failed: {
    meaning: `调解未能在${MEDIATION_DEADLINES.mediationDays}天内达成协议，或调解员确认无法达成协议。${MEDIATION_DISCLAIMER}。`,
    next_step: MEDIATION_NEXT_STEPS,
    deadline: null,
  },
};

/** One explanation, or all of them in timeline order when no type is asked for. */
export function progressContents(type?: ComplaintTimelineAction): ProgressContent[] {
  const types = type ? [type] : (Object.keys(EXPLANATIONS) as ComplaintTimelineAction[]);
  return types.map((each) => ({ type: each, title: TIMELINE_ACTION_LABELS[each], ...EXPLANATIONS[each] }));
}
