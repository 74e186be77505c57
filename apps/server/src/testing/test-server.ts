import { type Config, createMemorySmsProvider } from "@tousu/api";
import { createTestEnvironment } from "@tousu/api/testing";
import type { Database } from "@tousu/db";
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
 * The whole server (API, redirects, SSR of the real web build, which `npm run build` makes) on the
 * API's test environment, ready for `inject`, or to `listen` on `config.PORT`.
 */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const environment = await createTestEnvironment(env);
  const sms = createMemorySmsProvider();
  const app = await buildServer({
    config: environment.config,
    db: environment.db,
    logger: false,
    providers: { sms: sms.provider },
  });
  await app.ready();
  return {
    app,
    db: environment.db,
    config: environment.config,
    sms,
    close: async () => {
      await app.close();
      await environment.close();
    },
  };
}
