import { getTableColumns, getTableName, is, SQL, sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type * as schema from "../schema";

export type SeedDatabase = NodePgDatabase<typeof schema>;

const ROWS_PER_STATEMENT = 5000;

type ColumnPlan = { key: string; column: PgColumn; sqlType: string; isArray: boolean };

/**
 * Bulk insert as `INSERT … SELECT … FROM unnest($1::type[], $2::type[], …)`: one bind
 * parameter per column instead of one per value. That stays far below PostgreSQL's 65,535
 * parameter limit at any batch size and is several times cheaper, for both drizzle's query
 * builder and PostgreSQL's parser, than a multi-row VALUES list. Values still go through each
 * column's own driver mapping, so rows are typed exactly as for `db.insert()`.
 */
export async function insertRows<T extends PgTable>(
  db: SeedDatabase,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> {
  if (rows.length === 0) return;
  const records = rows as readonly Record<string, unknown>[];
  const plans: ColumnPlan[] = Object.entries(getTableColumns(table))
    .filter(([key]) => records.some((row) => row[key] !== undefined))
    .map(([key, column]) => {
      const sqlType = column.getSQLType();
      return { key, column, sqlType, isArray: sqlType.endsWith("]") };
    });
  for (let start = 0; start < records.length; start += ROWS_PER_STATEMENT) {
    const chunk = records.slice(start, start + ROWS_PER_STATEMENT);
    // Array-typed columns travel as text literals (unnest would flatten a 2-D array) and are cast back per row.
    const parameters = plans.map(
      (plan) =>
        sql`${sql.param(chunk.map((row) => driverValue(table, plan, row[plan.key])))}::${sql.raw(plan.isArray ? "text[]" : `${plan.sqlType}[]`)}`,
    );
    const names = plans.map((_, i) => sql.raw(`c${i}`));
    const selected = plans.map((plan, i) => sql.raw(plan.isArray ? `u.c${i}::${plan.sqlType}` : `u.c${i}`));
    await db.execute(
      sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(
        plans.map((plan) => sql.identifier(plan.column.name)),
        sql`, `,
      )}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(parameters, sql`, `)}) as u(${sql.join(names, sql`, `)})`,
    );
  }
}

function driverValue(table: PgTable, plan: ColumnPlan, value: unknown): unknown {
  let resolved = value;
  if (resolved === undefined) {
    const { column } = plan;
    if (column.defaultFn) resolved = column.defaultFn();
    else if (is(column.default, SQL)) {
      throw new Error(
        `${getTableName(table)}.${column.name}: some rows omit a column whose default is SQL; give every row a value or none`,
      );
    } else resolved = column.default ?? null;
  }
  return resolved === null ? null : plan.column.mapToDriverValue(resolved);
}
