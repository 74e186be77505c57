import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./migrate";
import * as schema from "./schema";
import { useTestConnection } from "./testing/test-connection";

// The data migration that moves quotes from yuan into fen (decision 098), found by its name in the journal.
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const tag = journal.entries.find((entry) => entry.tag.endsWith("_entrustment-quotes-in-fen"))?.tag;
const MIGRATION = readFileSync(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), "utf8");

const connection = useTestConnection();

describe("the migration of quotes into fen", () => {
  it("copies every quote in yuan into whole fen and leaves unanswered requests without one", async () => {
    const { db } = connection();
    const rows = await db
      .select({ id: schema.entrustments.id })
      .from(schema.entrustments)
      .orderBy(asc(schema.entrustments.id))
      .limit(4);
    expect(rows).toHaveLength(4);
    const ids = rows.map((row) => row.id);
    // The column as it was before the yuan were dropped, with the quotes as they were stored.
    await db.execute(sql`alter table entrustments add column quote_yuan numeric(12, 2)`);
    await db.execute(sql`update entrustments set quote_fen = null, quote_yuan = case id
      when ${ids[0]} then 3000 when ${ids[1]} then 1234.56 when ${ids[2]} then 0.07 else null end
      where id in ${ids}`);

    for (const statement of MIGRATION.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const after = await db.execute<{ id: number; quote_fen: number | null }>(
      sql`select id, quote_fen from entrustments where id in ${ids} order by id`,
    );
    expect(after.rows.map((row) => row.quote_fen)).toEqual([300_000, 123_456, 7, null]);
  });
});
