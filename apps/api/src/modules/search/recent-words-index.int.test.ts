import { derivePiiKeys, schema, searchDayLexeme } from "@tousu/db";
import { createComplaint, TEST_PII_SECRET } from "@tousu/db/testing";
import { and, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicComplaint } from "../../complaint-core/public-complaint";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { maintainRecentWordsIndex, readRecentWordsIndex } from "./recent-words-index";
import { textMatch } from "./text-match";

const piiKeys = derivePiiKeys(TEST_PII_SECRET);
/** Small enough for the seeded template to hold well over twice as many published complaints. */
const SIZE = 10;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const recentIndexes = async () => {
  const result = await t.db.execute<{ name: string; valid: boolean }>(sql`
    select c.relname as name, i.indisvalid as valid
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid = 'complaints'::regclass and c.relname like 'complaints_recent_words_%'`);
  return result.rows;
};

/** The newest published complaints' ids, newest first, and when the others were last filed. */
const published = async () => {
  const rows = await t.db.execute<{ id: number; created_at: Date | string }>(sql`
    select id::float8 as id, created_at from complaints
    where dispatched_at is not null and not is_hidden order by id desc`);
  return rows.rows.map((row) => ({ id: Number(row.id), createdAt: new Date(row.created_at) }));
};

const filedBefore = async (id: number) => {
  const result = await t.db.execute<{ seconds: number }>(
    sql`select extract(epoch from max(created_at))::float8 as seconds from complaints where id < ${id}`,
  );
  return new Date(Number(result.rows[0]?.seconds) * 1000);
};

describe("the recent words index (decision 032)", () => {
  it("is not built while the published complaints are fewer than twice its size", async () => {
    const count = (await published()).length;
    await maintainRecentWordsIndex(t.db, Math.ceil(count / 2));
    expect(await recentIndexes()).toEqual([]);
    expect(await readRecentWordsIndex(t.db)).toBeNull();
  });

  it("holds the newest complaints, says when those before it were filed, and moves on once twice as many are past it", async () => {
    await maintainRecentWordsIndex(t.db, SIZE);
    const boundary = (await published())[SIZE - 1]!.id;
    expect(await recentIndexes()).toEqual([{ name: `complaints_recent_words_${boundary}`, valid: true }]);
    expect(await readRecentWordsIndex(t.db)).toEqual({
      fromId: boundary,
      rows: 2 * SIZE,
      after: await filedBefore(boundary),
    });

    // Twice its size past the boundary, not more: it stays.
    for (let filed = 0; filed < SIZE; filed += 1) await createComplaint(t.db, piiKeys);
    await maintainRecentWordsIndex(t.db, SIZE);
    expect((await readRecentWordsIndex(t.db))?.fromId).toBe(boundary);

    await createComplaint(t.db, piiKeys);
    await maintainRecentWordsIndex(t.db, SIZE);
    const next = (await published())[SIZE - 1]!.id;
    expect(next).toBeGreaterThan(boundary);
    expect(await recentIndexes()).toEqual([{ name: `complaints_recent_words_${next}`, valid: true }]);
    expect(await readRecentWordsIndex(t.db)).toEqual({
      fromId: next,
      rows: 2 * SIZE,
      after: await filedBefore(next),
    });
  });

  it("serves a search windowed within it, which finds what the whole words index finds", async () => {
    // An index over half the table, so that its id range is no narrower than the words it holds.
    for (const { name } of await recentIndexes()) await t.db.execute(sql.raw(`drop index ${name}`));
    await maintainRecentWordsIndex(t.db, Math.floor((await published()).length / 2) - 1);
    const recent = await readRecentWordsIndex(t.db);
    if (!recent) throw new Error("no recent words index");
    const filedAt = new Date(recent.after.getTime() + 86_400_000);
    const lamp = await createComplaint(t.db, piiKeys, {
      title: "萤火虫台灯一周就不亮了",
      content: "萤火虫台灯用了一周就不亮了。",
      createdAt: filedAt,
    });
    const window = { lexemes: [searchDayLexeme(filedAt)], since: new Date(recent.after.getTime() + 1) };
    const search = (fromId?: number) => {
      const match = textMatch(
        {
          vector: schema.complaints.searchVector,
          title: schema.complaints.title,
          createdAt: schema.complaints.createdAt,
          id: schema.complaints.id,
        },
        "台灯",
        { ...window, fromId },
      );
      return t.db
        .select({ id: schema.complaints.id })
        .from(schema.complaints)
        .where(and(isPublicComplaint(), match.where));
    };
    expect(await search(recent.fromId)).toEqual([{ id: lamp.id }]);
    expect(await search()).toEqual([{ id: lamp.id }]);

    // PostgreSQL proves the index's condition from the search's: the plan reads it.
    await t.db.execute(sql`analyze complaints`);
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${search(recent.fromId)}`);
      return rows.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain(`complaints_recent_words_${recent.fromId}`);
  });
});
