import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import {
  connectionPrivileges,
  ensureDatabase,
  prepareOwnedDatabase,
  quoteIdentifier,
  runAdminStatement,
  withDatabase,
} from "./admin";
import { connectDatabase } from "./client";
import { migrateDatabase } from "./migrate";

const SECRET = "另一个库的秘密";

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("the server's own database role", () => {
  const adminUrl = inject("testDatabaseAdminUrl");
  const suffix = randomBytes(4).toString("hex");
  const database = `tousu_owned_${suffix}`;
  const otherDatabase = `tousu_other_${suffix}`;
  const role = `tousu_app_${suffix}`;
  const directory = mkdtempSync(path.join(tmpdir(), "tousu-role-"));
  const passwordFile = path.join(directory, "app.password");
  let url: string;

  beforeAll(async () => {
    // As an older start left it: the schema migrated by the superuser, which owns all of it.
    await ensureDatabase(adminUrl, database);
    const legacy = connectDatabase(withDatabase(adminUrl, database), { max: 1 });
    try {
      await migrateDatabase(legacy.db);
    } finally {
      await legacy.close();
    }
    await runAdminStatement(withDatabase(adminUrl, database), "CREATE TABLE made_by_superuser (id int)");
    url = await prepareOwnedDatabase({ adminUrl, database, role, passwordFile });
    const connection = connectDatabase(url, { max: 1 });
    try {
      await migrateDatabase(connection.db);
    } finally {
      await connection.close();
    }
    await runAdminStatement(
      withDatabase(adminUrl, database),
      `CREATE SCHEMA staff_only; CREATE TABLE staff_only.notes (body text); INSERT INTO staff_only.notes VALUES ('${SECRET}')`,
    );
    await ensureDatabase(adminUrl, otherDatabase);
    await runAdminStatement(
      withDatabase(adminUrl, otherDatabase),
      `CREATE TABLE notes (body text); INSERT INTO notes VALUES ('${SECRET}')`,
    );
  });

  afterAll(async () => {
    for (const name of [database, otherDatabase])
      await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
    await runAdminStatement(adminUrl, `DROP ROLE IF EXISTS ${quoteIdentifier(role)}`);
    rmSync(directory, { recursive: true, force: true });
  });

  it("logs in with a generated password kept in a file only its owner reads, and migrates on its own", async () => {
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(new URL(url).username).toBe(role);
    const [applied] = (await query(
      url,
      "SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations",
    )) as {
      count: number;
    }[];
    expect(applied?.count).toBeGreaterThan(0);
  });

  it("is no superuser and may create neither roles nor databases", async () => {
    expect(await connectionPrivileges(url)).toEqual({
      role,
      isSuperuser: false,
      canCreateRoles: false,
      canCreateDatabases: false,
    });
    await expect(query(url, `CREATE ROLE ${quoteIdentifier(`${role}_x`)}`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(query(url, `CREATE DATABASE ${quoteIdentifier(`${database}_x`)}`)).rejects.toThrow(
      /permission denied/,
    );
    // PostgreSQL 15 says "must be superuser to alter superuser roles", later versions "permission denied".
    await expect(query(url, `ALTER ROLE ${quoteIdentifier(role)} SUPERUSER`)).rejects.toThrow(
      /permission denied|must be superuser/,
    );
  });

  it("owns the application's schema, including what the superuser made there before", async () => {
    const notOwned = await query(
      url,
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname IN ('public', 'drizzle') AND c.relowner <> (SELECT oid FROM pg_roles WHERE rolname = current_user)
           AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
       UNION ALL
       SELECT p.proname FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
         WHERE n.nspname IN ('public', 'drizzle') AND p.proowner <> (SELECT oid FROM pg_roles WHERE rolname = current_user)
           AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
       UNION ALL
       SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
         WHERE n.nspname IN ('public', 'drizzle') AND t.typtype = 'e'
           AND t.typowner <> (SELECT oid FROM pg_roles WHERE rolname = current_user)`,
    );
    expect(notOwned).toEqual([]);
    await query(url, "ALTER TABLE made_by_superuser ADD COLUMN note text");
    await query(url, "ALTER TABLE complaints ALTER COLUMN title SET STATISTICS 200");
  });

  it("cannot read a schema or a database it does not own", async () => {
    await expect(query(url, "SELECT body FROM staff_only.notes")).rejects.toThrow(/permission denied/);
    await expect(query(withDatabase(url, otherDatabase), "SELECT body FROM notes")).rejects.toThrow(
      /permission denied/,
    );
  });

  it("is prepared again at the next start with the same password", async () => {
    expect(await prepareOwnedDatabase({ adminUrl, database, role, passwordFile })).toBe(url);
    expect(await query(url, "SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });
});
