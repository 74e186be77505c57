import { readFileSync } from "node:fs";
import path from "node:path";
import { isPracticeCity } from "@tousu/domain";
import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./migrate";
import { derivePiiKeys } from "./pii";
import * as schema from "./schema";
import { createLawyer, TEST_PII_SECRET } from "./testing";
import { useTestConnection } from "./testing/test-connection";

// The migration that moves lawyers' cities onto the city list, found by its name in the journal.
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const tag = journal.entries.find((entry) => entry.tag.endsWith("_lawyer-cities-from-the-list"))?.tag;
const MIGRATION = readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), "utf8");

const connection = useTestConnection();

describe("the migration onto the city list", () => {
  it("names each lawyer's city as the list does, and empties what the list cannot name", async () => {
    const { db } = connection();
    const piiKeys = derivePiiKeys(TEST_PII_SECRET);
    const typed = ["北京", " 广州 ", "香港", "北京市朝阳区", "杭州市", "北京朝阳", "火星城"];
    const ids: number[] = [];
    for (const city of typed) ids.push((await createLawyer(db, piiKeys, { city })).user.id);
    // The list as it was seeded before: bare names that end like a suffix lacked their 市.
    await db.insert(schema.cities).values([
      { id: 990_001, name: "青岛", level: 2 },
      { id: 990_002, name: "延边朝鲜族自治州", level: 2 },
      { id: 990_003, name: "香港岛", level: 2 },
    ]);

    for (const statement of MIGRATION.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const rows = await db
      .select({ id: schema.lawyerProfiles.userId, city: schema.lawyerProfiles.city })
      .from(schema.lawyerProfiles)
      .where(inArray(schema.lawyerProfiles.userId, ids));
    const cities = new Map(rows.map((row) => [row.id, row.city]));
    expect(ids.map((id) => cities.get(id))).toEqual([
      "北京市",
      "广州市",
      "香港特别行政区",
      "北京市",
      "杭州市",
      "",
      "",
    ]);
    const every = await db.select({ city: schema.lawyerProfiles.city }).from(schema.lawyerProfiles);
    expect(every.filter((row) => row.city !== "" && !isPracticeCity(row.city))).toEqual([]);
    const seeded = await db
      .select({ name: schema.cities.name })
      .from(schema.cities)
      .where(inArray(schema.cities.id, [990_001, 990_002, 990_003]))
      .orderBy(schema.cities.id);
    expect(seeded.map((row) => row.name)).toEqual(["青岛市", "延边朝鲜族自治州", "香港岛"]);
  });
});
