import type { Database } from "@tousu/db";

/**
 * A statement PostgreSQL parses and plans once per connection instead of on every call, built once
 * per database. For the hottest reads only: planning was most of PostgreSQL's work for a complaint
 * page's small index reads (docs/decisions/066). The name given to drizzle's `.prepare(name)` must be
 * unique: PostgreSQL keeps statements by name per connection, and node-postgres refuses one name for
 * two texts.
 */
export function preparedStatement<Statement>(
  prepare: (db: Database) => Statement,
): (db: Database) => Statement {
  const byDatabase = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      byDatabase.set(db, statement);
    }
    return statement;
  };
}
