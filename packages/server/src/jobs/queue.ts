import type pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Logger, run, runMigrations, type Runner, type Task } from 'graphile-worker';
import type { DbOrTx } from '../db/client.ts';

/** Every task the queue runs, by name; a job names one of these. */
export type TJobTasks = Record<string, Task>;

export type TEnqueueOptions = {
  /** A key of the job's own: the job can be removed or rescheduled by it, and a second enqueue with it replaces the first. */
  key?: string;
  /** Seconds to wait before the first attempt by a worker (default: at once). */
  delaySeconds?: number;
  /** Attempts before the job is left failed for an operator to see (default 10: about 6 hours of exponential backoff). */
  maxAttempts?: number;
};

/**
 * Adds a job in the caller's transaction (the outbox): it exists exactly when the decision that asked for it
 * committed. graphile-worker's add_job is a plain SQL function; the requests' restricted role calls it through
 * add_app_job (migration 0005), which runs as the owner, since the queue's own tables admit only their owner.
 */
export async function enqueueJob(tx: DbOrTx, task: string, payload: unknown, options: TEnqueueOptions = {}): Promise<void> {
  await tx.execute(
    sql`SELECT add_app_job(${task}::text, ${JSON.stringify(payload)}::json, ${options.delaySeconds ?? 0}::int, ${options.maxAttempts ?? 10}::int, ${options.key ?? null}::text)`,
  );
}

/** Removes a job that has not started (its work was done another way); false when it is running or gone. */
export async function removeJob(tx: DbOrTx, key: string): Promise<boolean> {
  const result = await tx.execute<{ id: string | null }>(sql`SELECT (graphile_worker.remove_job(${key}::text)).id AS id`);
  return result.rows[0]?.id != null;
}

function loggerFor(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const fields = { ...scope, ...meta };
    if (level === 'error') log.error(fields, message);
    else if (level === 'warning') log.warn(fields, message);
    else if (level === 'info') log.info(fields, message);
    else log.debug(fields, message);
  });
}

/**
 * The job queue's workers of this instance. Several instances on one database share the queue: a job is locked by
 * the one that takes it (SKIP LOCKED), so it runs once; a failed attempt is retried with exponential backoff and the
 * last error stays on the job (graphile_worker.jobs) for an operator to see.
 */
export class JobQueue {
  private runner: Runner | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly tasks: TJobTasks,
    private readonly log: FastifyBaseLogger,
    private readonly options: { concurrency?: number; pollIntervalMs?: number; crontab?: string } = {},
  ) {}

  async start(): Promise<void> {
    this.runner = await run({
      pgPool: this.pool,
      taskList: this.tasks,
      concurrency: this.options.concurrency ?? 2,
      pollInterval: this.options.pollIntervalMs ?? 2000,
      ...(this.options.crontab ? { crontab: this.options.crontab } : {}),
      // The app owns SIGINT/SIGTERM: it stops the queue with the server.
      noHandleSignals: true,
      logger: loggerFor(this.log),
    });
  }

  get isRunning(): boolean {
    return this.runner !== null;
  }

  async stop(): Promise<void> {
    const runner = this.runner;
    this.runner = null;
    if (runner) await runner.stop();
  }
}

/** Creates or updates the queue's own schema; done once at start-up, under the start-up lock, not by each runner. */
export async function migrateQueue(pool: pg.Pool): Promise<void> {
  await runMigrations({ pgPool: pool, logger: new Logger(() => () => {}) });
}
