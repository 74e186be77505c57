import { COMPLAINT_IMAGES_MAX } from "@tousu/domain";

// How to complain, as the guide pages of both sites (the PC and H5 /complaint) tell it.

/**
 * How a complaint travels, from the form to the rating. Typical timings are the platform's service
 * targets, not guarantees; the copy says "通常" on purpose.
 */
export const FILING_STEPS = [
  {
    title: "填写投诉",
    text: "选择投诉的品牌和问题类型，写清事实经过，上传凭证，提出你的诉求。",
    timing: "约5分钟",
  },
  {
    title: "平台审核",
    text: "平台核实内容完整、真实且不含他人隐私，通过后公开展示并转交商家。",
    timing: "通常1个工作日内",
  },
  {
    title: "商家处理",
    text: "商家联系你协商解决，并在平台公开回复；不满意可以补充说明或申诉。",
    timing: "通常7个工作日内回复",
  },
  {
    title: "评价完成",
    text: "问题解决后确认完成，为处理结果打分，评价计入品牌的公开口碑。",
    timing: "处理后随时评价",
  },
] as const;

/** What gets a complaint approved and answered. */
export const FILING_DO = [
  { title: "事实清楚", text: "按时间顺序写明在哪里、买了什么、发生了什么，只写你亲历的事实。" },
  { title: "附上订单号", text: "订单号、运单号或合同编号能让商家很快找到你的交易。" },
  { title: "上传凭证", text: `订单截图、付款记录、聊天记录、商品照片，最多${COMPLAINT_IMAGES_MAX}张。` },
  { title: "诉求合理", text: "退款、换货、赔偿或道歉，写明具体的金额或方式。" },
] as const;

/** What gets a complaint sent back. */
export const FILING_DO_NOT = [
  "他人的个人信息：姓名、手机号、身份证号、住址，商家员工的也不要写",
  "辱骂、人身攻击或威胁性的言语",
  "与本次消费无关的内容、广告或重复投诉",
] as const;

export const FILING_DO_NOT_NOTE =
  "含有以上内容的投诉会被退回修改。你的手机号和身份信息仅用于核实，公开页面只显示脱敏后的信息。";
