import { type BrandTally, formatRate, rateOf } from "./brand-figures";

/**
 * The life channel's goods (生活好物, decision 110): only goods of brands whose public complaint
 * figures meet this bar are shown, and a goods item leaves the channel when its brand falls below it.
 * The figures are the brand page's (`brand_daily_stats` summed over all days), so a reader can check
 * them there. Nobody pays to be listed or to be placed higher.
 */
export const LIFE_GOODS_BAR = {
  /** Published complaints at least: fewer say more about chance than about the brand. */
  minSample: 20,
  /** Complaints the company replied to ÷ published complaints. */
  minReplyRate: 0.7,
  /** Complaints the consumer confirmed completed ÷ published complaints (auto-completed not counted). */
  minCompletionRate: 0.4,
} as const;

/** The bar in words, printed on the channel's pages and the console. */
export const LIFE_GOODS_BAR_TEXT = `品牌在本站公开投诉不少于${LIFE_GOODS_BAR.minSample}件，回复率不低于${formatRate(LIFE_GOODS_BAR.minReplyRate)}，完成率（消费者确认）不低于${formatRate(LIFE_GOODS_BAR.minCompletionRate)}`;

/** Said on every page that lists goods: the order and the choice are the figures', never a payment. */
export const LIFE_GOODS_NO_PAID_PLACEMENT =
  "入选只看品牌的公开投诉数据，不收取任何上架费、推广费或佣金排名，商家无法付费上榜或修改数据。";

/** Where the bar fails a brand, each shortfall in words for the reader; empty when it meets the bar. */
export function lifeGoodsBarShortfalls(
  tally: Pick<BrandTally, "complaintCount" | "repliedCount" | "completedCount">,
): string[] {
  const whole = tally.complaintCount;
  if (whole < LIFE_GOODS_BAR.minSample) {
    return [`公开投诉仅${whole}件，不足${LIFE_GOODS_BAR.minSample}件`];
  }
  const shortfalls: string[] = [];
  const replyRate = rateOf(tally.repliedCount, whole);
  if (replyRate < LIFE_GOODS_BAR.minReplyRate) {
    shortfalls.push(`回复率${formatRate(replyRate)}，低于${formatRate(LIFE_GOODS_BAR.minReplyRate)}`);
  }
  const completionRate = rateOf(tally.completedCount, whole);
  if (completionRate < LIFE_GOODS_BAR.minCompletionRate) {
    shortfalls.push(
      `完成率${formatRate(completionRate)}，低于${formatRate(LIFE_GOODS_BAR.minCompletionRate)}`,
    );
  }
  return shortfalls;
}

/** The channel's shelves, in the order the page shows them. */
export const LIFE_GOODS_CATEGORIES = [
  { key: "home", label: "居家日用" },
  { key: "kitchen", label: "厨房电器" },
  { key: "digital", label: "数码家电" },
  { key: "food", label: "食品生鲜" },
  { key: "beauty", label: "个护美妆" },
  { key: "mother_baby", label: "母婴用品" },
] as const;
export type LifeGoodsCategory = (typeof LIFE_GOODS_CATEGORIES)[number]["key"];
export const LIFE_GOODS_CATEGORY_KEYS = LIFE_GOODS_CATEGORIES.map((category) => category.key) as [
  LifeGoodsCategory,
  ...LifeGoodsCategory[],
];

export function lifeGoodsCategoryLabel(key: LifeGoodsCategory): string {
  return LIFE_GOODS_CATEGORIES.find((category) => category.key === key)?.label ?? key;
}

/**
 * A goods item's state: listed (shown), withdrawn by staff, or withdrawn by the daily check because
 * its brand fell below the bar. Either withdrawal ends only by staff listing it again, which checks
 * the bar once more: a brand near the bar would otherwise come and go with each night's recount.
 */
export const LIFE_GOODS_STATES = ["listed", "withdrawn_by_staff", "withdrawn_below_bar"] as const;
export type LifeGoodsState = (typeof LIFE_GOODS_STATES)[number];

export const LIFE_GOODS_STATE_TEXT: Record<LifeGoodsState, string> = {
  listed: "在架",
  withdrawn_by_staff: "已下架",
  withdrawn_below_bar: "品牌数据未达标，已自动下架",
};

export const LIFE_GOODS_TITLE_MAX = 60;
export const LIFE_GOODS_SUMMARY_MAX = 300;
export const LIFE_GOODS_IMAGES_MAX = 6;
/** A price shown, in fen: at most 1,000,000 yuan. */
export const LIFE_GOODS_PRICE_MAX_FEN = 100_000_000;
/** The home page's goods block shows at most this many. */
export const LIFE_GOODS_HOME_MAX = 8;

/** A WeChat mini-program's AppID: `wx` and 16 hexadecimal characters. */
export const MINI_PROGRAM_APP_ID = /^wx[0-9a-f]{16}$/;
/** A mini-program page path as `navigateToMiniProgram` takes it: no leading slash, an optional query. */
export const MINI_PROGRAM_PAGE_PATH = /^[A-Za-z0-9_\-/]+(\?[A-Za-z0-9_\-=&%.]*)?$/;
export const MINI_PROGRAM_PAGE_PATH_MAX = 200;
