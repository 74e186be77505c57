import path from "node:path";
import { type Config, ConfigError } from "@tousu/api";
import {
  connectDatabase,
  connectionPrivileges,
  type DatabaseConnection,
  maskStoredSearchTokens,
  migrateDatabase,
  prepareOwnedDatabase,
  startEmbeddedPostgres,
  withSchemaChangesLock,
} from "@tousu/db";
import { isDatabaseSeeded, seedDatabase } from "@tousu/db/seed";

const EMBEDDED_DATABASE = "tousu";
/** The embedded database's owner, whom the server connects as; never the superuser. */
export const APPLICATION_ROLE = "tousu_app";
/** Its generated password, beside the superuser's in PostgreSQL's data directory. */
export const APPLICATION_PASSWORD_FILE = "tousu_app.password";

export interface OpenedDatabase {
  connection: DatabaseConnection;
  /** Closes the pool and, for the embedded server, stops PostgreSQL cleanly. */
  close: () => Promise<void>;
}

/**
 * `DATABASE_URL` when set; otherwise the embedded PostgreSQL under DATA_DIR, so a
 * fresh clone needs no server, where the server connects as the database's owner role, not the
 * superuser. Migrations run at every start; demo data is seeded only into an empty database, so a
 * second start reuses what is there. In production the server refuses a role that may do more than
 * own its objects (superuser, roles, databases), as it refuses development secrets (decision 003).
 */
export async function openDatabase(config: Config, log: (message: string) => void): Promise<OpenedDatabase> {
  let url = config.DATABASE_URL;
  let stopServer = async () => {};
  if (!url) {
    const postgresDir = path.join(config.dataDir, "postgres");
    const server = await startEmbeddedPostgres({
      dataDir: postgresDir,
      port: config.EMBEDDED_PG_PORT,
      sharedBuffersMb: config.EMBEDDED_PG_SHARED_BUFFERS_MB,
    });
    stopServer = server.stop;
    url = await prepareOwnedDatabase({
      adminUrl: server.adminUrl,
      database: EMBEDDED_DATABASE,
      role: APPLICATION_ROLE,
      passwordFile: path.join(postgresDir, APPLICATION_PASSWORD_FILE),
    }).catch(async (error: unknown) => {
      await stopServer();
      throw error;
    });
    log(`embedded PostgreSQL running on ${server.address}`);
  }
  if (config.NODE_ENV === "production")
    await refusePrivilegedRole(url).catch(async (error: unknown) => {
      await stopServer();
      throw error;
    });
  const connection = connectDatabase(url);
  try {
    // One node at a time: two nodes starting a release at once would both apply its migrations.
    await withSchemaChangesLock(connection.db, () => migrateDatabase(connection.db));
    if (!(await isDatabaseSeeded(connection.db))) {
      log(`seeding demo data (${config.SEED_SIZE} complaints)…`);
      const started = Date.now();
      await seedDatabase(connection.db, {
        complaintCount: config.SEED_SIZE,
        piiSecret: config.PII_SECRET,
        onProgress: log,
      });
      log(`demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } else {
      const masked = await maskStoredSearchTokens(connection.db);
      if (masked > 0) log(`search words of ${masked} complaints masked`);
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

async function refusePrivilegedRole(url: string): Promise<void> {
  const privileges = await connectionPrivileges(url);
  if (privileges.isSuperuser || privileges.canCreateRoles || privileges.canCreateDatabases) {
    throw new ConfigError(
      `Invalid configuration:\n  DATABASE_URL: connects as ${privileges.role}, which may create roles or databases or is a superuser; in production connect as a role that only owns the application's schema`,
    );
  }
}
