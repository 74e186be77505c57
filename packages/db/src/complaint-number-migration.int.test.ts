import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "./migrate";
import * as schema from "./schema";
import { useTestConnection } from "./testing/test-connection";

// Migration 0019 on complaints as they were before it: some without a number, some of another length.
const MIGRATION = readFileSync(path.join(MIGRATIONS_FOLDER, "0019_complaint-number.sql"), "utf8");

const connection = useTestConnection();

describe("migration 0019 (decision 029)", () => {
  it("numbers every complaint in the one format, keeps numbers already in it, and makes the column required", async () => {
    const { db } = connection();
    await db.execute(sql`alter table complaints alter column sn drop default, alter column sn drop not null`);
    await db.execute(sql`alter table complaints drop constraint complaints_sn_format`);
    await db.execute(sql`drop sequence complaint_sn_seq`);
    const rows = await db
      .select({ id: schema.complaints.id })
      .from(schema.complaints)
      .orderBy(asc(schema.complaints.createdAt), asc(schema.complaints.id))
      .limit(6);
    const [kept, unnumberedOld, twelve, thirteen, unnumberedNew] = rows.map((row) => row.id) as number[];
    await db.execute(sql`update complaints set sn = '17300123456' where id = ${kept}`);
    await db.execute(sql`update complaints set sn = null where id in (${unnumberedOld}, ${unnumberedNew})`);
    await db.execute(sql`update complaints set sn = '173001234561' where id = ${twelve}`);
    await db.execute(sql`update complaints set sn = '1730012345612' where id = ${thirteen}`);

    for (const statement of MIGRATION.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const numbers = new Map(
      (await db.select({ id: schema.complaints.id, sn: schema.complaints.sn }).from(schema.complaints)).map(
        (row) => [row.id, row.sn],
      ),
    );
    expect([...numbers.values()].every((sn) => /^[0-9]{11}$/.test(sn))).toBe(true);
    expect(new Set(numbers.values()).size).toBe(numbers.size);
    expect(numbers.get(kept!)).toBe("17300123456");
    // Renumbered in the order they were filed, from the sequence, past every number kept.
    const renumbered = [unnumberedOld, twelve, thirteen, unnumberedNew].map((id) => Number(numbers.get(id!)));
    expect(renumbered).toEqual([...renumbered].sort((a, b) => a - b));
    const highestKept = Math.max(
      ...[...numbers.entries()]
        .filter(([id]) => !rows.slice(1, 5).some((row) => row.id === id))
        .map(([, sn]) => Number(sn)),
    );
    expect(renumbered[0]).toBeGreaterThan(highestKept);

    await expect(db.execute(sql`update complaints set sn = null where id = ${kept}`)).rejects.toThrow();
    await expect(db.execute(sql`update complaints set sn = '123' where id = ${kept}`)).rejects.toThrow();
  });
});
