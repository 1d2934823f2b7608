import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';

/** Counts one hit of a key in its window (a fresh window when the last one has ended): the hits so far and the ms left. */
export async function countHit(db: DbOrTx, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const result = await db.execute<{ hits: number; ttl: number }>(
    sql`INSERT INTO rate_limits AS r (key, hits, reset_at)
        VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
          reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
        RETURNING hits, ceil(extract(epoch FROM reset_at - now()) * 1000)::int AS ttl`,
  );
  return { current: result.rows[0]!.hits, ttl: result.rows[0]!.ttl };
}

/** The hits of a key's current window and the ms left, or null when it has none running. */
export async function currentHits(db: DbOrTx, key: string): Promise<{ current: number; ttl: number } | null> {
  const result = await db.execute<{ hits: number; ttl: number }>(
    sql`SELECT hits, ceil(extract(epoch FROM reset_at - now()) * 1000)::int AS ttl FROM rate_limits WHERE key = ${key} AND reset_at > now()`,
  );
  const row = result.rows[0];
  return row ? { current: row.hits, ttl: row.ttl } : null;
}

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL, so every instance on one database counts
 * the same attempts: one statement counts the hit and opens a fresh window when the last one has ended.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    // The plugin hands every store its options first; the counters need only their key prefix.
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countHit(db, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the plugin passes the route as routeInfo (as its own Redis store reads it); the types omit it.
      const { routeInfo } = routeOptions as { routeInfo?: { method?: string; url?: string } };
      return new PostgresRateLimitStore(undefined, `${this.prefix}${routeInfo?.method ?? ''}${routeInfo?.url ?? ''}:`);
    }
  }
  return PostgresRateLimitStore;
}
