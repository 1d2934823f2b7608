import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rateLimits, sessions } from '../db/schema/auth.ts';
import type { TJobTasks } from './queue.ts';

export const HOUSEKEEPING_TASK = 'housekeeping';

/** Every quarter hour, on one instance (graphile-worker's cron takes each tick once across instances). */
export const HOUSEKEEPING_CRONTAB = `*/15 * * * * ${HOUSEKEEPING_TASK}`;

/** Drops ended rate-limit windows and expired sessions, so neither table grows with every address that ever knocked. */
export async function sweepExpired(db: Db): Promise<{ rateLimits: number; sessions: number }> {
  const limits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, sql`now()`))
    .returning({ key: rateLimits.key });
  const ended = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ key: sessions.tokenHash });
  return { rateLimits: limits.length, sessions: ended.length };
}

export function housekeepingTasks(db: Db): TJobTasks {
  return {
    [HOUSEKEEPING_TASK]: async () => {
      await sweepExpired(db);
    },
  };
}
