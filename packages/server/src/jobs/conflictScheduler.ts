import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enqueueJob } from './queue.ts';
import type { TJobTasks } from './queue.ts';

export const SYNC_ALL_CONFLICTS_TASK = 'conflicts-sync-all';
/** The per-company job the conflicts area runs (modules/conflicts). */
const SYNC_COMPANY_TASK = 'conflicts-sync';

/** Every hour; graphile-worker's cron takes each tick once across instances. */
export const CONFLICTS_CRONTAB = `7 * * * * ${SYNC_ALL_CONFLICTS_TASK}`;

/**
 * Queues one conflicts sync per company with a payroll-provider integration. Runs as the owner (it crosses companies);
 * the job key makes a sync already queued for a company (HR asked for one) the same job, not a second.
 */
export async function queueConflictSyncs(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ company_id: number }>(
      sql`SELECT DISTINCT company_id FROM integrations WHERE type = 'payroll_provider' AND external_ref IS NOT NULL ORDER BY company_id`,
    );
    for (const { company_id } of rows) {
      await enqueueJob(tx, SYNC_COMPANY_TASK, { company_id }, { key: `conflicts-sync:${company_id}`, maxAttempts: 3 });
      await enqueueJob(tx, 'car-conflicts-sync', { company_id }, { key: `car-conflicts-sync:${company_id}`, maxAttempts: 3 });
      await enqueueJob(tx, 'calendar-conflicts-sync', { company_id }, { key: `calendar-conflicts-sync:${company_id}`, maxAttempts: 3 });
    }
    return rows.length;
  });
}

export function conflictSchedulerTasks(db: Db): TJobTasks {
  return {
    [SYNC_ALL_CONFLICTS_TASK]: async () => {
      await queueConflictSyncs(db);
    },
  };
}
