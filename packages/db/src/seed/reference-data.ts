import { cityDisplayName, PROVINCES } from "@tousu/domain";
import * as schema from "../schema";
import type { AttributeRef, SubtypeRef } from "./complaint-generator";
import { PLATFORM_RATING_TAGS } from "./content/complaint-flow";
import { APPEALS, COMPLAINT_TYPES, type SubtypeKey, subtypeKey } from "./content/complaint-taxonomy";
import { MAJOR_CITIES } from "./content/major-cities";
import { SENSITIVE_WORDS } from "./content/sensitive-words";
import { ADVERTISING, FRIEND_LINKS, HOT_KEYWORDS, NOTICES, SYSTEM_CONFIG } from "./content/site-content";
import { VIP_PLANS } from "./content/vip-plans";
import { DAY_MS } from "./population";
import type { WriteTracker } from "./write-tracker";

export interface ReferenceData {
  subtypes: Map<SubtypeKey, SubtypeRef>;
  appealIds: Map<string, number>;
  cityIds: number[];
  majorCityIds: number[];
  positiveTags: string[];
  negativeTags: string[];
}

/** Lookup tables and site content: cities, the complaint type tree, appeals, notices, links, ads, config. */
export async function seedReferenceData(tracker: WriteTracker, nowMs: number): Promise<ReferenceData> {
  const cityRows: (typeof schema.cities.$inferInsert)[] = [];
  const cityIds: number[] = [];
  const majorCityIds: number[] = [];
  PROVINCES.forEach(([province, cities], p) => {
    const provinceId = p + 1;
    cityRows.push({ id: provinceId, name: province, parentId: null, level: 1, sort: p });
    cities.forEach((city, c) => {
      const id = provinceId * 100 + c + 1;
      const name = cityDisplayName(city);
      cityRows.push({ id, name, parentId: provinceId, level: 2, sort: c });
      cityIds.push(id);
      if ((MAJOR_CITIES as readonly string[]).includes(name)) majorCityIds.push(id);
    });
  });
  await tracker.write(schema.cities, cityRows);

  const { typeRows, subtypeRows, problemRows, attributeRows, subtypes } = buildTaxonomy();
  await tracker.write(schema.complaintTypes, typeRows);
  await tracker.write(schema.complaintSubtypes, subtypeRows);
  await Promise.all([
    tracker.write(schema.problems, problemRows),
    tracker.write(schema.attributes, attributeRows),
  ]);

  const appealIds = new Map<string, number>(APPEALS.map((name, i) => [name, i + 1]));
  const positiveTags = PLATFORM_RATING_TAGS.filter(([, isPositive]) => isPositive).map(([name]) => name);
  const negativeTags = PLATFORM_RATING_TAGS.filter(([, isPositive]) => !isPositive).map(([name]) => name);
  const daysAgo = (days: number) => new Date(nowMs - days * DAY_MS);
  // Every seeded date derives from `now`, so the same options give the same rows.
  const launched = daysAgo(1100);

  await Promise.all([
    tracker.write(
      schema.appeals,
      APPEALS.map((name, i) => ({ id: i + 1, name, sort: i })),
    ),
    tracker.write(
      schema.platformRatingTags,
      PLATFORM_RATING_TAGS.map(([name, isPositive], sort) => ({ name, isPositive, sort })),
    ),
    tracker.write(
      schema.systemConfig,
      SYSTEM_CONFIG.map(([menuName, value, description]) => ({
        menuName,
        value,
        description,
        updatedAt: launched,
      })),
    ),
    tracker.write(
      schema.notices,
      NOTICES.map((notice) => ({
        title: notice.title,
        content: notice.content,
        isPinned: notice.isPinned ?? false,
        publishedAt: daysAgo(notice.daysAgo),
        createdAt: daysAgo(notice.daysAgo),
      })),
    ),
    tracker.write(
      schema.friendLinks,
      FRIEND_LINKS.map(([name, url], sort) => ({ name, url, sort, createdAt: launched })),
    ),
    tracker.write(
      schema.advertising,
      ADVERTISING.map((ad, i) => ({
        ...ad,
        sort: i,
        startsAt: daysAgo(30),
        endsAt: daysAgo(-335),
        createdAt: daysAgo(30),
      })),
    ),
    tracker.write(
      schema.sensitiveWords,
      SENSITIVE_WORDS.map(([word, level]) => ({ word, level, createdAt: launched })),
    ),
    tracker.write(
      schema.searchKeywords,
      HOT_KEYWORDS.map((keyword, sort) => ({
        keyword,
        isHot: true,
        sort,
        searchCount: 5000 - sort * 317,
        updatedAt: daysAgo(1),
      })),
    ),
    tracker.write(
      schema.vipPlans,
      VIP_PLANS.map((plan, sortOrder) => ({
        ...plan,
        benefits: [...plan.benefits],
        sortOrder,
        createdAt: launched,
        updatedAt: launched,
      })),
    ),
  ]);

  return { subtypes, appealIds, cityIds, majorCityIds, positiveTags, negativeTags };
}

/** The complaint type tree as rows, plus the lookup complaints are generated against. */
export function buildTaxonomy() {
  const typeRows: (typeof schema.complaintTypes.$inferInsert)[] = [];
  const subtypeRows: (typeof schema.complaintSubtypes.$inferInsert)[] = [];
  const problemRows: (typeof schema.problems.$inferInsert)[] = [];
  const attributeRows: (typeof schema.attributes.$inferInsert)[] = [];
  const subtypes = new Map<SubtypeKey, SubtypeRef>();
  COMPLAINT_TYPES.forEach((type, t) => {
    const typeId = t + 1;
    typeRows.push({ id: typeId, name: type.name, sort: t });
    type.subtypes.forEach((subtype, s) => {
      const subtypeId = subtypeRows.length + 1;
      subtypeRows.push({ id: subtypeId, typeId, name: subtype.name, sort: s });
      const problemIds = new Map<string, number>();
      subtype.problems.forEach(([name, explain], sort) => {
        const id = problemRows.length + 1;
        problemRows.push({ id, subtypeId, name, explain, sort });
        problemIds.set(name, id);
      });
      const attributes: AttributeRef[] = type.attributes.map((attribute, sort) => {
        const id = attributeRows.length + 1;
        const row = {
          id,
          subtypeId,
          name: attribute.name,
          isRequired: attribute.isRequired ?? false,
          inputType: attribute.inputType,
          options: attribute.options ? [...attribute.options] : null,
          placeholder: attribute.placeholder ?? null,
          sort,
        };
        attributeRows.push(row);
        return row;
      });
      subtypes.set(subtypeKey(type.name, subtype.name), { id: subtypeId, problemIds, attributes });
    });
  });
  return { typeRows, subtypeRows, problemRows, attributeRows, subtypes };
}
