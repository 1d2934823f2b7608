import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Every badge in one statement: each column is an area's scalar count, so the tab bar costs one round trip. */
export function countsQuery(db: Db, columns: Record<string, SQL<number>>) {
  // With no area counting for this actor, still one valid statement: a row of no columns.
  return db.select(columns).from(sql`(select 1) as one`);
}
