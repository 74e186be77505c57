import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { quoteIdentifier, runAdminStatement, withDatabase } from "../admin";
import { TEMPLATE_DATABASE } from "./constants";

export interface TestDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A private copy of the seeded template; cloning takes milliseconds, so every test file gets one. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject("testDatabaseAdminUrl");
  const name = `tousu_t_${randomBytes(6).toString("hex")}`;
  await runAdminStatement(
    adminUrl,
    `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE ${quoteIdentifier(TEMPLATE_DATABASE)}`,
  );
  return {
    url: withDatabase(adminUrl, name),
    drop: () => runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`),
  };
}
