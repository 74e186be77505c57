/**
 * What a lawyer's profile may say and hold: the practice areas consumers search by, the licence
 * number's shape, and the advertising rules a lawyer's own words are checked against.
 */

/** Practice areas, in the order the pages list them; `consumer` is the platform's own field. */
export const PRACTICE_AREAS = [
  { code: "consumer", name: "消费维权" },
  { code: "contract", name: "合同纠纷" },
  { code: "product_quality", name: "产品质量" },
  { code: "food_drug", name: "食品药品" },
  { code: "ecommerce", name: "电子商务" },
  { code: "finance", name: "金融消费" },
  { code: "medical_beauty", name: "医疗美容" },
  { code: "education", name: "教育培训" },
  { code: "property", name: "房产物业" },
  { code: "travel", name: "旅游出行" },
  { code: "transport", name: "交通出行" },
  { code: "telecom", name: "通信网络" },
  { code: "insurance", name: "保险理赔" },
  { code: "labour", name: "劳动争议" },
] as const;

export type PracticeAreaCode = (typeof PRACTICE_AREAS)[number]["code"];
export const PRACTICE_AREA_CODES = PRACTICE_AREAS.map((area) => area.code) as [
  PracticeAreaCode,
  ...PracticeAreaCode[],
];
export const MAX_PRACTICE_AREAS = 5;

export function practiceAreaName(code: string): string {
  return PRACTICE_AREAS.find((area) => area.code === code)?.name ?? code;
}

export const LICENSE_NO_MESSAGE = "请填写17位数字的律师执业证号";

/**
 * 执业证号 as the Ministry of Justice issues them: 17 digits, where digits 6–9 are the year the
 * licence was first issued. Nothing else can be checked offline (no check digit); staff compare
 * the number with the national registry by hand.
 */
export function isLicenseNumber(value: string, now: Date): boolean {
  if (!/^\d{17}$/.test(value)) return false;
  const year = Number(value.slice(5, 9));
  return year >= FIRST_LICENSE_YEAR && year <= now.getUTCFullYear();
}

/** Lawyers' licences were issued again from 1979 on, when the profession was re-established. */
export const FIRST_LICENSE_YEAR = 1979;

/** Verified lawyers are checked again a year after each verification (after the yearly assessment). */
export const LAWYER_RECHECK_INTERVAL_DAYS = 365;
/** Staff are reminded of a coming re-check this many days before it is due. */
export const LAWYER_RECHECK_REMINDER_DAYS = 21;

export function lawyerRecheckDueAt(verifiedAt: Date): Date {
  return new Date(verifiedAt.getTime() + LAWYER_RECHECK_INTERVAL_DAYS * 86_400_000);
}

export type AdvertisingRule = "win_rate" | "amount_won" | "guaranteed_result" | "comparison" | "fee_offer";

/**
 * The lawyer advertising rules (律师执业行为规范, 律师业务推广行为规则): a lawyer's own words on the
 * platform state facts, never results, promises, rankings against colleagues or cut-price fees.
 */
const ADVERTISING_RULES: readonly { rule: AdvertisingRule; name: string; pattern: RegExp }[] = [
  {
    rule: "win_rate",
    name: "不得宣传胜诉率、成功率",
    pattern: /胜诉率|胜率|成功率|百战百胜|从未败诉|无一败诉|未尝败绩|常胜/,
  },
  {
    rule: "amount_won",
    name: "不得宣传为当事人争取的金额或案件标的额",
    pattern:
      /(挽回|追回|争取|获赔|赢得|索回|拿回|讨回)[^。；;，,]{0,10}?(\d|[一二三四五六七八九十百千万亿])[^。；;，,]{0,4}?(元|万|亿)|标的(总)?额|挽回(经济)?损失/,
  },
  {
    rule: "guaranteed_result",
    name: "不得承诺办案结果",
    pattern:
      /包赢|包胜|稳赢|必胜|必赢|保证(胜诉|赢|成功|拿到|赔偿|结果)|确保(胜诉|赢|成功|拿到|赔偿)|承诺(胜诉|结果|赔偿)|百分之百|100\s*%|不成功不收费|无效退款|打不赢/,
  },
  {
    rule: "comparison",
    name: "不得与其他律师比较或自称最优",
    pattern:
      /最好的?律师|最强|最专业|最权威|最优秀|第一律师|排名第一|头号|顶级律师|金牌律师|王牌律师|No\.?\s*1|优于其他|胜过其他|比其他律师|其他律师(做|办)不到/i,
  },
  {
    rule: "fee_offer",
    name: "不得以免费或优惠收费招揽业务",
    // Fees, not the consumer disputes a lawyer handles ("优惠券纠纷", "免费试用陷阱") are what is matched.
    pattern:
      /(免费|零元|0元)(咨询|代理|办案|服务|出庭|解答|代写)|(不|零)收(取)?(任何)?(律师|代理|咨询)?费|(律师费|收费|代理费|咨询费)[^。；;，,]{0,6}?(优惠|打折|折|减免|低|特价|半价)|(优惠|打折|特价|半价|低价)[^。；;，,]{0,4}?(收费|律师费|代理费)|首单免|收费最低/,
  },
];

export interface AdvertisingViolation {
  rule: AdvertisingRule;
  /** The rule as the lawyer reads it. */
  message: string;
}

/** The first advertising rule a text breaks, with a message naming it; null when it breaks none. */
export function findAdvertisingViolation(text: string): AdvertisingViolation | null {
  const compact = text.replace(/\s+/g, " ");
  for (const { rule, name, pattern } of ADVERTISING_RULES) {
    if (pattern.test(compact)) return { rule, message: `内容不符合律师执业广告规则：${name}` };
  }
  return null;
}
