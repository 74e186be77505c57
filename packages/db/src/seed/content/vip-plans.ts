/**
 * The demo's membership plans (decision 087): prices in fen, periods in whole days. Every plan lists
 * the benefits every member has (decisions 092, 093, 098); a plan differs by its period and price.
 */
const MEMBER_BENEFITS = [
  "投诉加急审核",
  "专人督办超期投诉",
  "意见反馈优先处理",
  "委托入驻律师时，享律师自愿提供的会员优惠价（部分律师提供）",
] as const;

export const VIP_PLANS = [
  {
    name: "月度会员",
    priceFen: 1990,
    durationDays: 30,
    benefits: MEMBER_BENEFITS,
  },
  {
    name: "季度会员",
    priceFen: 4990,
    durationDays: 90,
    benefits: MEMBER_BENEFITS,
  },
  {
    name: "年度会员",
    priceFen: 16800,
    durationDays: 365,
    benefits: MEMBER_BENEFITS,
  },
] as const;
