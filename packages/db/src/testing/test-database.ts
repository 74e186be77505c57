import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { ensureDatabase, quoteIdentifier, runAdminStatement, withDatabase } from "../admin";
import { TEMPLATE_DATABASE } from "./constants";
import { migrateAndSeed } from "./seeded-database";

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A private copy of the seeded template; cloning takes milliseconds, so every test file gets one. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const database = privateDatabase();
  await runAdminStatement(
    database.adminUrl,
    `CREATE DATABASE ${quoteIdentifier(database.name)} TEMPLATE ${quoteIdentifier(TEMPLATE_DATABASE)}`,
  );
  return database;
}

/**
 * A database of its own holding the demo seed with `complaintCount` complaints, for a test that
 * measures something over more data than the template's. Seeding takes a few seconds per thousand.
 */
export async function createSeededTestDatabase(complaintCount: number): Promise<TestDatabase> {
  const database = privateDatabase();
  await ensureDatabase(database.adminUrl, database.name);
  try {
    await migrateAndSeed(database.url, complaintCount);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

function privateDatabase(): TestDatabase & { adminUrl: string; name: string } {
  const adminUrl = inject("testDatabaseAdminUrl");
  const name = `tousu_t_${randomBytes(6).toString("hex")}`;
  return {
    adminUrl,
    name,
    url: withDatabase(adminUrl, name),
    drop: () => runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
  };
}
