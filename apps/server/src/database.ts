import path from "node:path";
import type { Config } from "@tousu/api";
import {
  connectDatabase,
  type DatabaseConnection,
  ensureDatabase,
  migrateDatabase,
  startEmbeddedPostgres,
  withDatabase,
} from "@tousu/db";
import { isDatabaseSeeded, seedDatabase } from "@tousu/db/seed";

const EMBEDDED_DATABASE = "tousu";

export interface OpenedDatabase {
  connection: DatabaseConnection;
  /** Closes the pool and, for the embedded server, stops PostgreSQL cleanly. */
  close: () => Promise<void>;
}

/**
 * `DATABASE_URL` when set; otherwise the embedded PostgreSQL under DATA_DIR, so a
 * fresh clone needs no server. Migrations run at every start; demo data is seeded
 * only into an empty database, so a second start reuses what is there.
 */
export async function openDatabase(config: Config, log: (message: string) => void): Promise<OpenedDatabase> {
  let url = config.DATABASE_URL;
  let stopServer = async () => {};
  if (!url) {
    const server = await startEmbeddedPostgres({
      dataDir: path.join(config.dataDir, "postgres"),
      port: config.EMBEDDED_PG_PORT,
      sharedBuffersMb: config.EMBEDDED_PG_SHARED_BUFFERS_MB,
    });
    stopServer = server.stop;
    await ensureDatabase(server.adminUrl, EMBEDDED_DATABASE);
    url = withDatabase(server.adminUrl, EMBEDDED_DATABASE);
    log(`embedded PostgreSQL running on ${server.address}`);
  }
  const connection = connectDatabase(url);
  try {
    await migrateDatabase(connection.db);
    if (!(await isDatabaseSeeded(connection.db))) {
      log(`seeding demo data (${config.SEED_SIZE} complaints)…`);
      const started = Date.now();
      await seedDatabase(connection.db, {
        complaintCount: config.SEED_SIZE,
        piiSecret: config.PII_SECRET,
        onProgress: log,
      });
      log(`demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } catch (error) {
    await connection.close();
    await stopServer();
    throw error;
  }
  return {
    connection,
    close: async () => {
      await connection.close();
      await stopServer();
    },
  };
}
