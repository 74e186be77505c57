import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type DatabaseConnection } from "./client";
import { withSchemaChangesLock } from "./schema-changes-lock";
import { createTestDatabase, type TestDatabase } from "./testing/test-database";

describe("the lock on the schema changes nodes make at start (decision 104)", () => {
  let database: TestDatabase;
  let nodes: DatabaseConnection[];
  beforeAll(async () => {
    database = await createTestDatabase();
    nodes = [connectDatabase(database.url, { max: 2 }), connectDatabase(database.url, { max: 2 })];
  });
  afterAll(async () => {
    for (const node of nodes) await node.close();
    await database.drop();
  });

  it("lets one node's changes run at a time, each on its node's other connections", async () => {
    const steps: string[] = [];
    const change = (name: string, db: DatabaseConnection["db"]) =>
      withSchemaChangesLock(db, async () => {
        steps.push(`${name} starts`);
        await db.execute(sql`select pg_sleep(0.2)`);
        steps.push(`${name} ends`);
        return name;
      });
    const [a, b] = nodes as [DatabaseConnection, DatabaseConnection];
    const first = change("a", a.db);
    await expect.poll(() => steps).toEqual(["a starts"]);
    const second = change("b", b.db);
    expect(await Promise.all([first, second])).toEqual(["a", "b"]);
    expect(steps).toEqual(["a starts", "a ends", "b starts", "b ends"]);
  });

  it("lets go when a change fails", async () => {
    const [a, b] = nodes as [DatabaseConnection, DatabaseConnection];
    await expect(
      withSchemaChangesLock(a.db, async () => {
        throw new Error("migration refused");
      }),
    ).rejects.toThrow("migration refused");
    expect(await withSchemaChangesLock(b.db, async () => "next")).toBe("next");
  });
});
