import { and, count, eq, inArray, isNull, not, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "../client";
import { decryptPii, derivePiiKeys, phoneBlindIndex } from "../pii";
import * as schema from "../schema";
import { segmentForSearch } from "../search-tokens";
import { TEST_PII_SECRET, TEST_SEED_COMPLAINTS } from "../testing/constants";
import { createArticle, createBrand, createComplaint, createUser } from "../testing/factories";
import { createTestDatabase, type TestDatabase } from "../testing/test-database";
import { isDatabaseSeeded, seedDatabase } from "./index";

const keys = derivePiiKeys(TEST_PII_SECRET);
let database: TestDatabase;
let connection: DatabaseConnection;

beforeAll(async () => {
  database = await createTestDatabase();
  connection = connectDatabase(database.url, { max: 2 });
});

afterAll(async () => {
  await connection?.close();
  await database?.drop();
});

const total = async (table: PgTable) =>
  (await connection.db.select({ value: count() }).from(table))[0]?.value ?? 0;

describe("seeded template", () => {
  it("holds the demo data the product needs", async () => {
    expect(await isDatabaseSeeded(connection.db)).toBe(true);
    expect(await total(schema.brands)).toBeGreaterThanOrEqual(210);
    expect(await total(schema.complaints)).toBe(TEST_SEED_COMPLAINTS);
    expect(await total(schema.users)).toBeGreaterThanOrEqual(1500);
    expect(await total(schema.articles)).toBeGreaterThanOrEqual(160);
    expect(await total(schema.cities)).toBeGreaterThan(34);
    const [hot] = await connection.db
      .select({ value: count() })
      .from(schema.brands)
      .where(eq(schema.brands.isHot, true));
    expect(hot?.value).toBe(20);
  });

  it("keeps brand counters equal to the public complaints behind them", async () => {
    const rows = await connection.db.execute<{ mismatches: number }>(sql`
      select count(*)::int as mismatches from brands b
      where b.complaint_count <> (
        select count(*) from complaints c
        where c.brand_id = b.id and not c.is_hidden and c.status not in ('pending_review', 'rejected'))`);
    expect(rows.rows[0]?.mismatches).toBe(0);
  });

  it("stores phones encrypted and findable by blind index", async () => {
    const [user] = await connection.db.select().from(schema.users).where(eq(schema.users.id, 1));
    if (!user) throw new Error("seeded user 1 is missing");
    const phone = decryptPii(user.phoneCipher, keys.encryptionKey);
    expect(phone).toMatch(/^1\d{10}$/);
    expect(user.phoneHash).toBe(phoneBlindIndex(phone, keys.indexKey));
  });

  it("finds complaints by Chinese words through the generated tsvector", async () => {
    const [sample] = await connection.db
      .select({ id: schema.complaints.id, title: schema.complaints.title })
      .from(schema.complaints)
      .limit(1);
    if (!sample) throw new Error("no seeded complaint");
    const query = segmentForSearch(sample.title.slice(0, 8));
    const found = await connection.db
      .select({ id: schema.complaints.id })
      .from(schema.complaints)
      .where(sql`${schema.complaints.searchVector} @@ phraseto_tsquery('simple', ${query})`);
    expect(found.map((row) => row.id)).toContain(sample.id);
  });

  it("refuses to seed a database that already has data", async () => {
    await expect(
      seedDatabase(connection.db, { piiSecret: TEST_PII_SECRET, complaintCount: 10 }),
    ).rejects.toThrow("already has brands");
  });
});

describe("factories", () => {
  it("create rows next to the seeded ones without clashing ids or names", async () => {
    const user = await createUser(connection.db, keys);
    expect(decryptPii(user.phoneCipher, keys.encryptionKey)).toBe(user.phone);
    expect(user.phoneHash).toBe(phoneBlindIndex(user.phone, keys.indexKey));

    const brand = await createBrand(connection.db, { name: "测试云杉" });
    expect(brand).toMatchObject({ pinyin: "ceshiyunshan", initials: "csys" });
    expect(brand.enterpriseId).not.toBeNull();

    const complaint = await createComplaint(connection.db, keys, {
      brandId: brand.id,
      userId: user.id,
      money: 128.5,
    });
    expect(complaint).toMatchObject({ status: "dispatched", enterpriseId: brand.enterpriseId, money: 128.5 });
    expect(complaint.searchTokens).toContain("测试");

    const standalone = await createComplaint(connection.db, keys);
    expect(standalone.userId).not.toBe(user.id);
    const visible = await connection.db
      .select({ id: schema.complaints.id })
      .from(schema.complaints)
      .where(
        and(
          inArray(schema.complaints.id, [complaint.id, standalone.id]),
          not(eq(schema.complaints.status, "pending_review")),
          isNull(schema.complaints.closedAt),
        ),
      );
    expect(visible).toHaveLength(2);

    const article = await createArticle(connection.db, { title: "预付卡维权指南" });
    expect(article.searchTokens).toContain("预付");
  });
});
