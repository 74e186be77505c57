import { SEARCH_RESULT_LIMIT } from "@tousu/contracts";
import {
  derivePiiKeys,
  maskStoredSearchTokens,
  schema,
  searchDayLexeme,
  searchDekadLexeme,
  searchMonthLexeme,
} from "@tousu/db";
import {
  createArticle,
  createBrand,
  createComplaint,
  TEST_PII_SECRET,
  TEST_SEED_NOW,
} from "@tousu/db/testing";
import { SEARCH_KEY_PERSONAL_DATA_MESSAGE } from "@tousu/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import type { SearchWindow } from "./search-window";
import { textMatch } from "./text-match";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const complaint = async (name: string, title: string, content: string, extra = {}) => {
    ids[name] = (await createComplaint(t.db, piiKeys, { title, content, ...extra })).id;
  };
  await complaint("leakAdjacent", "新装空调漏水严重，墙面发霉", "师傅上门三次都没修好，要求更换整机。");
  await complaint("leakInBody", "售后拖延不处理", "夏天买的立式空调漏水，地板泡坏了，客服一直推脱。");
  await complaint(
    "leakApart",
    "空调安装后客厅墙面出现漏水",
    "空调和漏水之间隔着很多字，不应被短语搜索命中。",
  );
  await complaint("salmon", "刺身变质吃坏肚子", "外卖点的三文鱼刺身变质发臭，商家拒绝退款。");
  await complaint("hiddenLeak", "空调漏水无人管", "这条投诉被隐藏了。", { isHidden: true });
  await complaint("pendingLeak", "空调漏水还在审核", "这条投诉还在审核中。", {
    status: "pending_review",
    dispatchedAt: null,
  });
  await complaint("percent", "优惠券100%返现是假的", "写着100%返现，结果一分没返。");
  await complaint("luggage", "Zebra拉杆箱轮子坏了", "用了两次轮子就掉了。");
  await createArticle(t.db, {
    title: "空调漏水怎么维权：消费提示",
    summary: "保留照片和维修记录。",
    publishedAt: new Date(TEST_SEED_NOW.getTime() - 86_400_000),
  });
  await createArticle(t.db, { title: "未发布的空调漏水文章", publishedAt: null });
});
afterAll(() => t.close());

const get = async (url: string, ip = "203.0.113.1") => {
  const response = await t.app.inject({ url, remoteAddress: ip });
  return { status: response.statusCode, body: response.json() };
};

type Hit = {
  id: number;
  title: string;
  summary: string;
  highlight: { title: number[][]; summary: number[][] };
};
const searchAll = async (key: string, ip?: string) => {
  const { body } = await get(`/api/complaint/search?key=${encodeURIComponent(key)}&page_size=50`, ip);
  return body.data as { list: Hit[]; total: number };
};

describe("GET /complaint/search", () => {
  const expectations: { key: string; hits: string[]; misses: string[] }[] = [
    {
      key: "空调漏水",
      hits: ["leakAdjacent", "leakInBody"],
      misses: ["leakApart", "hiddenLeak", "pendingLeak"],
    },
    { key: "三文鱼刺身", hits: ["salmon"], misses: ["leakAdjacent"] },
    { key: "刺身变质", hits: ["salmon"], misses: [] },
    { key: "100%返现", hits: ["percent"], misses: ["salmon"] },
    // Found by the title alone (the words split differently), in either case.
    { key: "BRA拉杆", hits: ["luggage"], misses: ["percent"] },
    { key: "bra拉杆", hits: ["luggage"], misses: ["percent"] },
  ];

  for (const { key, hits, misses } of expectations) {
    it(`finds every expected complaint for “${key}” and none of the others`, async () => {
      const found = (await searchAll(key)).list.map((hit) => hit.id);
      for (const name of hits) expect(found, `${key} → ${name}`).toContain(ids[name]);
      for (const name of misses) expect(found, `${key} ↛ ${name}`).not.toContain(ids[name]);
    });
  }

  it("has no false positives for a phrase: every hit holds the words adjacent and in order", async () => {
    const { list, total } = await searchAll("空调漏水");
    expect(total).toBeGreaterThanOrEqual(2);
    const rows = await t.db
      .select({ tokens: schema.complaints.searchTokens, title: schema.complaints.title })
      .from(schema.complaints)
      .where(
        inArray(
          schema.complaints.id,
          list.map((hit) => hit.id),
        ),
      );
    for (const row of rows) expect(`${row.tokens} ${row.title}`).toMatch(/空调 漏水|空调漏水/);
  });

  it("ranks a title match first and marks the matched words", async () => {
    const { list } = await searchAll("空调漏水");
    const titleHit = list.find((hit) => hit.id === ids.leakAdjacent)!;
    expect(list.findIndex((hit) => hit.id === ids.leakAdjacent)).toBeLessThan(
      list.findIndex((hit) => hit.id === ids.leakInBody),
    );
    expect(titleHit.highlight.title).toEqual([[2, 6]]);
    expect(titleHit.title.slice(2, 6)).toBe("空调漏水");
    expect(titleHit).toHaveProperty("status_label");
    expect(titleHit).toHaveProperty("author.nickname");
  });

  it("finds a complaint by its whole public number, unless it is not public", async () => {
    const numberOf = async (name: string) => {
      const [row] = await t.db
        .select({ sn: schema.complaints.sn })
        .from(schema.complaints)
        .where(eq(schema.complaints.id, ids[name]!));
      return row!.sn;
    };
    const salmon = await searchAll(await numberOf("salmon"));
    expect(salmon.list.map((hit) => hit.id)).toEqual([ids.salmon]);
    expect(salmon.total).toBe(1);
    expect((await searchAll(await numberOf("hiddenLeak"))).list).toEqual([]);
    expect((await searchAll(await numberOf("pendingLeak"))).list).toEqual([]);
  });

  it("pages the results", async () => {
    const first = (await get(`/api/complaint/search?key=${encodeURIComponent("空调漏水")}&page_size=1`)).body
      .data;
    const second = (
      await get(`/api/complaint/search?key=${encodeURIComponent("空调漏水")}&page=2&page_size=1`)
    ).body.data;
    expect(first).toMatchObject({ page: 1, page_size: 1, total: expect.any(Number) });
    expect(first.list).toHaveLength(1);
    expect(second.list[0].id).not.toBe(first.list[0].id);
  });

  it("rejects a missing, blank, over-long key and an over-large page", async () => {
    for (const url of ["/api/complaint/search", "/api/complaint/search?key=%20%20"]) {
      expect(await get(url)).toMatchObject({ status: 400, body: { code: 400, msg: "请输入搜索关键词" } });
    }
    expect(await get(`/api/complaint/search?key=${"空".repeat(51)}`)).toMatchObject({
      status: 400,
      body: { msg: "搜索关键词不能超过50个字" },
    });
    expect(await get("/api/complaint/search?key=a&page_size=51")).toMatchObject({
      status: 400,
      body: { msg: "每页数量不能超过50" },
    });
  });

  it("keeps the text indexes' pending lists short and each complaint's words in its row", async () => {
    const result = await t.db.execute<{ relname: string; reloptions: string[] | null }>(
      sql`select relname, reloptions from pg_class
          where relname in ('complaints_search_vector_idx', 'complaints_title_trgm_idx') order by relname`,
    );
    expect(result.rows).toEqual([
      { relname: "complaints_search_vector_idx", reloptions: ["gin_pending_list_limit=256"] },
      { relname: "complaints_title_trgm_idx", reloptions: ["gin_pending_list_limit=256"] },
    ]);
    // Each match is rechecked and ranked on its words: they stay in the row, not in TOAST (decision 019).
    const storage = await t.db.execute<{ attstorage: string }>(
      sql`select attstorage from pg_attribute where attrelid = 'complaints'::regclass and attname = 'search_vector'`,
    );
    expect(storage.rows).toEqual([{ attstorage: "m" }]);
    // Search windows are sized from the words' shares, listed down to rarer words than by default.
    const target = await t.db.execute<{ attstattarget: number }>(
      sql`select attstattarget from pg_attribute where attrelid = 'complaints'::regclass and attname = 'search_vector'`,
    );
    expect(target.rows).toEqual([{ attstattarget: 1000 }]);
  });
});

describe("a search narrowed to recent filing (decision 032)", () => {
  const filedAt = {
    november: new Date("2026-11-05T03:00:00Z"),
    // 23:30 in Shanghai on the last of October is still October in UTC, which the months follow.
    octoberEnd: new Date("2026-10-31T15:30:00Z"),
    september: new Date("2026-09-10T03:00:00Z"),
    octoberStart: new Date("2026-10-05T03:00:00Z"),
  };
  const filed: Record<string, number> = {};

  beforeAll(async () => {
    for (const [month, createdAt] of Object.entries(filedAt)) {
      const byWords = await createComplaint(t.db, piiKeys, {
        title: `${month}的萤火虫台灯不亮`,
        content: "萤火虫台灯用了一周就不亮了。",
        createdAt,
      });
      // "bra拉杆" is in this title verbatim but not among its words (zebra, 拉杆箱).
      const byTitle = await createComplaint(t.db, piiKeys, {
        title: `Zebra拉杆箱${month}`,
        content: "轮子掉了。",
        createdAt,
      });
      filed[month] = byWords.id;
      filed[`${month}ByTitle`] = byTitle.id;
    }
  });

  const matchesWithin = async (key: string, window?: SearchWindow) => {
    const match = textMatch(
      {
        vector: schema.complaints.searchVector,
        title: schema.complaints.title,
        createdAt: schema.complaints.createdAt,
      },
      key,
      window,
    );
    const rows = await t.db
      .select({ id: schema.complaints.id })
      .from(schema.complaints)
      .where(and(isPublicComplaint(), match.where));
    return rows.map((row) => row.id).sort((a, b) => a - b);
  };

  it("stores each complaint's month, dekad and day of filing in its search vector, as the window names them", async () => {
    const holds = async (lexeme: string) => {
      const result = await t.db.execute<{ id: number; holds: boolean }>(sql`
        select id, search_vector @@ ${`'${lexeme}'`}::tsquery as holds
        from complaints where id in (${filed.octoberEnd}, ${filed.november}, ${filed.september})`);
      return Object.fromEntries(result.rows.map((row) => [row.id, row.holds]));
    };
    const [october, november, september] = [filed.octoberEnd, filed.november, filed.september] as [
      number,
      number,
      number,
    ];
    expect(await holds(searchMonthLexeme(filedAt.octoberEnd))).toEqual({
      [october]: true,
      [november]: false,
      [september]: false,
    });
    expect(searchDekadLexeme(filedAt.octoberEnd)).toBe("dekad:2026103");
    expect(await holds(searchDekadLexeme(filedAt.octoberEnd))).toEqual({
      [october]: true,
      [november]: false,
      [september]: false,
    });
    expect(await holds(searchDayLexeme(filedAt.octoberEnd))).toEqual({
      [october]: true,
      [november]: false,
      [september]: false,
    });
    // The 10th is the first dekad's last day.
    expect(await holds("dekad:2026091")).toEqual({ [october]: false, [november]: false, [september]: true });
    expect(await holds("day:20260910")).toEqual({ [october]: false, [november]: false, [september]: true });
    // A key cannot reach the lexemes: the parser splits it at the colon.
    expect(await matchesWithin(searchMonthLexeme(filedAt.november))).toEqual([]);
    expect(await matchesWithin(searchDekadLexeme(filedAt.november))).toEqual([]);
    expect(await matchesWithin(searchDayLexeme(filedAt.november))).toEqual([]);
  });

  it("finds the window's matches only, by their words and by their titles", async () => {
    const window = {
      lexemes: [searchMonthLexeme(filedAt.november), searchDayLexeme(filedAt.octoberEnd)],
      since: new Date("2026-10-31T00:00:00Z"),
    };
    expect(await matchesWithin("萤火虫台灯")).toEqual([
      filed.november,
      filed.octoberEnd,
      filed.september,
      filed.octoberStart,
    ]);
    expect(await matchesWithin("萤火虫台灯", window)).toEqual([filed.november, filed.octoberEnd]);
    const byTitle = [filed.novemberByTitle, filed.octoberEndByTitle];
    const outside = [filed.septemberByTitle, filed.octoberStartByTitle];
    expect(await matchesWithin("bra拉杆")).toEqual(expect.arrayContaining([...byTitle, ...outside]));
    const byTitleWithin = await matchesWithin("bra拉杆", window);
    expect(byTitleWithin).toEqual(expect.arrayContaining(byTitle));
    for (const id of outside) expect(byTitleWithin).not.toContain(id);
  });
});

describe("hot search words", () => {
  const countOf = async (keyword: string) => {
    await t.app.flushCounters();
    const [row] = await t.db
      .select({ value: schema.searchKeywords.searchCount })
      .from(schema.searchKeywords)
      .where(eq(schema.searchKeywords.keyword, keyword));
    return row?.value ?? 0;
  };

  it("counts a search with results once per visitor and hour, and ignores searches without results", async () => {
    const before = await countOf("刺身变质");
    await searchAll("刺身变质", "198.51.100.7");
    await searchAll(" 刺身变质 ", "198.51.100.7");
    expect(await countOf("刺身变质")).toBe(before + 1);
    await searchAll("刺身变质", "198.51.100.8");
    expect(await countOf("刺身变质")).toBe(before + 2);
    await searchAll("完全不存在的词组合xyzzy");
    expect(await countOf("完全不存在的词组合xyzzy")).toBe(0);
  });

  it("lists pinned words first, then the most searched", async () => {
    for (let visitor = 0; visitor < 3; visitor += 1) await searchAll("三文鱼刺身", `192.0.2.${visitor}`);
    const words = (await get("/api/complaint/hot/search?limit=30")).body.data as {
      keyword: string;
      is_hot: boolean;
      search_count: number;
    }[];
    const firstUnpinned = words.findIndex((word) => !word.is_hot);
    expect(firstUnpinned).toBeGreaterThan(0);
    expect(words.slice(firstUnpinned).every((word) => !word.is_hot)).toBe(true);
    const unpinned = words.slice(firstUnpinned).map((word) => word.search_count);
    expect(unpinned).toEqual([...unpinned].sort((a, b) => b - a));
    expect(words.map((word) => word.keyword)).toContain("三文鱼刺身");
  });
});

describe("GET /brand/search with key and paging", () => {
  it("finds a brand by pinyin and initials and pages", async () => {
    const brand = await createBrand(t.db, { name: "鲸落家电", pinyin: "jingluojiadian", initials: "jljd" });
    for (const key of ["鲸落", "jingluo", "jljd"]) {
      const names = (await get(`/api/brand/search?key=${key}&page=1&page_size=5`)).body.data.map(
        (item: { name: string }) => item.name,
      );
      expect(names, key).toContain(brand.name);
    }
    expect((await get("/api/brand/search?key=jljd&page=2&page_size=5")).body.data).toEqual([]);
  });

  it("rejects a request with neither key nor keyword", async () => {
    expect(await get("/api/brand/search?page=1")).toMatchObject({
      status: 400,
      body: { msg: "请输入品牌关键词" },
    });
  });
});

describe("GET /articles/search", () => {
  it("finds published articles only, with marked titles", async () => {
    const { body } = await get(`/api/articles/search?key=${encodeURIComponent("空调漏水")}`);
    const titles = body.data.list.map((item: { title: string }) => item.title);
    expect(titles).toContain("空调漏水怎么维权：消费提示");
    expect(titles).not.toContain("未发布的空调漏水文章");
    expect(body.data.list[0].highlight.title).toEqual([[0, 4]]);
  });

  it("ranks only the newest matches of a common word and says the total stopped there", async () => {
    const template = await createArticle(t.db, {
      title: "售后回访话术指南",
      content: "<p>售后回访话术。</p>",
      publishedAt: new Date(TEST_SEED_NOW.getTime() - 86_400_000),
    });
    const copies = SEARCH_RESULT_LIMIT + 1;
    await t.db.execute(sql`
      insert into articles (title, content, search_tokens, published_at)
      select title || ' ' || n, content, search_tokens, published_at
      from articles, generate_series(1, ${copies}) as n where id = ${template.id}`);
    const key = encodeURIComponent("回访话术");
    const { body } = await get(`/api/articles/search?key=${key}&page_size=20`);
    expect(body.data).toMatchObject({ total: SEARCH_RESULT_LIMIT, total_capped: true });
    // The template is the oldest of the matches: it falls outside the ranked newest ones.
    const last = await get(`/api/articles/search?key=${key}&page_size=20&page=${SEARCH_RESULT_LIMIT / 20}`);
    const ids = last.body.data.list.map((item: { id: number }) => item.id);
    expect(ids).toHaveLength(20);
    expect(ids).not.toContain(template.id);
    const past = await get(
      `/api/articles/search?key=${key}&page_size=20&page=${SEARCH_RESULT_LIMIT / 20 + 1}`,
    );
    expect(past.body.data).toMatchObject({ list: [], total: SEARCH_RESULT_LIMIT, total_capped: true });
  });
});

describe("personal data in searches (decision 058)", () => {
  const refusal = { status: 400, body: { code: 400, msg: SEARCH_KEY_PERSONAL_DATA_MESSAGE } };

  beforeAll(async () => {
    ids.phone = (
      await createComplaint(t.db, piiKeys, {
        title: "客服13712345678不接电话",
        content: "洗碗机漏电跳闸，联系电话 137 1234 5678，邮箱 zhangwei@example.com。",
      })
    ).id;
  });

  it("answers a key holding a phone, ID or long number with the message, for complaints and articles", async () => {
    for (const key of ["13712345678", "137 1234 5678", "12345678", "110105199003070013"]) {
      expect(await get(`/api/complaint/search?key=${encodeURIComponent(key)}`)).toMatchObject(refusal);
      expect(await get(`/api/articles/search?key=${encodeURIComponent(key)}`)).toMatchObject(refusal);
    }
  });

  it("cannot confirm a masked number by a part of it, in the title or the text", async () => {
    for (const key of ["345678", "1234 5678", "37123", "zhangwei"]) {
      const page = await searchAll(key);
      expect(page.list.map((hit) => hit.id)).not.toContain(ids.phone);
    }
    expect((await searchAll("洗碗机漏电")).list.map((hit) => hit.id)).toContain(ids.phone);
    expect((await searchAll("不接电话")).list.map((hit) => hit.id)).toContain(ids.phone);
  });

  it("never counts or lists a key holding personal data as a hot word", async () => {
    for (let visitor = 0; visitor < 3; visitor += 1)
      await searchAll("13712345678", `192.0.2.${50 + visitor}`);
    await t.db
      .insert(schema.searchKeywords)
      .values({ keyword: "13812345678", searchCount: 100_000 })
      .onConflictDoNothing();
    await t.app.flushCounters();
    const words = (await get("/api/complaint/hot/search?limit=30")).body.data as { keyword: string }[];
    expect(words.length).toBeGreaterThan(0);
    expect(words.map((word) => word.keyword)).not.toContain("13812345678");
    const counted = await t.db
      .select()
      .from(schema.searchKeywords)
      .where(eq(schema.searchKeywords.keyword, "13712345678"));
    expect(counted).toEqual([]);
  });
});

describe("search words stored before they were masked (decision 058)", () => {
  it("masks them in place on start, leaves the complaint's updated_at, and changes nothing the second time", async () => {
    const { id } = await createComplaint(t.db, piiKeys, {
      title: "热水器漏水",
      content: "维修人员留下电话后失联。",
    });
    await t.db.execute(
      sql`update complaints set search_tokens = '热水器 漏水 维修 13712345678 电话 137 1234 5678 失联' where id = ${id}`,
    );
    const [before] = await t.db
      .select({ updatedAt: schema.complaints.updatedAt })
      .from(schema.complaints)
      .where(eq(schema.complaints.id, id));
    expect(await maskStoredSearchTokens(t.db)).toBeGreaterThanOrEqual(1);
    const [after] = await t.db
      .select({ searchTokens: schema.complaints.searchTokens, updatedAt: schema.complaints.updatedAt })
      .from(schema.complaints)
      .where(eq(schema.complaints.id, id));
    expect(after).toEqual({
      searchTokens: "热水器 漏水 维修 137 5678 电话 137 5678 失联",
      updatedAt: before?.updatedAt,
    });
    expect((await searchAll("1234 5678 失联")).list.map((hit) => hit.id)).not.toContain(id);
    expect(await maskStoredSearchTokens(t.db)).toBe(0);
  });
});
