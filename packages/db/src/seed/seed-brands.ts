import * as schema from "../schema";
import type { BrandRef } from "./brand-ref";
import type { CollectiveRef } from "./complaint-generator";
import { ENTERPRISE_CITIES, SECTORS, type Sector, type SectorKey } from "./content/sectors";
import { COLLECTIVES } from "./content/site-content";
import { DAY_MS, HOUR_MS } from "./population";
import { createRng, fillTemplate } from "./random";
import { buildBrandRow, inventCreditCode } from "./row-builders";
import type { WriteTracker } from "./write-tracker";

/** Hot brands in rank order, as (sector, position in the sector's list). */
const HOT_BRANDS: readonly (readonly [SectorKey, number])[] = [
  ["ecommerce", 0],
  ["food", 0],
  ["travel", 0],
  ["telecom", 0],
  ["finance", 0],
  ["media", 0],
  ["education", 0],
  ["appliances", 0],
  ["logistics", 0],
  ["games", 0],
  ["auto", 0],
  ["local", 0],
  ["ecommerce", 1],
  ["food", 1],
  ["travel", 2],
  ["finance", 1],
  ["media", 1],
  ["telecom", 2],
  ["appliances", 1],
  ["games", 2],
];

const OPERATED_ENTERPRISES = 40;

export interface PlannedBrand {
  index: number;
  name: string;
  kind: string | null;
  sector: Sector;
  hotRank: number | null;
}

export function planBrands(): PlannedBrand[] {
  const planned: PlannedBrand[] = [];
  for (const sector of SECTORS) {
    sector.brands.forEach((entry, position) => {
      const [name, kind] = typeof entry === "string" ? [entry, null] : entry;
      const rank = HOT_BRANDS.findIndex(([key, at]) => key === sector.key && at === position);
      planned.push({ index: planned.length, name, kind, sector, hotRank: rank >= 0 ? rank + 1 : null });
    });
  }
  return planned;
}

/** Hot brands first, then an even spread: these enterprises get a company operator account. */
export function operatedBrandIndexes(planned: readonly PlannedBrand[]): number[] {
  const hot = planned.filter((brand) => brand.hotRank !== null).map((brand) => brand.index);
  const others = planned
    .filter((brand) => brand.hotRank === null && brand.index % 9 === 4)
    .map((brand) => brand.index);
  return [...hot, ...others].slice(0, OPERATED_ENTERPRISES);
}

/**
 * The README's demo enterprise: the first operated one, which also owns two smaller brands of its
 * sector, so its portal shows an inbox across several brands.
 */
export function demoEnterpriseBrandIndexes(planned: readonly PlannedBrand[]): number[] {
  const [lead, ...candidates] = demoEnterpriseCandidates(planned);
  return [lead as number, ...candidates.slice(0, 2)];
}

/** The demo enterprise's lead brand, then the smaller brands of its sector it owns or may claim. */
function demoEnterpriseCandidates(planned: readonly PlannedBrand[]): number[] {
  const operated = operatedBrandIndexes(planned);
  const lead = planned[operated[0] ?? 0];
  if (!lead) throw new Error("Seed has no brands");
  const others = planned
    .filter(
      (brand) =>
        brand.sector.key === lead.sector.key && brand.hotRank === null && !operated.includes(brand.index),
    )
    .map((brand) => brand.index);
  return [lead.index, ...others];
}

/**
 * How the demo enterprise came to own its smaller brands (approved claims), and one claim still
 * waiting for a moderator, so the console's claim review has something to do.
 */
export function buildBrandClaims(
  nowMs: number,
  planned: readonly PlannedBrand[],
  applicantId: number,
  moderatorId: number,
): (typeof schema.brandClaims.$inferInsert)[] {
  const [lead, ...candidates] = demoEnterpriseCandidates(planned);
  const enterpriseId = (lead as number) + 1;
  const claimed = candidates.slice(0, 2).map((brandIndex, i) => {
    const createdAt = new Date(nowMs - (900 - i * 60) * DAY_MS);
    return {
      brandId: brandIndex + 1,
      enterpriseId,
      applicantId,
      evidence: "商标注册证及品牌授权书（扫描件已上传）",
      status: "approved" as const,
      reviewerId: moderatorId,
      reviewNote: "材料齐全，品牌归属核实无误。",
      createdAt,
      reviewedAt: new Date(createdAt.getTime() + 2 * DAY_MS),
    };
  });
  const pending = candidates[2];
  if (pending === undefined) return claimed;
  return [
    ...claimed,
    {
      brandId: pending + 1,
      enterpriseId,
      applicantId,
      evidence: "该品牌已于上月并入本公司，附股权转让协议及商标转让证明。",
      createdAt: new Date(nowMs - 2 * DAY_MS),
    },
  ];
}

export interface PlannedMember {
  /** The brand whose enterprise the user joins. */
  brandIndex: number;
  userId: number;
  role: "owner" | "agent";
}

/** One invented enterprise per brand (the demo enterprise owns several), the brands and the operators' memberships. */
export function buildBrands(
  seed: number,
  nowMs: number,
  planned: readonly PlannedBrand[],
  members: readonly PlannedMember[],
) {
  const enterpriseRows: (typeof schema.enterprises.$inferInsert)[] = [];
  const brandRows: (typeof schema.brands.$inferInsert)[] = [];
  const refs: BrandRef[] = [];
  const [demoLead, ...demoSiblings] = demoEnterpriseBrandIndexes(planned);
  const enterpriseIndexOf = (brandIndex: number) =>
    demoSiblings.includes(brandIndex) ? (demoLead as number) : brandIndex;
  const enterpriseNames = new Map<number, string>();
  for (const brand of planned) {
    const rng = createRng(seed, "brand", brand.index);
    const id = brand.index + 1;
    const enterpriseIndex = enterpriseIndexOf(brand.index);
    const createdAt = new Date(nowMs - 1100 * DAY_MS + brand.index * HOUR_MS);
    const ownName =
      rng.pick(ENTERPRISE_CITIES) + brand.name.slice(0, 2) + rng.pick(brand.sector.enterpriseSuffixes);
    const isVerified = brand.hotRank !== null || rng.chance(0.7);
    if (enterpriseIndex === brand.index) {
      const brandList = (brand.index === demoLead ? [demoLead, ...demoSiblings] : [brand.index])
        .map((index) => `“${planned[index]?.name}”`)
        .join("、");
      enterpriseNames.set(brand.index, ownName);
      enterpriseRows.push({
        id,
        name: ownName,
        creditCode: inventCreditCode(rng),
        description: `${ownName}成立于${rng.int(2008, 2021)}年，主要从事${brand.sector.business}业务，旗下品牌${brandList}。`,
        isVerified,
        verifiedAt: isVerified ? new Date(createdAt.getTime() + rng.int(1, 90) * DAY_MS) : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
    const enterpriseName = enterpriseNames.get(enterpriseIndex) ?? ownName;
    brandRows.push(
      buildBrandRow({
        id,
        name: brand.name,
        industry: brand.sector.industry,
        enterpriseId: enterpriseIndex + 1,
        description: `${brand.name}是${enterpriseName}旗下的${brand.sector.business}品牌。${isVerified ? "企业已入驻平台，通过企业后台回复消费者投诉。" : ""}`,
        isHot: brand.hotRank !== null,
        hotRank: brand.hotRank,
        createdAt,
        updatedAt: createdAt,
      }),
    );
    const weight = brand.hotRank !== null ? 6 + (21 - brand.hotRank) * 0.3 : 1 + rng.int(0, 2) * 0.5;
    refs.push({
      id,
      name: brand.name,
      kind: brand.kind,
      sector: brand.sector.key,
      enterpriseId: enterpriseIndex + 1,
      enterpriseName,
      responderIds: members
        .filter((member) => member.brandIndex === enterpriseIndex)
        .map((member) => member.userId),
      isHot: brand.hotRank !== null,
      weight,
    });
  }
  const memberRows: (typeof schema.enterpriseMembers.$inferInsert)[] = members.map((member) => ({
    enterpriseId: member.brandIndex + 1,
    userId: member.userId,
    role: member.role,
    createdAt: new Date(nowMs - 1000 * DAY_MS),
  }));
  return { enterpriseRows, brandRows, memberRows, refs };
}

export async function seedBrands(
  tracker: WriteTracker,
  seed: number,
  nowMs: number,
  planned: readonly PlannedBrand[],
  members: readonly PlannedMember[],
): Promise<BrandRef[]> {
  const { enterpriseRows, brandRows, memberRows, refs } = buildBrands(seed, nowMs, planned, members);
  await tracker.write(schema.enterprises, enterpriseRows);
  await tracker.write(schema.brands, brandRows);
  await tracker.write(schema.enterpriseMembers, memberRows);
  return refs;
}

export function buildCollectives(
  nowMs: number,
  planned: readonly PlannedBrand[],
  brands: readonly Pick<BrandRef, "enterpriseId" | "responderIds">[] = [],
) {
  const byBrand = new Map<number, CollectiveRef>();
  const replies: (typeof schema.collectiveReplies.$inferInsert)[] = [];
  const rows = COLLECTIVES.map((collective, i) => {
    const sectorStart = planned.findIndex((brand) => brand.sector.key === collective.sector);
    const brand = planned[sectorStart + collective.brandIndex];
    if (sectorStart < 0 || !brand) throw new Error(`Seed collective points at no brand: ${collective.title}`);
    const id = i + 1;
    const openFromMs = nowMs - collective.daysAgo * DAY_MS;
    const closedMs = collective.status === "closed" ? openFromMs + 120 * DAY_MS : null;
    const company = brands[brand.index];
    if (collective.reply && company) {
      const postedAt = new Date(openFromMs + collective.reply.daysAfterOpening * DAY_MS);
      replies.push({
        collectiveId: id,
        enterpriseId: company.enterpriseId,
        content: fillTemplate(collective.reply.content, { brand: brand.name }),
        authorUserId: company.responderIds[0] ?? null,
        contentUpdatedAt: postedAt,
        createdAt: postedAt,
        updatedAt: postedAt,
      });
    }
    byBrand.set(brand.index + 1, {
      id,
      scenarioIndex: collective.scenarioIndex,
      openFromMs,
      openUntilMs: closedMs ?? nowMs,
    });
    return {
      id,
      brandId: brand.index + 1,
      title: fillTemplate(collective.title, { brand: brand.name }),
      description: fillTemplate(collective.description, { brand: brand.name }),
      status: collective.status,
      createdAt: new Date(openFromMs),
      updatedAt: new Date(closedMs ?? nowMs),
      closedAt: closedMs === null ? null : new Date(closedMs),
    };
  });
  return { rows, replies, byBrand };
}

/** The collectives and, where the seed gives one, the company's collective reply. */
export async function seedCollectives(
  tracker: WriteTracker,
  nowMs: number,
  planned: readonly PlannedBrand[],
  brands: readonly BrandRef[],
): Promise<Map<number, CollectiveRef>> {
  const { rows, replies, byBrand } = buildCollectives(nowMs, planned, brands);
  await tracker.write(schema.collectiveComplaints, rows);
  await tracker.write(schema.collectiveReplies, replies);
  return byBrand;
}
