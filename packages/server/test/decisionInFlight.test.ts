import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './harness.ts';

let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('manager@acme.test');
});
afterAll(() => t.close());

describe('a decision in flight when the database connection dies', () => {
  it('is rolled back whole, answers 503 with a reason, and the next try commits whole', async () => {
    const [row] = await t.sql<{ id: number }>(
      `SELECT r.id FROM expense_requests r JOIN employees e ON e.id = r.employee_id JOIN teams tm ON tm.id = e.team_id
       WHERE r.status = 'pending' AND tm.name = 'Sales' AND e.company_id = tm.company_id ORDER BY r.id LIMIT 1`,
    );
    const requestId = row!.id;
    const snapshot = async () => ({
      status: (await t.one<{ status: string }>(`SELECT status FROM expense_requests WHERE id = $1`, [requestId])).status,
      decisions: (
        await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM request_decisions WHERE area = 'expenses' AND request_id = $1`, [
          requestId,
        ])
      ).n,
      audit: (
        await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events WHERE area = 'expenses' AND object_id = $1`, [requestId])
      ).n,
    });

    // The decision locks and closes the request first, then appends its history: holding the history table makes it
    // stop half way, with the request already updated inside its (uncommitted) transaction.
    const blocker = await t.database.pool.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE request_decisions IN EXCLUSIVE MODE');
    const inFlight = t.app.inject({
      method: 'POST',
      url: '/api/inbox/expenses/process',
      headers: { cookie: manager },
      payload: { request_id: requestId, status: 'approved' },
    });
    try {
      await expect
        .poll(
          async () =>
            (
              await blocker.query<{ n: number }>(
                `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
              )
            ).rows[0]!.n,
          { timeout: 10_000, interval: 50 },
        )
        .toBe(1);
      // What an operator's pg_terminate_backend does to the connection carrying the half-done decision.
      await blocker.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      const res = await inFlight;
      expect(res.statusCode, res.body).toBe(503);
      expect(json(res)).toEqual({
        code: 'DATABASE_UNAVAILABLE',
        reason_phrase: 'The database could not be reached; nothing was saved. Please try again.',
      });
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }

    expect(await snapshot()).toEqual({ status: 'pending', decisions: 0, audit: 0 });
    const retry = await t.app.inject({
      method: 'POST',
      url: '/api/inbox/expenses/process',
      headers: { cookie: manager },
      payload: { request_id: requestId, status: 'approved' },
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await snapshot()).toEqual({ status: 'approved', decisions: 1, audit: 1 });
  });
});
