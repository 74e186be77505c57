import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** For helpers that work the same inside or outside a transaction. */
export type DatabaseOrTransaction = Database | Transaction;

export interface DatabaseConnection {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
}

// bigint counts (COUNT(*), bigserial ids) come back as strings by default; every id and
// count we store fits comfortably in a JS number, so parse them once here.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));

/** Drizzle's node-postgres database carries the pool it was made with (`connectDatabase`'s). */
export const poolOf = (db: Database): pg.Pool => (db as Database & { $client: pg.Pool }).$client;

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseConnection {
  // Idle connections are kept (pg closes them after 10 s by default). A new one is a new
  // PostgreSQL process, which plans the prepared statements again and maps the shared buffers it
  // reads page by page: the first search after 15 s idle took 17–23 ms instead of 7–8
  // (docs/performance.md). Ten idle connections cost PostgreSQL a few megabytes.
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, idleTimeoutMillis: 0 });
  // An idle client loses its connection when PostgreSQL restarts or shuts down; the pool
  // replaces it on next use, so this must not crash the process (pg's documented advice).
  pool.on("error", (error) => console.warn(`[db] idle connection closed: ${error.message}`));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
