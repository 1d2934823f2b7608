import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { enqueueJob } from './queue.ts';
import type { TJobTasks } from './queue.ts';

export const QUEUE_DOCUMENT_DELIVERIES_TASK = 'documents-provider-delivery-all';
/** The per-company job the documents area runs (modules/documents/delivery.ts). */
const DELIVERY_COMPANY_TASK = 'documents-provider-delivery';

/** Every hour, away from the conflicts sync's minute; graphile-worker's cron takes each tick once across instances. */
export const DOCUMENT_DELIVERY_CRONTAB = `23 * * * * ${QUEUE_DOCUMENT_DELIVERIES_TASK}`;

/**
 * Queues one delivery import per company with a payroll-provider integration. Runs as the owner (it crosses
 * companies); the job key makes an import already queued for a company the same job, not a second.
 */
export async function queueDocumentDeliveries(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ company_id: number }>(
      sql`SELECT DISTINCT company_id FROM integrations WHERE type = 'payroll_provider' AND external_ref IS NOT NULL ORDER BY company_id`,
    );
    for (const { company_id } of rows)
      await enqueueJob(tx, DELIVERY_COMPANY_TASK, { company_id }, { key: `documents-provider-delivery:${company_id}`, maxAttempts: 5 });
    return rows.length;
  });
}

export function deliverySchedulerTasks(db: Db): TJobTasks {
  return {
    [QUEUE_DOCUMENT_DELIVERIES_TASK]: async () => {
      await queueDocumentDeliveries(db);
    },
  };
}
