import pg from 'pg';
import { is, Param, Placeholder, sql, type SQL } from 'drizzle-orm';

/** A quoted string, a quoted identifier or a line comment is skipped whole; a `$n` outside them is a placeholder. */
const PLACEHOLDER = /'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*|\$(\d+)/g;

function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  // A negative number in parentheses: written after a minus (`1-$1`), `-5` would start a comment.
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value < 0 ? `(${value})` : String(value);
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'number' && Number.isSafeInteger(v))) return `'{${value.join(',')}}'`;
  // Only values whose literal reads back exactly: anything else stays a parameter of its own statement.
  throw new Error(`A ${typeof value} cannot be written into a statement's text`);
}

/**
 * The statement with each placeholder replaced by its value as a literal: a statement with no parameters, which
 * PostgreSQL plans once per connection when it is prepared, and plans knowing the values (docs/decisions/0011).
 */
export function inlineValues(text: string, values: readonly unknown[]): string {
  return text.replace(PLACEHOLDER, (match, index: string | undefined) => {
    if (index === undefined) return match;
    const position = Number(index) - 1;
    if (position >= values.length) throw new Error(`The statement names $${index} but has ${values.length} values`);
    return literal(values[position]);
  });
}

/** A query the builder made: its SQL can be read, and replaced on the query itself before it is prepared. */
export type TBuiltQuery = { getSQL: () => SQL; toSQL: () => { sql: string; params: unknown[] } };

/** A parameter filled only when the prepared statement runs (a cursor, an id): it stays a parameter. */
const isPlaceholder = (param: unknown) => is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));

/**
 * The query with the values it was built with written into its text, its placeholders kept as parameters: PostgreSQL
 * plans it once per connection, knowing the values, where with them as parameters it may plan every call (it keeps a
 * generic plan only when that plan does not cost more than the custom ones; docs/decisions/0011). Null when a value
 * has no exact literal. The query's own SQL is replaced, so its prepared statement maps rows as before.
 */
export function writeValuesIn<Q extends TBuiltQuery>(query: Q): Q | null {
  const { sql: text, params } = query.toSQL();
  const chunks: SQL[] = [];
  let from = 0;
  try {
    for (const match of text.matchAll(PLACEHOLDER)) {
      const index = match[1];
      if (index === undefined) continue;
      const param = params[Number(index) - 1];
      if (!isPlaceholder(param)) continue;
      chunks.push(sql.raw(inlineValues(text.slice(from, match.index), params)), sql`${param}`);
      from = match.index + match[0].length;
    }
    chunks.push(sql.raw(inlineValues(text.slice(from), params)));
  } catch {
    return null;
  }
  const written = sql.join(chunks);
  query.getSQL = () => written;
  return query;
}
