import { rmSync } from "node:fs";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";
import { ensureDatabase, quoteIdentifier, runAdminStatement, withDatabase } from "../admin";
import { connectDatabase } from "../client";
import { startEmbeddedPostgres } from "../embedded";
import { migrateDatabase } from "../migrate";
import { seedDatabase } from "../seed";
import { TEMPLATE_DATABASE, TEST_PII_SECRET, TEST_SEED_COMPLAINTS, TEST_SEED_NOW } from "./constants";

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
  const connection = connectDatabase(withDatabase(adminUrl, TEMPLATE_DATABASE), { max: 4 });
  try {
    await migrateDatabase(connection.db);
    await seedDatabase(connection.db, {
      complaintCount: TEST_SEED_COMPLAINTS,
      now: TEST_SEED_NOW,
      piiSecret: TEST_PII_SECRET,
    });
  } finally {
    await connection.close();
  }
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
