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

/**
 * `count` whole servers on one database, as the nodes of one deployment (decision 099), each with
 * its own memory; they share what `env` makes them share (a `REDIS_URL`). Closing the first closes
 * them all and drops the database.
 */
export async function startTestServers(count: number, env: Record<string, string>): Promise<TestServer[]> {
  const environment = await createTestEnvironment(env);
  const servers: TestServer[] = [];
  for (let index = 0; index < count; index++) {
    const sms = createMemorySmsProvider();
    const app = await buildServer({
      config: environment.config,
      db: environment.db,
      logger: false,
      providers: { sms: sms.provider },
    });
    await app.ready();
    servers.push({ app, db: environment.db, config: environment.config, sms, close: () => app.close() });
  }
  const closeAll = async () => {
    for (const server of servers) await server.close();
    await environment.close();
  };
  return servers.map((server, index) => (index === 0 ? { ...server, close: closeAll } : server));
}
