import pg from "pg";

/** Runs a statement on the maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function runAdminStatement(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const result = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

/**
 * Creates the database when missing, with a UTF-8 ctype whatever the server's default:
 * trigram search on Chinese text depends on it (see embedded.ts).
 */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  if (!(await databaseExists(adminUrl, name))) {
    await runAdminStatement(
      adminUrl,
      `CREATE DATABASE ${quoteIdentifier(name)} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C' LC_CTYPE 'C.UTF-8'`,
    );
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Swaps the database name in a connection URL, keeping host, credentials and options. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}
