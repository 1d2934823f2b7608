import pg from 'pg';

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

/** inlineValues, or null when a value has no exact literal (the caller then keeps the parameters). */
export function inlineValuesOrNull(text: string, values: readonly unknown[]): string | null {
  try {
    return inlineValues(text, values);
  } catch {
    return null;
  }
}
