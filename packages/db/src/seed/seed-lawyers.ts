import { lawyerRecheckDueAt, PRACTICE_AREA_CODES, practiceAreaName } from "@tousu/domain";
import type * as schema from "../schema";
import { DAY_MS, type Population, type StaffSeat, userIdOf } from "./population";
import { createRng } from "./random";

// Invented lawyers: verified ones across cities and practice areas, a few applications waiting for
// staff and one refused. Firm names are made up of a city and an invented word; licence numbers have
// the registry's shape (17 digits, the first-issue year in digits 6–9) but belong to nobody.

export type SeededLawyerStatus = "verified" | "pending" | "refused";

/** How many lawyer seats of each standing the seed has; the demo lawyer is the first verified one. */
export const SEEDED_LAWYERS: readonly [SeededLawyerStatus, number][] = [
  ["verified", 40],
  ["pending", 5],
  ["refused", 1],
];

const CITIES = [
  "北京市",
  "上海市",
  "广州市",
  "深圳市",
  "杭州市",
  "成都市",
  "武汉市",
  "南京市",
  "西安市",
  "重庆市",
  "苏州市",
  "长沙市",
] as const;

const FIRM_WORDS = [
  "澄衡",
  "栖理",
  "砚和",
  "稷安",
  "闻岚",
  "青杼",
  "溯川",
  "岫言",
  "棠樾",
  "矜衡",
  "泊远",
  "苇渡",
] as const;

const BACKGROUNDS = [
  "曾在基层法院从事民事审判辅助工作，熟悉诉讼与调解程序。",
  "长期为消费者协会提供公益法律讲座，熟悉各地消费纠纷调解规则。",
  "注重证据整理与书面沟通，先协商、后调解、再诉讼。",
  "熟悉电商平台规则与在线纠纷解决机制，可远程办理立案与送达。",
  "办理过多起预付卡退费与格式条款纠纷，重视与当事人的及时沟通。",
  "兼任所在律师协会消费者权益保护专业委员会委员。",
] as const;

const REFUSAL_REASON = "执业证照片不清晰，无法核对执业证号，请重新上传清晰照片后再次申请";

/** Lawyer seats for `staffSeats`: every standing in order. */
export function lawyerSeats(demoPhone: string): StaffSeat[] {
  const seats: StaffSeat[] = [];
  for (const [status, count] of SEEDED_LAWYERS) {
    for (let i = 0; i < count; i++) {
      const isDemo = seats.length === 0;
      seats.push({ role: "lawyer", lawyerStatus: status, ...(isDemo ? { demoPhone } : {}) });
    }
  }
  return seats;
}

/** The member discounts some verified lawyers offer (decision 098): the demo lawyer and every third one. */
const SEEDED_MEMBER_DISCOUNTS = [10, 15, 20] as const;

function memberDiscountOf(serial: number, verifiedAt: Date) {
  if (serial % 3 !== 0) return {};
  return {
    memberDiscountPercent: SEEDED_MEMBER_DISCOUNTS[(serial / 3) % SEEDED_MEMBER_DISCOUNTS.length],
    memberDiscountSince: verifiedAt,
  };
}

/** The profile rows of every lawyer seat; the same seed always gives the same lawyers. */
export function buildLawyerProfiles(
  population: Population,
  reviewerId: number,
): (typeof schema.lawyerProfiles.$inferInsert)[] {
  const nowYear = new Date(population.nowMs).getUTCFullYear();
  const rows: (typeof schema.lawyerProfiles.$inferInsert)[] = [];
  population.staff.forEach((seat, index) => {
    if (seat.role !== "lawyer" || !seat.lawyerStatus) return;
    const rng = createRng(population.seed, "lawyer", index);
    const serial = rows.length;
    const cityIndex = serial % CITIES.length;
    const city = CITIES[cityIndex] as (typeof CITIES)[number];
    const sinceYear = nowYear - rng.int(2, 22);
    // The platform's own field first for most, so the consumer pages have many to show.
    const others = rng.sample(PRACTICE_AREA_CODES.slice(1), rng.int(1, 3));
    const areas = serial % 4 === 3 ? others : ["consumer", ...others];
    const firm = `${city}${FIRM_WORDS[(serial * 5 + cityIndex) % FIRM_WORDS.length]}律师事务所`;
    const licenseNo = `1${String(1100 + cityIndex * 10)}${sinceYear}1${serial % 2}${String(100_000 + serial * 37).padStart(6, "0")}`;
    const introduction = `执业${nowYear - sinceYear}年，主要办理${areas.map(practiceAreaName).join("、")}相关纠纷。${rng.pick(BACKGROUNDS)}`;
    const appliedAt = new Date(
      population.nowMs - (seat.lawyerStatus === "verified" ? rng.int(30, 380) : rng.int(1, 6)) * DAY_MS,
    );
    const common = {
      userId: userIdOf(index),
      licenseNo,
      lawFirm: firm,
      city,
      practiceAreas: areas,
      practiceSinceYear: sinceYear,
      licensePhotoKey: `seed/lawyer-licences/${userIdOf(index)}.jpg`,
      introduction,
      acceptingCases: seat.lawyerStatus === "verified" ? serial % 7 !== 6 : true,
      createdAt: appliedAt,
      updatedAt: appliedAt,
    };
    if (seat.lawyerStatus === "verified") {
      // Verified within the last year, a few of them close to their yearly re-check.
      const verifiedAt = new Date(
        population.nowMs - (serial % 13 === 5 ? 350 : rng.int(5, Math.min(330, 380))) * DAY_MS,
      );
      rows.push({
        ...common,
        createdAt: new Date(Math.min(appliedAt.getTime(), verifiedAt.getTime() - 2 * DAY_MS)),
        status: "verified",
        reviewedBy: reviewerId,
        reviewedAt: verifiedAt,
        verifiedAt,
        recheckDueAt: lawyerRecheckDueAt(verifiedAt),
        ...memberDiscountOf(serial, verifiedAt),
        updatedAt: verifiedAt,
      });
    } else if (seat.lawyerStatus === "refused") {
      const reviewedAt = new Date(appliedAt.getTime() + DAY_MS);
      rows.push({
        ...common,
        status: "refused",
        refusalReason: REFUSAL_REASON,
        reviewedBy: reviewerId,
        reviewedAt,
      });
    } else {
      rows.push({ ...common, status: "pending" });
    }
  });
  return rows;
}
