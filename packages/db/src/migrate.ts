import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";
import { syncPublishedWorkCalendar } from "./work-calendar";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../drizzle", import.meta.url));

/** A migration the database refused; `cause` is PostgreSQL's error (or the connection's). */
export class MigrationError extends Error {
  override name = "MigrationError";
}

export async function migrateDatabase(db: Database): Promise<void> {
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    throw new MigrationError(describeCause(error), { cause: error });
  }
  // Reference data that arrives with a dependency's new version rather than with a migration.
  await syncPublishedWorkCalendar(db);
}

/** drizzle wraps PostgreSQL's error in one that only repeats the statement; the reason is in its cause. */
function describeCause(error: unknown): string {
  let reason = error;
  while (reason instanceof Error && reason.cause instanceof Error) reason = reason.cause;
  return reason instanceof Error ? reason.message : String(reason);
}
