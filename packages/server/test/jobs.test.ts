import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, json, type TestApp } from './harness.ts';
import { enqueueJob, JobQueue } from '../src/jobs/queue.ts';
import { openDatabase } from '../src/db/client.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the job queue', () => {
  it('runs each job once when two instances share the database', async () => {
    const runs = new Map<number, string[]>();
    const queueOf = (name: string) =>
      new JobQueue(
        t.database.pool,
        {
          count: async (payload) => {
            const n = (payload as { n: number }).n;
            runs.set(n, [...(runs.get(n) ?? []), name]);
          },
        },
        t.app.log,
        { concurrency: 4, pollIntervalMs: 100 },
      );
    const a = queueOf('a');
    const b = queueOf('b');
    await Promise.all([a.start(), b.start()]);
    try {
      for (let n = 0; n < 40; n++) await enqueueJob(t.database.db, 'count', { n });
      await expect.poll(() => runs.size, { timeout: 15_000, interval: 100 }).toBe(40);
      // A moment more, so a second run of any job would have shown up.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('keeps no job of a transaction that rolled back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueJob(tx, 'count', { n: -1 }, { key: 'rolled-back' });
        throw new Error('the decision failed half way');
      }),
    ).rejects.toThrow('half way');
    expect(await t.sql(`SELECT id FROM graphile_worker.jobs WHERE key = 'rolled-back'`)).toEqual([]);
  });
});

describe('the database going away', () => {
  it('answers the next request after its connections were terminated', async () => {
    const cookie = await t.login('hr@acme.test');
    const before = await t.app.inject({ method: 'GET', url: '/api/inbox/counts', headers: { cookie } });
    expect(before.statusCode).toBe(200);

    // What an operator's pg_terminate_backend (or a database restart) does to every connection of the app.
    const admin = await t.database.pool.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
    } finally {
      admin.release(true);
    }
    // The pool hears of each dead connection asynchronously and drops it; the next request gets a fresh one.
    await expect.poll(() => t.database.pool.idleCount, { timeout: 5_000, interval: 20 }).toBe(0);

    const after = await t.app.inject({ method: 'GET', url: '/api/inbox/counts', headers: { cookie } });
    expect(after.statusCode, after.body).toBe(200);
    expect(json(after).data).toEqual(json(before).data);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(json(ready).data).toEqual({ ok: true, database: 'up', job_queue: 'running' });
  });

  it('lives on when a connection dies while checked out of the pool, as a transaction holds it', async () => {
    // A pool of its own: the harness's has the queue's listener on the clients made after the queue started.
    const database = openDatabase(t.database.pool.options.connectionString!, () => {});
    try {
      const held = await database.pool.connect();
      const pid = (await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const ended = new Promise<void>((resolve) => held.once('end', () => resolve()));
      await t.sql(`SELECT pg_terminate_backend(${Number(pid)})`);
      // Without a listener of its own, the 'error' its socket's end emits would be thrown out of the process.
      await ended;
      await expect(held.query('SELECT 1')).rejects.toThrow();
      held.release(true);
      expect((await database.pool.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('reports not ready while the database refuses connections, and ready again after', async () => {
    const admin = new pg.Client({ connectionString: inject('adminUrl') });
    await admin.connect();
    const name = (await t.one<{ name: string }>(`SELECT current_database() AS name`)).name;
    try {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
      await expect.poll(() => t.database.pool.idleCount, { timeout: 5_000, interval: 20 }).toBe(0);
      const down = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(down.statusCode).toBe(503);
      expect(json(down)).toMatchObject({ code: 'NOT_READY', reason_phrase: 'The database does not answer' });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    const up = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(up.statusCode, up.body).toBe(200);
  });
});
