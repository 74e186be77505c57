/**
 * The demo's membership plans (decision 087): prices in fen, periods in whole days. Every plan lists
 * the benefits every member has (decisions 092, 093); a plan differs by its period and price.
 */
export const VIP_PLANS = [
  {
    name: "月度会员",
    priceFen: 1990,
    durationDays: 30,
    benefits: ["投诉加急审核", "专人督办超期投诉", "意见反馈优先处理"],
  },
  {
    name: "季度会员",
    priceFen: 4990,
    durationDays: 90,
    benefits: ["投诉加急审核", "专人督办超期投诉", "意见反馈优先处理"],
  },
  {
    name: "年度会员",
    priceFen: 16800,
    durationDays: 365,
    benefits: ["投诉加急审核", "专人督办超期投诉", "意见反馈优先处理"],
  },
] as const;
