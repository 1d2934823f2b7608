import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * One field of another table's row, found by that row's id, as a scalar subquery per row of a list instead of a join:
 * fewer relations in the join order PostgreSQL searches, and under row-level security a plan it keeps for any values
 * (decision 0011). The key is written with its table: drizzle leaves a one-table query's columns bare, and inside the
 * subquery a bare name would bind to the subquery's own table.
 */
export function lookUp<T>(table: PgTable, field: AnyPgColumn, key: AnyPgColumn): SQL<T> {
  const outer = sql`${sql.identifier(getTableName(key.table))}.${sql.identifier(key.name)}`;
  return sql<T>`(select l.${sql.identifier(field.name)} from ${table} l where l.id = ${outer})`;
}
