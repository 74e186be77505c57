import { COMPLAINT_DEADLINES, WORKING_DAYS_NOTE, workingDaysText } from "@tousu/domain";

export const SAAS_BENEFITS = [
  { title: "集中处理投诉", text: "旗下所有品牌的投诉汇总到一个工作台，按状态、时限筛选，不漏掉任何一件。" },
  { title: "公开回复，挽回口碑", text: "回复与处理结果公开展示在投诉页，消费者与潜在客户都能看到您的诚意。" },
  { title: "时限提醒", text: "每件投诉都有清晰的处理时限，临近截止前短信提醒，避免超时。" },
  { title: "数据看板", text: "投诉量、回复率、及时回复率、满意度与高频问题一目了然，支持导出。" },
  { title: "多人协作", text: "管理员可邀请客服成员，按手机号授权，人员变动随时调整。" },
  { title: "申请归档与结案", text: "已妥善处理或不属实的投诉，可附证据申请归档或结案，由平台审核。" },
] as const;

export const SAAS_STEPS = [
  { title: "认领品牌", text: "提交企业信息与品牌授权证明，平台审核通过后品牌归属您的企业。" },
  { title: "接收投诉", text: "投诉经平台审核公开后转交企业，工作台与短信同时通知。" },
  { title: "受理与回复", text: "受理投诉、向消费者询问细节，给出退款、赔偿、补救或说明等处理结果。" },
  { title: "消费者确认与评价", text: "消费者确认完成并评价；不满意可申诉，投诉回到企业再次处理。" },
] as const;

const { consumerConfirmDays, reminderHours } = COMPLAINT_DEADLINES;
const firstResponse = workingDaysText(COMPLAINT_DEADLINES.firstResponseWorkingDays);
const reply = workingDaysText(COMPLAINT_DEADLINES.replyWorkingDays);
const appealReply = workingDaysText(COMPLAINT_DEADLINES.appealReplyWorkingDays);

/** The lifecycle's deadlines (docs/decisions/009) in words, straight from the rules the platform runs on. */
export const SAAS_DEADLINE_RULES = [
  {
    term: `${firstResponse}内首次响应`,
    text: `投诉公开后${firstResponse}内需受理、回复或向消费者提问，否则投诉标记「超时」，记录永久保留。工作日按国家法定节假日和调休安排计算（${WORKING_DAYS_NOTE}）。`,
  },
  {
    term: `${reply}内回复`,
    text: `投诉公开后${reply}内仍未回复的，投诉关闭并公开显示为「未回复」。向消费者提问期间时限暂停，恢复时补回暂停所占的工作日。`,
  },
  {
    term: `申诉后${appealReply}内再次回复`,
    text: `消费者对回复不满意提出申诉后，企业需在${appealReply}内再次处理。`,
  },
  {
    term: `${consumerConfirmDays}天自动完成`,
    text: `企业回复后消费者${consumerConfirmDays}天内未确认的，投诉自动完成；自动完成的投诉不计入满意度。`,
  },
  {
    term: `提前${reminderHours}小时提醒`,
    text: `每个时限到期前${reminderHours}小时，平台通过短信提醒企业。`,
  },
] as const;
