import * as schema from "../schema";
import type { BrandRef, CollectiveRef } from "./complaint-generator";
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

/** One invented enterprise per brand, the brands themselves and the operators' memberships. */
export function buildBrands(
  seed: number,
  nowMs: number,
  planned: readonly PlannedBrand[],
  operatorIdByBrandIndex: ReadonlyMap<number, number>,
) {
  const enterpriseRows: (typeof schema.enterprises.$inferInsert)[] = [];
  const brandRows: (typeof schema.brands.$inferInsert)[] = [];
  const memberRows: (typeof schema.enterpriseMembers.$inferInsert)[] = [];
  const refs: BrandRef[] = [];
  for (const brand of planned) {
    const rng = createRng(seed, "brand", brand.index);
    const id = brand.index + 1;
    const createdAt = new Date(nowMs - 1100 * DAY_MS + brand.index * HOUR_MS);
    const enterpriseName =
      rng.pick(ENTERPRISE_CITIES) + brand.name.slice(0, 2) + rng.pick(brand.sector.enterpriseSuffixes);
    const isVerified = brand.hotRank !== null || rng.chance(0.7);
    enterpriseRows.push({
      id,
      name: enterpriseName,
      creditCode: inventCreditCode(rng),
      description: `${enterpriseName}成立于${rng.int(2008, 2021)}年，主要从事${brand.sector.business}业务，旗下品牌“${brand.name}”。`,
      isVerified,
      verifiedAt: isVerified ? new Date(createdAt.getTime() + rng.int(1, 90) * DAY_MS) : null,
      createdAt,
      updatedAt: createdAt,
    });
    brandRows.push(
      buildBrandRow({
        id,
        name: brand.name,
        industry: brand.sector.industry,
        enterpriseId: id,
        description: `${brand.name}是${enterpriseName}旗下的${brand.sector.business}品牌。${isVerified ? "企业已入驻平台，通过企业后台回复消费者投诉。" : ""}`,
        isHot: brand.hotRank !== null,
        hotRank: brand.hotRank,
        createdAt,
        updatedAt: createdAt,
      }),
    );
    const operatorId = operatorIdByBrandIndex.get(brand.index) ?? null;
    if (operatorId !== null)
      memberRows.push({ enterpriseId: id, userId: operatorId, role: "owner", createdAt });
    const weight = brand.hotRank !== null ? 6 + (21 - brand.hotRank) * 0.3 : 1 + rng.int(0, 2) * 0.5;
    refs.push({
      id,
      name: brand.name,
      kind: brand.kind,
      sector: brand.sector.key,
      enterpriseId: id,
      enterpriseName,
      operatorId,
      isHot: brand.hotRank !== null,
      weight,
    });
  }
  return { enterpriseRows, brandRows, memberRows, refs };
}

export async function seedBrands(
  tracker: WriteTracker,
  seed: number,
  nowMs: number,
  planned: readonly PlannedBrand[],
  operatorIdByBrandIndex: ReadonlyMap<number, number>,
): Promise<BrandRef[]> {
  const { enterpriseRows, brandRows, memberRows, refs } = buildBrands(
    seed,
    nowMs,
    planned,
    operatorIdByBrandIndex,
  );
  await tracker.write(schema.enterprises, enterpriseRows);
  await tracker.write(schema.brands, brandRows);
  await tracker.write(schema.enterpriseMembers, memberRows);
  return refs;
}

export function buildCollectives(nowMs: number, planned: readonly PlannedBrand[]) {
  const byBrand = new Map<number, CollectiveRef>();
  const rows = COLLECTIVES.map((collective, i) => {
    const sectorStart = planned.findIndex((brand) => brand.sector.key === collective.sector);
    const brand = planned[sectorStart + collective.brandIndex];
    if (sectorStart < 0 || !brand) throw new Error(`Seed collective points at no brand: ${collective.title}`);
    const id = i + 1;
    const openFromMs = nowMs - collective.daysAgo * DAY_MS;
    const closedMs = collective.status === "closed" ? openFromMs + 120 * DAY_MS : null;
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
  return { rows, byBrand };
}

export async function seedCollectives(
  tracker: WriteTracker,
  nowMs: number,
  planned: readonly PlannedBrand[],
): Promise<Map<number, CollectiveRef>> {
  const { rows, byBrand } = buildCollectives(nowMs, planned);
  await tracker.write(schema.collectiveComplaints, rows);
  return byBrand;
}
