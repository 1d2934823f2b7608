import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
const userIds: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.sql<{ id: number; email: string }>(`SELECT id, email FROM users`)) userIds[row.email] = row.id;
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (cookie: string, url: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie } });
const start = (cookie: string, email: string) => post(cookie, '/api/auth/impersonation/start', { user_id: userIds[email] });

describe('an admin acting as someone of their company', () => {
  it('is offered the company’s people who are not admins, never themselves nor another company’s', async () => {
    const hr = await t.login('hr@acme.test');
    const res = await get(hr, '/api/auth/impersonation/candidates');
    expect(res.statusCode).toBe(200);
    const emails = res.json().data.users.map((u: { email: string }) => u.email);
    expect(emails).toContain('manager@acme.test');
    expect(emails).toContain('readonly@acme.test');
    expect(emails).not.toContain('hr@acme.test');
    expect(emails).not.toContain('hr@globex.test');
  });

  it('sees what that person sees, with who they really are in /api/me, and is audited under both names', async () => {
    const hr = await t.login('hr@acme.test');
    const allExpenses = async () => (await get(hr, '/api/inbox/expenses/list?status=all&page=0')).json().data.total as number;
    const hrCount = await allExpenses();
    const res = await start(hr, 'manager@acme.test');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      user: { email: 'manager@acme.test' },
      membership: { is_impersonating: true, is_admin: false },
      impersonated_by: { user_id: userIds['hr@acme.test'], name: 'Hanna Janssens' },
    });

    // The session itself is now Marie's view: her rights, her people's requests, not HR's whole company.
    const me = (await get(hr, '/api/me')).json().data;
    expect(me.user.email).toBe('manager@acme.test');
    expect(me.membership.is_impersonating).toBe(true);
    expect(me.permissions).toEqual([]);
    expect(await allExpenses()).toBeLessThan(hrCount);
    const started = await t.one<{ user_id: number; object_id: number; action: string }>(
      `SELECT user_id, object_id, action FROM audit_events WHERE area = 'auth' ORDER BY id DESC LIMIT 1`,
    );
    expect(started).toEqual({ user_id: userIds['hr@acme.test'], object_id: userIds['manager@acme.test'], action: 'impersonation_started' });

    // A decision made meanwhile names Marie as who decided and Hanna as who really did it.
    const pending = (await get(hr, '/api/inbox/expenses/list?status=pending&page=0')).json().data.items as { id: number }[];
    expect(pending.length).toBeGreaterThan(0);
    const decided = await post(hr, '/api/inbox/expenses/process', { request_id: pending[0]!.id, status: 'rejected', note: 'Acted as' });
    expect(decided.statusCode, decided.body).toBe(200);
    const entry = await t.one<{ user_id: number; impersonated_by_user_id: number | null }>(
      `SELECT user_id, impersonated_by_user_id FROM audit_events WHERE area = 'expenses' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toEqual({ user_id: userIds['manager@acme.test'], impersonated_by_user_id: userIds['hr@acme.test'] });

    // It stays within the company and cannot be stacked.
    expect((await post(hr, '/api/auth/switchCompany', { company_id: 1 })).statusCode).toBe(409);
    expect(me.accounts).toHaveLength(1);
    expect((await start(hr, 'employee@acme.test')).statusCode).toBe(409);

    const stopped = await post(hr, '/api/auth/impersonation/stop');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json().data).toMatchObject({ user: { email: 'hr@acme.test' }, impersonated_by: null, membership: { is_admin: true } });
    expect(await allExpenses()).toBe(hrCount);
    const ended = await t.one<{ user_id: number; object_id: number; action: string }>(
      `SELECT user_id, object_id, action FROM audit_events WHERE area = 'auth' ORDER BY id DESC LIMIT 1`,
    );
    expect(ended).toEqual({ user_id: userIds['hr@acme.test'], object_id: userIds['manager@acme.test'], action: 'impersonation_ended' });
    expect((await post(hr, '/api/auth/impersonation/stop')).json().code).toBe('NOT_IMPERSONATING');
  });

  it('is refused for a non-admin, a read-only admin, another admin, oneself, and anyone of another company', async () => {
    const hr = await t.login('hr@acme.test');
    const manager = await t.login('manager@acme.test');
    expect((await start(manager, 'employee@acme.test')).json()).toMatchObject({ code: 'IMPERSONATION_NOT_ADMIN' });
    expect((await get(manager, '/api/auth/impersonation/candidates')).statusCode).toBe(403);
    expect((await start(hr, 'hr@acme.test')).json()).toMatchObject({ code: 'IMPERSONATION_SELF' });
    // Greta is Globex's: for Acme's admin she does not exist.
    expect((await start(hr, 'hr@globex.test')).statusCode).toBe(404);

    await t.sql(`UPDATE memberships SET is_admin = true WHERE user_id = $1`, [userIds['olivier.maes@acme.test']]);
    expect((await start(hr, 'olivier.maes@acme.test')).json()).toMatchObject({ code: 'IMPERSONATION_ADMIN_TARGET' });
    await t.sql(`UPDATE memberships SET is_admin = true WHERE user_id = $1`, [userIds['readonly@acme.test']]);
    const readOnlyAdmin = await t.login('readonly@acme.test');
    expect((await start(readOnlyAdmin, 'employee@acme.test')).json()).toMatchObject({ code: 'IMPERSONATION_READ_ONLY' });

    // None of the refusals started anything.
    const sessions = await t.sql(`SELECT 1 FROM sessions WHERE acting_as_user_id IS NOT NULL`);
    expect(sessions).toHaveLength(0);
  });
});
