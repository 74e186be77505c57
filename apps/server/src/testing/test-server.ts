import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Config, createMemorySmsProvider, loadConfig } from "@tousu/api";
import { connectDatabase, type Database } from "@tousu/db";
import { createTestDatabase, TEST_PII_SECRET } from "@tousu/db/testing";
import type { FastifyInstance } from "fastify";
import { buildServer } from "../build-server";

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  sms: ReturnType<typeof createMemorySmsProvider>;
  close: () => Promise<void>;
}

/**
 * The whole server (API, redirects, SSR of the real web build, which `npm run build` makes) on a
 * private copy of the seeded database, ready for `inject`, or to `listen` on `config.PORT`. Jobs do
 * not run and the API's read cache is off: tests read right after they write.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const database = await createTestDatabase();
  const connection = connectDatabase(database.url, { max: 4 });
  const dataDir = mkdtempSync(path.join(tmpdir(), "tousu-server-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    PII_SECRET: TEST_PII_SECRET,
    DATA_DIR: dataDir,
    JOB_POLL_INTERVAL_MS: "0",
    CACHE_DRIVER: "none",
    ...env,
  });
  const sms = createMemorySmsProvider();
  const app = await buildServer({
    config,
    db: connection.db,
    logger: false,
    providers: { sms: sms.provider },
  });
  await app.ready();
  return {
    app,
    db: connection.db,
    config,
    sms,
    close: async () => {
      await app.close();
      await connection.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
