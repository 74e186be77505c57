import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connectDatabase, type Database } from "@tousu/db";
import { createSeededTestDatabase, createTestDatabase, TEST_PII_SECRET } from "@tousu/db/testing";
import { type Config, loadConfig } from "../config";

export interface TestEnvironment {
  config: Config;
  db: Database;
  /** Closes the connection, drops the database and removes the data folder. */
  close: () => Promise<void>;
}

/**
 * What an app under test runs on: a private copy of the seeded database (or, with
 * `seededComplaints`, one seeded afresh with that many complaints), a data folder of its own and the
 * test settings. Jobs do not run and the read cache is off: tests read right after they write (the
 * cache has tests of its own that turn it on).
 */
export async function createTestEnvironment(
  env: Record<string, string> = {},
  options: { seededComplaints?: number } = {},
): Promise<TestEnvironment> {
  const database = options.seededComplaints
    ? await createSeededTestDatabase(options.seededComplaints)
    : await createTestDatabase();
  const connection = connectDatabase(database.url, { max: 4 });
  const dataDir = mkdtempSync(path.join(tmpdir(), "tousu-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PII_SECRET: TEST_PII_SECRET,
    DATA_DIR: dataDir,
    JOB_POLL_INTERVAL_MS: "0",
    CACHE_DRIVER: "none",
    ...env,
  });
  return {
    config,
    db: connection.db,
    close: async () => {
      await connection.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export { untilExpiry } from "./across-nodes";
export { openTestStream, type StreamMessage, type TestStream } from "./event-stream-client";
export { parseExposition, type Sample, sampleSum } from "./prometheus-text";
export { hasRedisServer, startTestRedis, type TestRedis } from "./redis-server";
