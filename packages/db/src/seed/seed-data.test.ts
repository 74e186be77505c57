import { COMPLAINT_STATUSES } from "@tousu/domain";
import { describe, expect, it } from "vitest";
import { derivePiiKeys } from "../pii";
import {
  type ComplaintBatch,
  type ComplaintWorld,
  createGeneratorCursor,
  emptyComplaintBatch,
  generateComplaint,
} from "./complaint-generator";
import { ARTICLE_CATEGORIES, ARTICLE_TOPICS, ARTICLES_PER_CATEGORY } from "./content/articles";
import { PROVINCES } from "./content/cities";
import { SECTOR_TEXT } from "./content/complaint-scenarios";
import { APPEALS } from "./content/complaint-taxonomy";
import { CUSTOM_BRANDS, SECTORS } from "./content/sectors";
import { COLLECTIVES } from "./content/site-content";
import { createPopulation } from "./population";
import { createRng } from "./random";
import { buildTaxonomy } from "./reference-data";
import { brandPinyin, inventCreditCode } from "./row-builders";
import { buildBrands, buildCollectives, planBrands } from "./seed-brands";
import { createComplaintWorld, staffSeats } from "./seed-database";

const NOW = new Date("2026-06-01T04:00:00Z").getTime();

function buildWorld(complaintCount: number): ComplaintWorld {
  const planned = planBrands();
  const staff = staffSeats(planned);
  const population = createPopulation(7, NOW, 1500 - staff.length, staff);
  const operators = new Map<number, number>();
  staff.forEach((seat, index) => {
    if (seat.brandIndex !== undefined) operators.set(seat.brandIndex, index + 1);
  });
  const { subtypes } = buildTaxonomy();
  return createComplaintWorld({
    seed: 7,
    nowMs: NOW,
    complaintCount,
    keys: derivePiiKeys("seed-data-test-secret"),
    population,
    brandNames: planned.map((brand) => brand.name),
    brands: buildBrands(7, NOW, planned, operators).refs,
    collectivesByBrand: buildCollectives(NOW, planned).byBrand,
    reference: {
      subtypes,
      appealIds: new Map(APPEALS.map((name, i) => [name, i + 1])),
      cityIds: [101, 102, 201],
      majorCityIds: [101],
      positiveTags: ["回复及时"],
      negativeTags: ["回复太慢"],
    },
  });
}

function generate(world: ComplaintWorld, from: number, to: number): ComplaintBatch {
  const batch = emptyComplaintBatch();
  const cursor = createGeneratorCursor();
  for (let index = from; index < to; index++) generateComplaint(world, index, batch, cursor);
  return batch;
}

// Ciphertexts carry a random IV by design; everything else must repeat exactly.
function withoutCiphers(batch: ComplaintBatch) {
  return batch.complaints.map(({ phoneCipher, realNameCipher, idCardCipher, ...rest }) => ({
    ...rest,
    hasRealName: realNameCipher !== null,
  }));
}

describe("seed content", () => {
  const planned = planBrands();

  it("has at least 210 unique, invented brand names across every sector", () => {
    const names = planned.map((brand) => brand.name);
    expect(names.length).toBeGreaterThanOrEqual(210);
    expect(new Set(names).size).toBe(names.length);
    const realBrands = [
      "淘宝",
      "天猫",
      "京东",
      "拼多多",
      "美团",
      "饿了么",
      "滴滴",
      "携程",
      "移动通信",
      "联通",
      "电信",
      "抖音",
      "快手",
      "腾讯",
      "阿里",
      "小米",
      "华为",
      "苹果",
      "顺丰",
      "爱奇艺",
      "优酷",
      "支付宝",
      "微信",
      "花呗",
      "借呗",
      "中通",
      "圆通",
      "韵达",
      "申通",
      "极兔",
    ];
    const invented = [...names, ...CUSTOM_BRANDS.map(([name]) => name)].join(" ");
    for (const real of realBrands) expect(invented).not.toContain(real);
  });

  it("gives every brand kind a definition whose scenarios exist", () => {
    const kinds = [
      ...planned.map((brand) => [brand.name, brand.sector.key, brand.kind] as const),
      ...CUSTOM_BRANDS,
    ];
    for (const [name, sector, kindKey] of kinds) {
      if (kindKey === null) continue;
      const text = SECTOR_TEXT[sector];
      const kind = text.kinds?.[kindKey];
      expect(kind, `${name} → ${kindKey}`).toBeDefined();
      for (const index of kind?.scenarios ?? []) expect(text.scenarios[index]).toBeDefined();
    }
  });

  it("points every collective at a scenario its brand may tell", () => {
    for (const collective of COLLECTIVES) {
      const sector = SECTORS.find((candidate) => candidate.key === collective.sector);
      const entry = sector?.brands[collective.brandIndex];
      expect(entry).toBeDefined();
      const kind = typeof entry === "string" || entry === undefined ? undefined : entry[1];
      const allowed = kind ? SECTOR_TEXT[collective.sector].kinds?.[kind]?.scenarios : undefined;
      if (allowed) expect(allowed).toContain(collective.scenarioIndex);
    }
  });

  it("computes pinyin and initials for brand autocomplete", () => {
    expect(brandPinyin("云杉优选")).toEqual({ pinyin: "yunshanyouxuan", initials: "ysyx" });
    expect(brandPinyin("拾音FM")).toEqual({ pinyin: "shiyinfm", initials: "syfm" });
  });

  it("invents credit codes with a valid GB 32100 check character", () => {
    const code = inventCreditCode(createRng(1, "test"));
    expect(code).toMatch(/^91\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/);
  });

  it("lists the 34 provincial-level divisions", () => {
    expect(PROVINCES).toHaveLength(34);
    expect(PROVINCES.every(([, cities]) => cities.length >= 3)).toBe(true);
  });

  it("gives every article a distinct title", () => {
    const titles = new Set<string>();
    ARTICLE_CATEGORIES.forEach((category, c) => {
      for (let i = 0; i < ARTICLES_PER_CATEGORY; i++) {
        const topic = ARTICLE_TOPICS[(i * 7 + c * 3) % ARTICLE_TOPICS.length];
        const template =
          category.titles[(i + Math.floor(i / ARTICLE_TOPICS.length)) % category.titles.length];
        titles.add(`${template}|${topic?.name}`);
      }
    });
    expect(titles.size).toBe(ARTICLE_CATEGORIES.length * ARTICLES_PER_CATEGORY);
  });
});

describe("generateComplaint", () => {
  const world = buildWorld(3000);
  const batch = generate(world, 0, 3000);

  it("fills every template slot and writes readable titles", () => {
    for (const complaint of batch.complaints) {
      expect(complaint.title).not.toMatch(/[{}]/);
      expect(complaint.content).not.toMatch(/[{}]/);
      expect(complaint.title.length).toBeGreaterThanOrEqual(8);
      expect(complaint.title.length).toBeLessThanOrEqual(60);
      expect(complaint.content.length).toBeGreaterThan(60);
      expect(complaint.searchTokens?.length).toBeGreaterThan(0);
    }
  });

  it("spreads complaints over every status, most of them handled by the company", () => {
    const counts = new Map<string, number>();
    for (const complaint of batch.complaints)
      counts.set(complaint.status ?? "", (counts.get(complaint.status ?? "") ?? 0) + 1);
    for (const status of COMPLAINT_STATUSES) {
      expect(counts.get(status), status).toBeGreaterThan(0);
    }
    const handled = ["dispatched", "processing", "replied", "completed"].reduce(
      (sum, s) => sum + (counts.get(s) ?? 0),
      0,
    );
    expect(handled / batch.complaints.length).toBeGreaterThan(0.7);
  });

  it("keeps each timeline in order and in the past", () => {
    for (const complaint of batch.complaints) {
      const times = [complaint.createdAt, complaint.reviewedAt, complaint.repliedAt, complaint.completedAt]
        .filter((value): value is Date => value instanceof Date)
        .map((date) => date.getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
    }
    const byComplaint = new Map<number, number[]>();
    for (const row of batch.stream) {
      const list = byComplaint.get(row.complaintId) ?? [];
      list.push(row.createdAt?.getTime() ?? 0);
      byComplaint.set(row.complaintId, list);
    }
    for (const times of byComplaint.values()) expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it("links sub-comments to an earlier comment on the same complaint", () => {
    const byId = new Map(batch.comments.map((comment) => [comment.id, comment]));
    const replies = batch.comments.filter((comment) => comment.parentId !== null);
    expect(replies.length).toBeGreaterThan(0);
    for (const reply of replies) {
      const parent = byId.get(reply.parentId ?? -1);
      expect(parent?.complaintId).toBe(reply.complaintId);
      expect(parent?.parentId).toBeNull();
    }
  });

  it("rates only completed complaints, and only once", () => {
    const status = new Map(batch.complaints.map((complaint) => [complaint.id, complaint.status]));
    for (const rating of batch.ratings) expect(status.get(rating.complaintId)).toBe("completed");
    expect(new Set(batch.ratings.map((rating) => rating.complaintId)).size).toBe(batch.ratings.length);
  });

  it("generates the same complaint from (seed, index) alone, whatever the batch", () => {
    const again = generate(world, 1000, 1010);
    expect(withoutCiphers(again)).toEqual(withoutCiphers(batch).slice(1000, 1010));
  });
});
