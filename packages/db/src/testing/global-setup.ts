import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { ensureDatabase, quoteIdentifier, runAdminStatement, withDatabase } from "../admin";
import { startEmbeddedPostgres } from "../embedded";
import { TEMPLATE_DATABASE, TEST_SEED_COMPLAINTS } from "./constants";
import { findFreePort } from "./free-port";
import { migrateAndSeed } from "./seeded-database";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseAdminUrl: string;
  }
}

/**
 * One PostgreSQL per test run (embedded, or DATABASE_URL's server), one migrated
 * and seeded template database; each test file clones its own copy from it.
 */
export default async function setup(project: TestProject) {
  const externalUrl = process.env.DATABASE_URL;
  // Per run, so test runs in parallel (or a crashed one's leftovers) never share a server.
  const dataDir = `data/test-postgres/${process.pid}`;
  let stop = async () => {};
  let adminUrl: string;
  if (externalUrl) {
    adminUrl = withDatabase(externalUrl, "postgres");
  } else {
    rmSync(dataDir, { recursive: true, force: true });
    const server = await startEmbeddedPostgres({ dataDir, port: await findFreePort(), persistent: false });
    adminUrl = server.adminUrl;
    stop = server.stop;
  }

  try {
    await createTemplateDatabase(adminUrl);
  } catch (error) {
    // A failed setup must not leave PostgreSQL running, or the test process never exits.
    await stop();
    throw error;
  }

  project.provide("testDatabaseAdminUrl", adminUrl);
  return async () => {
    await stop();
  };
}

async function createTemplateDatabase(adminUrl: string): Promise<void> {
  await runAdminStatement(
    adminUrl,
    `DROP DATABASE IF EXISTS ${quoteIdentifier(TEMPLATE_DATABASE)} WITH (FORCE)`,
  );
  await ensureDatabase(adminUrl, TEMPLATE_DATABASE);
  await migrateAndSeed(withDatabase(adminUrl, TEMPLATE_DATABASE), TEST_SEED_COMPLAINTS);
}
