import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, json, type TestApp } from './harness.ts';
import { registerAuth } from '../src/auth/plugin.ts';
import { configFromEnv } from '../src/config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { loginRateLimit: { max: 5, windowMs: 60_000 } } });
});
afterAll(() => t.close());

describe('login', () => {
  it('logs in with the demo password and answers /api/me', async () => {
    const cookie = await t.login('manager@acme.test');
    const res = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const me = json(res).data;
    expect(me.user.email).toBe('manager@acme.test');
    expect(me.company.name).toBe('Acme');
    expect(me.employee.name).toBe('Marie Dubois');
    expect(me.tabs).toEqual(expect.arrayContaining(['sickNotes', 'expenses']));
    expect(me.integrations[0].type).toBe('payroll_provider');
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'hr@acme.test', password: 'demo-password' },
    });
    const cookie = res.cookies.find((c) => c.name === 'signoff_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
  });

  it('refuses a wrong password and an unknown account with the same 401', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'employee@acme.test', password: 'nope' },
    });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'ghost@acme.test', password: 'nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).reason_phrase).toBe(json(unknown).reason_phrase);
  });

  it('answers 400 with a reason for a malformed login body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(400);
    expect(json(res).code).toBe('VALIDATION');
    expect(Object.keys(json(res).fields)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).reason_phrase).toBeTruthy();
  });

  it('rate-limits login per account and address', async () => {
    const attempt = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '10.9.9.9', payload: { email, password: 'bad' } });
    for (let i = 0; i < 5; i++) expect((await attempt('readonly@acme.test')).statusCode).toBe(401);
    const limited = await attempt('readonly@acme.test');
    expect(limited.statusCode).toBe(429);
    expect(json(limited).reason_phrase).toMatch(/Too many login attempts/);
    // Another account from the same address is still let through.
    expect((await attempt('hr@globex.test')).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('needs a session for /api/me', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(res.statusCode).toBe(401);
    expect(json(res).code).toBe('UNAUTHENTICATED');
  });

  it('ends the session on logout', async () => {
    const cookie = await t.login('employee@acme.test');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
  });

  it('expires an idle session and one past its absolute lifetime', async () => {
    const idle = await t.login('employee@acme.test');
    const absolute = await t.login('manager@acme.test');
    await t.sql(
      `UPDATE sessions SET last_seen_at = now() - interval '3 hours' WHERE user_id = (SELECT id FROM users WHERE email = 'employee@acme.test')`,
    );
    await t.sql(
      `UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE email = 'manager@acme.test')`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: idle } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: absolute } })).statusCode).toBe(401);
  });

  it('moves the idle clock with one write when the requests of a page arrive together', async () => {
    const cookie = await t.login('employee@acme.test');
    // Every write to the employee's sessions is counted by a trigger of this test's own database.
    await t.sql(`CREATE TABLE test_session_writes (at timestamptz NOT NULL DEFAULT now())`);
    await t.sql(`CREATE FUNCTION test_count_session_write() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
      BEGIN INSERT INTO test_session_writes DEFAULT VALUES; RETURN NULL; END $$`);
    await t.sql(`CREATE TRIGGER test_session_writes AFTER UPDATE ON sessions FOR EACH ROW EXECUTE FUNCTION test_count_session_write()`);
    try {
      const employeeSessions = `user_id = (SELECT id FROM users WHERE email = 'employee@acme.test')`;
      await t.sql(`UPDATE sessions SET last_seen_at = now() - interval '5 minutes' WHERE ${employeeSessions}`);
      await t.sql(`DELETE FROM test_session_writes`);
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })),
      );
      expect(answers.map((res) => res.statusCode)).toEqual(Array(12).fill(200));
      expect(await t.sql(`SELECT * FROM test_session_writes`)).toHaveLength(1);
      const [session] = await t.sql<{ idle: number }>(
        `SELECT extract(epoch FROM now() - last_seen_at)::float AS idle FROM sessions WHERE ${employeeSessions} ORDER BY last_seen_at DESC LIMIT 1`,
      );
      expect(session!.idle).toBeLessThan(60);
    } finally {
      await t.sql(`DROP TRIGGER test_session_writes ON sessions; DROP FUNCTION test_count_session_write(); DROP TABLE test_session_writes`);
    }
  });

  it('refuses a cross-site state-changing request even with a valid cookie', async () => {
    const cookie = await t.login('manager@acme.test');
    const bySecFetch = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    const byOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
    });
    expect(bySecFetch.statusCode).toBe(403);
    expect(byOrigin.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('switches between the companies of a federated account', async () => {
    const cookie = await t.login('hr@acme.test');
    const me = json(await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).data;
    expect(me.accounts.map((a: { name: string }) => a.name)).toEqual(['Acme', 'Globex']);
    const globex = me.accounts.find((a: { name: string }) => a.name === 'Globex');
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switchCompany',
      headers: { cookie },
      payload: { company_id: globex.company_id },
    });
    expect(switched.statusCode).toBe(200);
    expect(json(switched).data.company.name).toBe('Globex');
    expect(json(switched).data.membership.access).toBe('light');
    const other = await t.login('hr@globex.test');
    const acmeId = me.company.id;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switchCompany',
      headers: { cookie: other },
      payload: { company_id: acmeId },
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('route guard', () => {
  it('refuses to start with an API route that declares no access', async () => {
    const app = Fastify();
    registerAuth(app, null as never, configFromEnv({}));
    expect(() => app.get('/api/forgotten', async () => 'open')).toThrow(/declares no access/);
  });

  it('every registered API route answers 401 without a session, except the public ones', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toContain('/api/inbox/expenses/list');
    for (const url of [
      '/api/inbox/counts',
      '/api/inbox/expenses/list',
      '/api/inbox/expenses/detail?request_id=1',
      '/api/expenses/listCategories',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(json(res).paths)).toContain('/api/inbox/expenses/process');
  });
});
