// Texts for the operator stream, company replies, ratings and comments of seeded complaints.

import type { RejectReason } from "@tousu/domain";

/** The moderator's note beside each reject reason code. */
export const REJECT_NOTES: Record<RejectReason, string> = {
  incomplete_information: "投诉内容不完整，请补充订单信息及具体诉求后重新提交。",
  not_consumer_dispute: "经审核，该投诉不属于消费纠纷，建议通过其他渠道反映。",
  duplicate: "经核实为重复投诉，请在原投诉中补充说明。",
  abusive_content: "投诉内容含有与事实无关的辱骂性言论，请修改后重新提交。",
  privacy_leak: "投诉内容公开了他人的手机号等隐私信息，请删除后重新提交。",
  no_evidence: "请上传订单截图、付款记录等消费凭证后重新提交。",
  other: "投诉对象信息不明确，请核实后重新提交。",
};

export const CUSTOM_BRAND_REJECT_NOTE = "投诉对象暂未入驻平台，无法转交处理，建议通过12315等渠道反映。";

/** The moderator asks for more before publishing (the consumer's clock, not the company's). */
export const INFO_REQUESTS = [
  "请补充订单号及付款截图，以便平台核实后转交商家。",
  "请说明您与商家沟通的经过及商家的答复。",
  "请补充商品照片或聊天记录等相关凭证。",
] as const;

export const INFO_SUPPLIES = [
  "已补充订单截图和付款记录。",
  "已上传与客服的聊天记录。",
  "补充了商品照片，请审核。",
] as const;

export const RESUBMIT_NOTES = [
  "已按要求修改投诉内容并补充凭证，重新提交。",
  "已删除不当内容，重新提交审核。",
] as const;

/** Questions a company asks the consumer before answering (its clock pauses). */
export const COMPANY_QUESTIONS = [
  "您好，为尽快为您处理，请提供下单时使用的手机号后四位及订单号。",
  "您好，请补充商品问题部位的照片，我们将提交售后部门核实。",
  "您好，请告知方便联系您的时间，专员将致电与您沟通。",
] as const;

export const CONSUMER_ANSWERS = [
  "订单号和手机号后四位已通过私信发给客服。",
  "照片已补充，请尽快处理。",
  "工作日下午都可以联系我。",
] as const;

export const WITHDRAW_NOTES = [
  "问题已与商家私下协商解决，撤回投诉。",
  "商家已处理，不需要平台继续跟进了。",
  "个人原因撤回投诉。",
] as const;
export const ACCEPT_MESSAGES = [
  "商家已受理投诉，正在核实相关情况。",
  "您好，我们已收到您的投诉，相关部门正在核实处理，请耐心等待。",
  "已安排专人跟进，将尽快与您联系。",
  "您好，投诉已转至售后专员，我们会在3个工作日内给您答复。",
] as const;

/** Replies that resolve the main demand, keyed by appeal name. */
export const RESOLVING_REPLIES: Record<string, string> = {
  退款: "您好，非常抱歉给您带来不好的体验。经核实，您的退款已于今日原路退回，预计1-3个工作日到账，请注意查收。如有疑问可随时联系我们。",
  赔偿: "您好，对于给您造成的损失我们深表歉意。专员已与您电话沟通赔偿方案，赔偿款将在5个工作日内支付，后续如有问题请随时联系我们。",
  道歉: "您好，对于此次服务中的不当之处，我们向您诚恳致歉，相关人员已被批评教育，我们会持续改进服务。",
  换货: "您好，已为您安排换新，新品将在3个工作日内发出，旧件由快递上门取回，无需您承担运费。",
  维修: "您好，已为您安排售后工程师上门检测维修，维修期间产生的费用由我们承担，请保持电话畅通。",
  补发商品: "您好，经核实包裹确实未妥投，已为您安排补发，物流单号已通过短信发送，请注意查收。",
  解除合同: "您好，已同意为您解除合同，剩余费用将按实际消费核算后退回，退费明细已发送至您的手机。",
  退还押金: "您好，经核实，您的押金退还已审核通过，款项将在5个工作日内退回至原支付账户。",
  注销账号: "您好，您的账号注销申请已处理完成，相关个人信息已按规定删除。",
  恢复账号: "您好，经复核，您的账号已解除限制，可正常登录使用，给您带来的不便敬请谅解。",
  停止骚扰: "您好，我们已对相关催收和营销行为进行核查，已停止对您及您的联系人的一切联系，对此深表歉意。",
  履行承诺: "您好，经核实，我们将按照宣传内容为您兑现相关权益，权益已补发至您的账户，请查收。",
  降低利息: "您好，已为您重新核算借款费用，多收取的费用将予以退还，并调整后续还款计划。",
  取消自动续费: "您好，已为您关闭自动续费，并将最近一期的续费款项原路退回。",
  找回虚拟财产: "您好，经核实，您账号内丢失的道具已全部补发，请重新登录查看，给您带来的不便敬请谅解。",
};

/** Replies that only acknowledge; common when the complainant never confirms completion. */
export const HOLDING_REPLIES = [
  "您好，您反映的问题我们已经收到，专属客服将在24小时内与您电话联系，请保持电话畅通。",
  "您好，我们已多次致电您未能接通，请您方便时回拨客服热线或在APP内联系在线客服，我们会尽快处理。",
  "您好，经核实，该订单已超过售后期限，但考虑到您的实际情况，我们愿意为您提供一次免费检测服务。",
  "您好，关于您反映的问题，我们已提交相关部门复核，复核结果会第一时间通知您。",
] as const;

/** A complainant's appeal against a reply (user_appeal: the complaint goes back to the company). */
export const USER_APPEALS = [
  "商家回复后一直没有实际行动，请继续处理。",
  "客服电话联系过我，但提出的方案无法接受，希望重新处理。",
  "商家说已退款，但我至今没有收到，请核实。",
  "回复内容与我反映的问题无关，请认真处理。",
] as const;

/** A company's reasons for asking the platform to archive or end a complaint. */
export const COMPANY_APPLICATIONS: Record<"archive" | "end", readonly string[]> = {
  end: [
    "已与用户电话沟通并达成一致处理意见，款项已退回，申请结案。",
    "已按用户诉求完成退款，用户电话中表示认可处理结果，申请结案。",
  ],
  archive: [
    "用户多次失联，我方已按平台规则给出处理方案，申请归档。",
    "该投诉涉及的订单已由法院调解处理完毕，申请归档。",
  ],
};

/** Replies that refuse the demand, with the company's reasons. */
export const DECLINED_REPLIES = [
  "您好，经核实，该订单已超过无理由退货期限，且商品无质量问题，暂无法为您办理退款，敬请谅解。",
  "您好，根据您签署的服务协议，已开通的课程不支持退费，我们可以为您办理课程转让。",
] as const;

export const COMPLETION_NOTES = [
  "商家已经处理，问题解决了，感谢平台帮助。",
  "商家主动联系并给出了满意的处理方案，确认完成。",
  "问题已解决，感谢平台和商家。",
  "虽然过程曲折，但总算解决了。",
  "已收到处理结果，确认完成投诉。",
] as const;

export const APPLICATION_APPROVALS = [
  "经平台核实，商家申请理由属实，同意申请，投诉关闭。",
  "经平台核实，双方已线下达成和解，同意商家申请。",
] as const;

export const APPLICATION_REFUSALS = [
  "商家提供的材料不足以证明问题已解决，请继续与用户沟通处理。",
  "用户未确认处理结果，请商家继续跟进。",
] as const;

export const RATING_CONTENTS = [
  "商家处理还算及时，满意。",
  "虽然拖了一段时间，但最终解决了。",
  "客服态度很好，给个好评。",
  "处理结果还可以，希望以后改进售后流程。",
  "问题解决了，但过程太曲折。",
  "",
] as const;

export const PLATFORM_RATING_TAGS: readonly (readonly [string, boolean])[] = [
  ["回复及时", true],
  ["态度友好", true],
  ["处理专业", true],
  ["解决彻底", true],
  ["主动沟通", true],
  ["回复太慢", false],
  ["敷衍了事", false],
  ["推诿扯皮", false],
  ["问题未解决", false],
];

export const COMMENTS = [
  "我也遇到了一模一样的情况，客服一直说在处理。",
  "支持楼主维权，一定要坚持到底！",
  "同样被坑过，最后是在平台投诉之后才解决的。",
  "建议保留好聊天记录和付款凭证，这些都是证据。",
  "这家的售后真的太差了，我上个月也投诉过。",
  "可以试试打12315，我之前就是这样解决的。",
  "已经关注，希望商家尽快给个说法。",
  "同款问题+1，坐等商家回复。",
  "楼主后来解决了吗？我也是一样的问题。",
  "商家这种做法太不负责任了。",
  "看了一下，这种规定应该属于无效的格式条款。",
  "帮顶，让更多人看到。",
  "我的也是这样，退款拖了快一个月。",
  "希望平台能督促一下，太气人了。",
  "以后再也不在这家消费了。",
  "这种情况可以要求退一赔三吧？",
  "我去年也遇到过，最后商家给退了一半。",
  "一定要坚持，别被客服的话术糊弄过去。",
  "看来不是个例，建议发起集体投诉。",
  "我朋友也遇到了，商家的处理方式一模一样。",
  "已经转发给身边的朋友，大家避坑。",
  "感谢分享，正准备下单，还好先看到了。",
  "商家回复了吗？求更新进展。",
  "这个问题我咨询过律师，证据充分的话胜算很大。",
  "客服电话根本打不通，只能来这里投诉了。",
  "心疼楼主，钱难挣啊。",
] as const;

export const REPLIES = [
  "同问，后来怎么处理的？",
  "谢谢提醒，我去找找记录。",
  "是的，我也是这么解决的。",
  "商家已经联系我了，说会尽快处理。",
  "一样，等了好久都没人管。",
  "有用，已收藏。",
  "确实，证据一定要留好。",
  "我也打过，排队排了半天。",
  "赞同，格式条款不能免除商家的责任。",
  "还没有，还在等商家回复。",
  "加油，一起维权！",
] as const;

export const ARTICLE_COMMENTS = [
  "很实用，收藏了。",
  "要是早点看到这篇文章就好了。",
  "写得很清楚，转给家里人看看。",
  "希望多发一些这样的维权知识。",
  "第二点说得太对了，我就吃过这个亏。",
  "请问这种情况超过七天还能退吗？",
] as const;
