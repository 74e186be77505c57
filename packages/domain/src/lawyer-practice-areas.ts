import type { PracticeAreaCode } from "./lawyer";

// Which practice areas (./lawyer) fit a complaint's sector (its brand's industry). Facts only: no
// area says anything of results.

/** Every complaint is a consumer dispute; a sector adds the area its disputes turn on. */
const SECTOR_AREAS: Record<string, PracticeAreaCode> = {
  电商: "ecommerce",
  通信: "telecom",
  出行旅游: "travel",
  教育培训: "education",
  汽车: "product_quality",
  外卖餐饮: "food_drug",
  金融借贷: "finance",
  网络游戏: "telecom",
  家电数码: "product_quality",
  生活服务: "contract",
  物流快递: "contract",
  在线视频: "telecom",
};

/**
 * The practice areas that fit a complaint about a brand of this industry, the closest first: the
 * sector's own area, then consumer protection, which every complaint is.
 */
export function practiceAreasForSector(industry: string | null): PracticeAreaCode[] {
  const own = industry === null ? undefined : SECTOR_AREAS[industry];
  return own ? [own, "consumer"] : ["consumer"];
}

/** The sectors a visitor can pick on /law, each leading to its areas. */
export const LAW_SECTORS = Object.keys(SECTOR_AREAS);

/** Years in practice as a fact the cards state: counted from the year the licence was first issued. */
export function yearsInPractice(practiceSinceYear: number, now: Date): number {
  return Math.max(0, now.getUTCFullYear() - practiceSinceYear);
}

/** A service rating is shown only over this many consumers' ratings, so one or two cannot stand for it. */
export const LAWYER_RATING_MIN_SAMPLES = 5;
