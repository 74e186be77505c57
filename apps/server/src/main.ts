import { loadConfig, scheduleMissingDeadlineJobs } from "@tousu/api";
import type { FastifyInstance } from "fastify";
import { formatBootFailure } from "./boot-failure";
import { buildServer } from "./build-server";
import { openDatabase } from "./database";

const log = (message: string) => console.info(`[tousu] ${message}`);

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, log);
  let app: FastifyInstance | undefined;
  try {
    app = await buildServer({ config, db: database.connection.db });
    // Once the job queue has started (its queues exist).
    await app.ready();
    const scheduled = await scheduleMissingDeadlineJobs(database.connection.db, new Date());
    if (scheduled > 0) log(`scheduled ${scheduled} deadline jobs for complaints that had none`);
    await app.listen({ host: config.HOST, port: config.PORT });
  } catch (error) {
    // PostgreSQL is a child process: stop it before failing, or it outlives us.
    await app?.close();
    await database.close();
    throw error;
  }

  const server = app;
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    log(`${signal} received, shutting down…`);
    await server.close();
    await database.close();
    log("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
  log(`ready: http://localhost:${config.PORT}  (API docs: http://localhost:${config.PORT}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error(formatBootFailure(error));
  process.exit(1);
});
