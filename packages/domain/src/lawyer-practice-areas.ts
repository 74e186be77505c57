/**
 * What a lawyer practises, as codes stored on the profile (`lawyer_profiles.practice_areas`), and which
 * of them fit a complaint's sector (its brand's industry). Facts only: no area says anything of results.
 */
export const PRACTICE_AREAS = [
  { code: "consumer", label: "消费者权益保护" },
  { code: "contract", label: "合同纠纷" },
  { code: "ecommerce", label: "电子商务" },
  { code: "product_quality", label: "产品质量与责任" },
  { code: "finance", label: "金融借贷" },
  { code: "internet", label: "互联网与通信" },
  { code: "travel", label: "交通出行与旅游" },
  { code: "education", label: "教育培训" },
  { code: "food_safety", label: "食品安全" },
] as const;

export type PracticeAreaCode = (typeof PRACTICE_AREAS)[number]["code"];

export const PRACTICE_AREA_CODES = PRACTICE_AREAS.map((area) => area.code) as [
  PracticeAreaCode,
  ...PracticeAreaCode[],
];

const LABELS = new Map<string, string>(PRACTICE_AREAS.map((area) => [area.code, area.label]));

/** The label of a stored code; a code this list no longer has is shown as it is rather than lost. */
export function practiceAreaLabel(code: string): string {
  return LABELS.get(code) ?? code;
}

/** Every complaint is a consumer dispute; a sector adds the area its disputes turn on. */
const SECTOR_AREAS: Record<string, PracticeAreaCode> = {
  电商: "ecommerce",
  通信: "internet",
  出行旅游: "travel",
  教育培训: "education",
  汽车: "product_quality",
  外卖餐饮: "food_safety",
  金融借贷: "finance",
  网络游戏: "internet",
  家电数码: "product_quality",
  生活服务: "contract",
  物流快递: "contract",
  在线视频: "internet",
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
