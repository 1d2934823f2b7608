import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Every badge in one statement: each column is an area's scalar count, so the tab bar costs one round trip. */
export async function selectCounts(db: DbOrTx, columns: Record<string, SQL<number>>): Promise<Record<string, number>> {
  const entries = Object.entries(columns);
  if (entries.length === 0) return {};
  const fields: Record<string, SQL<number>> = Object.fromEntries(entries.map(([key, column]) => [key, column.mapWith(Number)]));
  const [row] = await db.select(fields).from(sql`(select 1) as one`);
  return row ?? {};
}
