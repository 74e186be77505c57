import pg from "pg";
import { generateSecret, readSecretFile, writeSecretFile } from "./secret-file";

/** Runs a statement on the maintenance database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function runAdminStatement(adminUrl: string, sql: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(sql));
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function databaseExists(adminUrl: string, name: string): Promise<boolean> {
  const result = await withClient(adminUrl, (client) =>
    client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]),
  );
  return result.rowCount === 1;
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

export function quoteLiteral(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * Makes `database` (created when missing) the property of `role`, a login role that is not a
 * superuser and may create neither roles nor databases, with a generated password kept in
 * `passwordFile` (mode 0600); returns the URL the server connects with. As the superuser: the
 * extensions the migrations use (pg_trgm), then every schema object of the application, including
 * those an older start made as the superuser, handed over to the role, which then migrates on its
 * own. Safe to run at every start.
 */
export async function prepareOwnedDatabase(options: {
  adminUrl: string;
  database: string;
  role: string;
  passwordFile: string;
}): Promise<string> {
  const { adminUrl, database, role } = options;
  await ensureDatabase(adminUrl, database);
  let password = readSecretFile(options.passwordFile);
  if (password === null) {
    password = generateSecret();
    writeSecretFile(options.passwordFile, password);
  }
  await withClient(adminUrl, async (client) => {
    const exists = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [role]);
    const attributes = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${quoteLiteral(password)}`;
    await client.query(
      `${exists.rowCount === 1 ? "ALTER" : "CREATE"} ROLE ${quoteIdentifier(role)} ${attributes}`,
    );
    await client.query(`ALTER DATABASE ${quoteIdentifier(database)} OWNER TO ${quoteIdentifier(role)}`);
  });
  await withClient(withDatabase(adminUrl, database), async (client) => {
    await client.query("CREATE EXTENSION IF NOT EXISTS pg_trgm");
    await client.query(handOverSchemaObjects(role));
  });
  const url = new URL(withDatabase(adminUrl, database));
  url.username = encodeURIComponent(role);
  url.password = encodeURIComponent(password);
  return url.toString();
}

/** The application's schemas (ours and Drizzle's migration log) and what is in them, to `role`; extensions' objects stay. */
function handOverSchemaObjects(role: string): string {
  return `DO $$
DECLARE
  target_name text := ${quoteLiteral(role)};
  target oid := (SELECT oid FROM pg_roles WHERE rolname = target_name);
  statement text;
BEGIN
  FOR statement IN
    SELECT format('ALTER SCHEMA %I OWNER TO %I', nspname, target_name) FROM pg_namespace
      WHERE nspname IN ('public', 'drizzle') AND nspowner <> target
    UNION ALL
    -- Tables first: a table's owned sequences (serial, identity) and indexes follow it.
    SELECT format('ALTER %s %I.%I OWNER TO %I',
        CASE c.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' ELSE 'TABLE' END,
        n.nspname, c.relname, target_name)
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ('public', 'drizzle') AND c.relkind IN ('r', 'p', 'v', 'm', 'f') AND c.relowner <> target
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('ALTER TYPE %I.%I OWNER TO %I', n.nspname, t.typname, target_name)
      FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname IN ('public', 'drizzle') AND t.typtype IN ('e', 'd', 'r', 'm') AND t.typowner <> target
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype = 'e')
    UNION ALL
    SELECT format('ALTER ROUTINE %I.%I(%s) OWNER TO %I', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid), target_name)
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname IN ('public', 'drizzle') AND p.proowner <> target
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE statement;
  END LOOP;
  -- Sequences no table owns.
  FOR statement IN
    SELECT format('ALTER SEQUENCE %I.%I OWNER TO %I', n.nspname, c.relname, target_name)
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname IN ('public', 'drizzle') AND c.relkind = 'S' AND c.relowner <> target
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('a', 'i', 'e'))
  LOOP
    EXECUTE statement;
  END LOOP;
END $$`;
}

/** Swaps the database name in a connection URL, keeping host, credentials and options. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** What the role a connection logs in as may do beyond its own objects; a server's role may do none of it. */
export async function connectionPrivileges(
  url: string,
): Promise<{ role: string; isSuperuser: boolean; canCreateRoles: boolean; canCreateDatabases: boolean }> {
  const result = await withClient(url, (client) =>
    client.query<{ rolname: string; rolsuper: boolean; rolcreaterole: boolean; rolcreatedb: boolean }>(
      "SELECT rolname, rolsuper, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = current_user",
    ),
  );
  const row = result.rows[0];
  if (!row) throw new Error("the connection's role is not in pg_roles");
  return {
    role: row.rolname,
    isSuperuser: row.rolsuper,
    canCreateRoles: row.rolcreaterole,
    canCreateDatabases: row.rolcreatedb,
  };
}
