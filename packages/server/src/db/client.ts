import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';

/** The app's database; `$client` is its pool, for the job queue that shares it. */
export type Db = NodePgDatabase & { $client: pg.Pool };
/** A transaction handle; services pass it down to queries so a whole decision commits or rolls back together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

// numeric and bigint come back as strings by default; amounts here fit a double comfortably.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

export function openDatabase(
  connectionString: string,
  onIdleError: (error: Error) => void = (error) => console.warn(`signoff: an idle database connection failed: ${error.message}`),
): Database {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that dies (the server restarted, an operator ran pg_terminate_backend) is dropped by the pool
  // and replaced on the next query; without a listener, its 'error' event would end the whole process.
  pool.on('error', onIdleError);
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: path.resolve(import.meta.dirname, 'migrations') });
}
