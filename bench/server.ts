// Starts the real app for a benchmark: production mode, the web build, its own data directory
// and embedded PostgreSQL, and stops it afterwards.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { connectDatabase, SUPERUSER_PASSWORD_FILE } from "@tousu/db";

/** The benchmark server's throwaway secret, which sessions and phones are keyed by. */
export const BENCH_PII_SECRET = "benchmark-only-pii-secret-0000000000000000";

export interface BenchServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

export interface BenchServerOptions {
  port: number;
  embeddedPgPort: number;
  dataDir: string;
  seedSize?: number;
  /** Extra settings, e.g. CACHE_DRIVER=none to measure the queries behind the cache. */
  env?: Record<string, string>;
}

/** Until `url` answers 2xx; a process that `exited` first, or the time running out, fails. */
export async function waitForServer(url: string, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("the server exited before it answered");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      // Production mode measures what users get. Production refuses the SMS outbox and the
      // development secrets, so the benchmark configures throwaway ones; it sends no SMS.
      NODE_ENV: "production",
      PII_SECRET: BENCH_PII_SECRET,
      CAPTCHA_SECRET: "benchmark-only-captcha-secret",
      UPLOAD_SECRET: "benchmark-only-upload-secret",
      SMS_PROVIDER: "aliyun",
      ALIYUN_SMS_ACCESS_KEY_ID: "benchmark",
      ALIYUN_SMS_ACCESS_KEY_SECRET: "benchmark",
      ALIYUN_SMS_SIGN_NAME: "benchmark",
      ALIYUN_SMS_TEMPLATE_CODE: "SMS_0",
      ALIYUN_SMS_NOTICE_TEMPLATE_CODE: "SMS_1",
      // The load generator sends each request as one of many visitors through loopback.
      TRUST_PROXY: "127.0.0.1",
      // Production requires the public origin; the benchmark's server is its own.
      SITE_ORIGIN: baseUrl,
      // Background jobs off: every day since the seed makes thousands of its complaints' deadlines
      // come due, and working off that backlog mid-measurement is not what visitors meet (a live
      // platform's deadlines come due a few a minute). docs/performance.md.
      JOB_POLL_INTERVAL_MS: "0",
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      EMBEDDED_PG_PORT: String(options.embeddedPgPort),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...(options.seedSize ? { SEED_SIZE: String(options.seedSize) } : {}),
      ...options.env,
    },
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    server.on("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) server.kill("SIGINT");
    await exit;
  };
  try {
    // A first start at a million complaints seeds them: allow it an hour.
    await waitForServer(`${baseUrl}/api/health`, 3_600_000, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** A connection as the embedded server's superuser, whose password the server generated at its first start. */
export function superuserPool(dataDir: string, embeddedPgPort: number) {
  const password = readFileSync(path.join(dataDir, "postgres", SUPERUSER_PASSWORD_FILE), "utf8").trim();
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${embeddedPgPort}/tousu`;
  return connectDatabase(url, { max: 1 });
}

/**
 * Reads the whole database into PostgreSQL's buffers, so the benchmark measures a server that has
 * been up a while, not the first minutes after a start, when random pages wait on the disk. The
 * buffers are a quarter of the memory (decision 023); a million complaints are 6–7 GB, so the
 * largest relations are read first and the last ones' pages are the ones sure to stay. The
 * operating system's page cache would not do: this VM drops pages unread for a minute.
 */
export async function readIntoBuffers(dataDir: string, embeddedPgPort: number): Promise<void> {
  // pg_prewarm is the superuser's to install.
  const { pool, close } = superuserPool(dataDir, embeddedPgPort);
  try {
    await pool.query("create extension if not exists pg_prewarm");
    await pool.query(`
      select pg_prewarm(c.oid)
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'pg_toast') and c.relkind in ('r', 'i', 't', 'm')
      order by pg_relation_size(c.oid) desc`);
  } finally {
    await close();
  }
}
