import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Db } from './client.ts';

/** The role the app's requests run as: neither superuser nor owner, so row-level security holds for it (migration 0005). */
export const APP_ROLE = 'signoff_app';

type TScope = { query: pg.PoolClient['query']; setCompany: (companyId: number) => Promise<void> };

/**
 * The tenancy of one request (docs/decisions/0005-row-level-security.md). Every query a request's services make goes
 * through one connection of the restricted pool, taken on its first query and set to the request's company with the
 * same round trip; the database then shows it that company's rows only, whatever a query forgot to say.
 */
export type TCompanyScope = {
  /** The services' database: the current request's connection; a query run outside `run` is refused (it rejects). */
  db: Db;
  /** Runs fn with the company's connection; inside a request that already has one, switches it to this company. */
  run: <T>(companyId: number, fn: () => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/** A pool of the restricted role on the owner's server and credentials: PostgreSQL takes the role at connect. */
function restrictedPool(owner: pg.Pool): pg.Pool {
  const pool = new pg.Pool({ ...owner.options, options: `-c role=${APP_ROLE}` });
  pool.on('error', (error) => owner.emit('error', error));
  return pool;
}

/** The name of the statement that sets a connection's company (the bench leaves it out of what it replays). */
export const SET_COMPANY = 'set_company';

/** Sent first on a connection of another company than it holds: a named statement, parsed once per connection. */
export const setCompanyQuery = (company: string): pg.QueryConfig => ({
  name: SET_COMPANY,
  text: `SELECT set_config('app.company_id', $1, false)`,
  values: [company],
});

/**
 * The company a pooled connection was set to when it was taken, kept with it while it lives in the pool: the next
 * request of the same company skips the round trip, a third of a list's (docs/decisions/0011). A connection whose
 * company was switched mid-request is forgotten, since the switch may have run inside a transaction whose rollback
 * undoes it; one that failed is destroyed by the pool.
 */
const companyOfConnection = new WeakMap<pg.PoolClient, string>();

export function companyScope(owner: pg.Pool): TCompanyScope {
  const pool = restrictedPool(owner);
  const current = new AsyncLocalStorage<TScope>();

  async function run<T>(companyId: number, fn: () => Promise<T>): Promise<T> {
    const outer = current.getStore();
    if (outer) {
      await outer.setCompany(companyId);
      return fn();
    }
    let company = String(companyId);
    const held: { client: pg.PoolClient | null; connecting: Promise<pg.PoolClient> | null } = { client: null, connecting: null };
    let lost: Error | undefined;
    const onLost = (error: Error) => {
      lost = error;
    };
    // Connected on the first query, so a request that streams an upload first holds no connection meanwhile. The
    // company is set before anything else runs on the connection, unless the connection already holds it.
    const connection = () =>
      (held.connecting ??= pool.connect().then(async (c) => {
        held.client = c;
        // A checked-out client has no listener of the pool's: a connection that dies under the request (an operator's
        // pg_terminate_backend, a restart) would emit an unhandled 'error' and end the process. Its query fails
        // anyway, and the failed request releases it as broken.
        c.on('error', onLost);
        if (companyOfConnection.get(c) !== company) {
          companyOfConnection.delete(c);
          await c.query(setCompanyQuery(company));
          companyOfConnection.set(c, company);
        }
        return c;
      }));
    // drizzle sends every query (and a transaction's BEGIN/COMMIT) through `query`; anything not a Pool is one
    // connection. Queries a service starts together (Promise.all) take turns, as one connection runs one at a time.
    let turn: Promise<unknown> = Promise.resolve();
    const lazyClient = {
      query: (...args: Parameters<pg.PoolClient['query']>) => {
        const result = turn.then(async () => (await connection()).query(...args));
        turn = result.catch(() => null);
        return result;
      },
    };
    const scope: TScope = {
      query: lazyClient.query as pg.PoolClient['query'],
      setCompany: async (id) => {
        company = String(id);
        if (!held.connecting) return;
        const client = await connection();
        companyOfConnection.delete(client);
        await client.query(setCompanyQuery(company));
      },
    };
    let failure: Error | undefined;
    try {
      // Awaited inside: drizzle's queries are lazy thenables that run when awaited, and must be awaited in the scope.
      return await current.run(scope, async () => await fn());
    } catch (error) {
      // A connection whose request failed for another reason than a refusal (an HttpError or bad input, both of which
      // the service throws on purpose) may be broken: it is closed rather than reused.
      if (error instanceof Error && !('statusCode' in error) && !('issues' in error)) failure = error;
      throw error;
    } finally {
      if (held.connecting) await held.connecting.catch(() => null);
      held.client?.removeListener('error', onLost);
      held.client?.release(failure ?? lost);
    }
  }

  // One drizzle for every request, over a client that sends each query to the current request's connection: a query
  // built (or prepared) once runs on whichever request executes it, and no request builds a drizzle of its own.
  const dispatch = {
    query: (...args: Parameters<pg.PoolClient['query']>) => {
      const scope = current.getStore();
      if (!scope) return Promise.reject(new Error("A company-scoped query ran outside a request's company"));
      return (scope.query as (...a: unknown[]) => Promise<unknown>)(...args);
    },
  };
  // The dispatcher stands in for the pool drizzle is typed with; only `query` is ever called on it, and not being a
  // Pool, a transaction runs on the request's connection rather than checking out another.
  const db = drizzle(dispatch as unknown as pg.Pool) as Db;

  return { db, run, close: () => pool.end() };
}
