import { SEARCH_PAGE_SIZE_MAX, SEARCH_RESULT_LIMIT } from "@tousu/contracts";
import { schema, segmentForSearch } from "@tousu/db";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

// Search quality measured on the demo seed: for each key, the complaints it should find
// are worked out here from the seeded rows, without PostgreSQL, and compared with what
// GET /complaint/search returns over all its pages.

/** Enough for words past the result limit; seeding takes about ten seconds. */
const SEEDED_COMPLAINTS = 2_000;
/** Decision 032: below three characters a key is matched by its words only, not in titles. */
const TITLE_MATCH_MIN_LENGTH = 3;

/** How many complaints of the seed a key should find, so that a key never passes by finding nothing. */
type Reach = "none" | "within the limit" | "past the limit";

const QUERIES: { key: string; kind: string; reach: Reach }[] = [
  { key: "联系", kind: "common word", reach: "within the limit" },
  { key: "处理", kind: "common word", reach: "within the limit" },
  { key: "拉链", kind: "rare word", reach: "within the limit" },
  { key: "炸鸡", kind: "rare word", reach: "within the limit" },
  { key: "退款 客服", kind: "two words as a phrase", reach: "within the limit" },
  { key: "客服 态度", kind: "two words as a phrase", reach: "within the limit" },
  { key: "小橙分期", kind: "brand name", reach: "within the limit" },
  // In titles as 拒 不 退款: found by the title alone.
  { key: "拒不退", kind: "title phrase, words split differently", reach: "within the limit" },
  { key: "插混MPV", kind: "title phrase, other case", reach: "within the limit" },
  { key: "５Ｇ畅享", kind: "full-width letters", reach: "within the limit" },
  { key: "量子纠缠冰箱", kind: "matches nothing", reach: "none" },
  { key: "退款", kind: "common word", reach: "past the limit" },
  // Segmented 客 服: a phrase of two words.
  { key: "客服", kind: "common phrase", reach: "past the limit" },
];

interface SeededComplaint {
  id: number;
  title: string;
  /** The complaint's segmented text: its brand, title and content, as the seed stores it. */
  words: string[];
}

interface Measurement {
  key: string;
  expected: number;
  found: number;
  recall: number;
  precision: number;
}

let t: TestApp;
let published: SeededComplaint[];
const measurements: Measurement[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { seededComplaints: SEEDED_COMPLAINTS });
  // A running server's tables have statistics (autovacuum), which the planner and the search
  // window read; a freshly seeded one has none yet.
  await t.db.execute(sql`analyze complaints`);
  const rows = await t.db
    .select({
      id: schema.complaints.id,
      title: schema.complaints.title,
      content: schema.complaints.content,
      brandName: schema.brands.name,
      customBrandName: schema.complaints.customBrandName,
    })
    .from(schema.complaints)
    .leftJoin(schema.brands, eq(schema.brands.id, schema.complaints.brandId))
    .where(isPublicComplaint());
  published = rows.map((row) => ({
    id: row.id,
    title: row.title,
    words: segmentForSearch(
      [row.brandName ?? row.customBrandName ?? "", row.title, row.content].join(" "),
    ).split(" "),
  }));
}, 180_000);

afterAll(async () => {
  const line = (cells: (string | number)[]) => cells.map((cell) => String(cell).padStart(9)).join(" ");
  console.info(
    [
      `search quality on ${SEEDED_COMPLAINTS} seeded complaints (${published?.length ?? 0} public)`,
      `${line(["expected", "found", "recall", "precision"])}  query`,
      ...measurements.map(
        (m) => `${line([m.expected, m.found, m.recall.toFixed(3), m.precision.toFixed(3)])}  ${m.key}`,
      ),
    ].join("\n"),
  );
  await t?.close();
});

/**
 * Decision 032's semantics, worked out in memory: the key's words adjacent and in order among the
 * complaint's words, or, for a key of three or more characters, the key in the title, case aside.
 */
function shouldFind(complaint: SeededComplaint, key: string): boolean {
  if (key.length >= TITLE_MATCH_MIN_LENGTH && complaint.title.toLowerCase().includes(key.toLowerCase())) {
    return true;
  }
  const phrase = segmentForSearch(key).split(" ");
  if (phrase[0] === "") return false;
  const last = complaint.words.length - phrase.length;
  for (let start = 0; start <= last; start += 1) {
    if (phrase.every((word, offset) => complaint.words[start + offset] === word)) return true;
  }
  return false;
}

/**
 * Every page of a search at the largest page size, in the order returned, read until the first
 * empty page: the one after the last must hold nothing more.
 */
async function searchEveryPage(key: string) {
  const ids: number[] = [];
  let answer = { total: 0, capped: false };
  const pagesAtMost = Math.ceil(SEARCH_RESULT_LIMIT / SEARCH_PAGE_SIZE_MAX) + 1;
  for (let page = 1; page <= pagesAtMost; page += 1) {
    const response = await t.app.inject({
      url: `/api/complaint/search?key=${encodeURIComponent(key)}&page=${page}&page_size=${SEARCH_PAGE_SIZE_MAX}`,
    });
    const body = response.json();
    expect(body.code, `${key}, page ${page}: ${response.body}`).toBe(200);
    const { list, total, total_capped } = body.data as {
      list: { id: number }[];
      total: number;
      total_capped: boolean;
    };
    answer = { total, capped: total_capped };
    if (list.length === 0) break;
    ids.push(...list.map((hit) => hit.id));
  }
  return { ids, ...answer };
}

describe("complaint search on the seeded complaints (decision 032)", () => {
  for (const { key, kind, reach: expectedReach } of QUERIES) {
    it(`finds every complaint “${key}” should find, and no other (${kind})`, async () => {
      const matching = published
        .filter((complaint) => shouldFind(complaint, key))
        .map((complaint) => complaint.id)
        .sort((a, b) => b - a);
      // Past the limit, the newest matches are ranked: the planner walks the ids backwards.
      const expected = new Set(matching.slice(0, SEARCH_RESULT_LIMIT));
      const { ids, total, capped } = await searchEveryPage(key);
      const found = new Set(ids);
      const relevant = ids.filter((id) => expected.has(id)).length;
      measurements.push({
        key: matching.length > SEARCH_RESULT_LIMIT ? `${key} (newest of ${matching.length})` : key,
        expected: expected.size,
        found: found.size,
        recall: expected.size === 0 ? 1 : relevant / expected.size,
        precision: found.size === 0 ? 1 : relevant / found.size,
      });

      expect(found.size, "no complaint on two pages").toBe(ids.length);
      expect(ids.length, "the pages hold the total").toBe(total);
      expect(
        ids.filter((id) => !expected.has(id)),
        "false positives",
      ).toEqual([]);
      expect(
        [...expected].filter((id) => !found.has(id)),
        "missed",
      ).toEqual([]);
      expect({ total, capped }).toEqual({
        total: Math.min(matching.length, SEARCH_RESULT_LIMIT),
        capped: matching.length > SEARCH_RESULT_LIMIT,
      });
      const reach: Reach =
        matching.length === 0
          ? "none"
          : matching.length > SEARCH_RESULT_LIMIT
            ? "past the limit"
            : "within the limit";
      expect(reach, `the seed's ${matching.length} matches`).toBe(expectedReach);
    });
  }
});
