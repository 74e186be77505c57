// The life-goods channel (生活好物): the service exists (/life) but sells nothing yet, so the page says
// what it will be and sends visitors to what already helps them choose.

export const LIFE_PROMISES = [
  {
    title: "先看口碑，再下单",
    text: "每一件入选的好物都标明品牌在本站的公开投诉量、回复率与完成率，数字来自真实投诉，不接受付费修改。",
  },
  {
    title: "售后说到做到",
    text: "只收录入驻企业工作台、承诺按时限回复投诉的品牌；商家未按承诺处理，商品即被下架。",
  },
  {
    title: "买到问题，一键投诉",
    text: "从好物页面直接发起投诉，订单信息自动带入，投诉同样公开，处理进度全程可查。",
  },
] as const;

export const LIFE_STATUS =
  "生活好物频道正在筹备中，暂未上架任何商品，也不会向你收取任何费用。上线后会在平台公告中通知。";

/** What a shopper can already use today, before the channel opens. */
export const LIFE_TODAY = [
  {
    to: "/ranking",
    title: "品牌红黑榜",
    text: "按行业比较品牌的回复率、及时回复率、完成率与满意度，红榜品牌售后更省心。",
  },
  { to: "/tousu", title: "投诉大厅", text: "下单前搜一搜：看看其他消费者遇到过什么问题，商家怎样处理。" },
  { to: "/article", title: "维权知识", text: "七天无理由退货、三包规定、预付卡退款……了解自己的权利。" },
] as const;
