import crypto from 'node:crypto';
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
// Arrays of a hundred ids or dates (a commute row's days, the people missing a note) were parsed element by element in
// JavaScript, a tenth of a busy server's time: one-dimensional arrays without quoting (PostgreSQL quotes any element
// holding a comma, a space, a brace, a quote, a backslash or nothing) are read by the engine's own JSON parser or
// split; anything else goes to the driver's parser as before.
const INT4_ARRAY = 1007;
const INT8_ARRAY = 1016;
const TEXT_ARRAY = 1009;
const plain = (v: string) => v.length > 2 && v[1] !== '{' && !v.includes('"');
for (const oid of [INT4_ARRAY, INT8_ARRAY]) {
  const general = pg.types.getTypeParser(oid);
  pg.types.setTypeParser(oid, (v) =>
    v === '{}' ? [] : plain(v) ? JSON.parse(`[${v.slice(1, -1).replaceAll('NULL', 'null')}]`) : general(v),
  );
}
for (const oid of [TEXT_ARRAY]) {
  const general = pg.types.getTypeParser(oid);
  pg.types.setTypeParser(oid, (v) =>
    v === '{}'
      ? []
      : plain(v) && !v.includes('\\')
        ? v
            .slice(1, -1)
            .split(',')
            .map((x) => (x === 'NULL' ? null : x))
        : general(v),
  );
}

export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

/** A statement with more parameters than this is an IN list whose length varies; naming each length would only fill the cache. */
const MAX_PREPARED_PARAMETERS = 64;

/**
 * Named statements with their values in their text (`inlineValues`, `writeValuesIn`) a connection keeps. They are one
 * statement per user: the badges' and, for a user who opens them, the tasks list's, the contracts list's (each per tab
 * and for the pages after a cursor) and the sick notes' side panel, about five a user. A plan holds 0.1–0.5 MB of the
 * database server's memory (the badges' the most), so a connection holds at most about 16 MB of them.
 */
const MAX_INLINED_PER_CONNECTION = 32;

/** How the name of a statement with its values in its text begins (`preparedPerAccess`'s `valuesInText`). */
export const WRITTEN_IN = 'w';

/**
 * A connection that prepares every parameterised statement once: the statement is named after a hash of its text, so
 * PostgreSQL parses and plans it on first use on this connection and then only binds values. The app's queries take
 * a handful of shapes, so the per-connection cache stays small; statements without parameters (BEGIN, COMMIT,
 * migrations) are sent as they are. A statement named WRITTEN_IN… has its values in its text: the connection keeps
 * the first MAX_INLINED_PER_CONNECTION of them and sends any other unnamed, planned for that one execution.
 */
class PreparingClient extends pg.Client {
  private readonly inlined = new Set<string>();

  override query(...args: unknown[]): never {
    const [config, second] = args;
    const asObject = typeof config === 'string' ? { text: config } : config;
    if (typeof asObject === 'object' && asObject !== null && 'text' in asObject && typeof asObject.text === 'string') {
      const values = Array.isArray(second) ? second : 'values' in asObject ? asObject.values : undefined;
      const name = 'name' in asObject && typeof asObject.name === 'string' ? asObject.name : undefined;
      const hasValues = Array.isArray(values) && values.length > 0;
      if (name === undefined && !('submit' in asObject) && hasValues && values.length <= MAX_PREPARED_PARAMETERS) {
        args[0] = { ...asObject, name: `s${crypto.createHash('sha1').update(asObject.text).digest('base64url')}` };
      } else if (name?.startsWith(WRITTEN_IN) && !this.inlined.has(name)) {
        if (this.inlined.size < MAX_INLINED_PER_CONNECTION) this.inlined.add(name);
        else args[0] = { ...asObject, name: undefined };
      }
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export function openDatabase(
  connectionString: string,
  onIdleError: (error: Error) => void = (error) => console.warn(`signoff: an idle database connection failed: ${error.message}`),
): Database {
  const pool = new pg.Pool({ connectionString, max: 10, Client: PreparingClient });
  // An idle connection that dies (the server restarted, an operator ran pg_terminate_backend) is dropped by the pool
  // and replaced on the next query; without a listener, its 'error' event would end the whole process.
  pool.on('error', onIdleError);
  // A checked-out connection (a transaction, the queue's poll) is no longer the pool's to watch: when the server goes
  // away under it, it emits 'error' once its socket ends, even after its query has already failed with the reason.
  // Nothing more to do with it: the query's caller sees the failure and the pool drops the dead connection on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool);
  return { db, pool, close: () => pool.end() };
}

/** Any fixed number: the lock that makes instances starting together take turns at migrating and seeding. */
const STARTUP_LOCK = 7_364_210;

/**
 * Start-up work that must not run on two instances at once (two CREATE SCHEMA at the same moment fail on
 * pg_namespace's unique index; two demo seeds would both seed): the others wait, then find it done.
 */
export async function withStartupLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await fn();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
    client.release();
  }
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: path.resolve(import.meta.dirname, 'migrations') });
}
