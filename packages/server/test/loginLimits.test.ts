import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './harness.ts';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';

let t: TestApp;
// A small per-account budget keeps the test short; the per-address limit is high so only the account limit bites.
beforeAll(async () => {
  t = await createTestApp({
    config: { loginRateLimit: { max: 1000, windowMs: 60_000 }, loginAccountLimit: { maxFailures: 5, windowMs: 3_600_000 } },
  });
});
afterAll(() => t.close());

const attempt = (email: string, address: string, password = 'wrong') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { email, password } });

describe('the per-account login limit', () => {
  it('refuses one account guessed from many addresses, with a reason and Retry-After', async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt('manager@acme.test', `198.51.100.${i}`)).statusCode).toBe(401);
    const refused = await attempt('manager@acme.test', '198.51.100.77');
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(json(refused).reason_phrase).toMatch(/Too many failed login attempts for this account/);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3000);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Even the right password waits: the limit answers before the password is checked.
    expect((await attempt('manager@acme.test', '198.51.100.78', DEMO_PASSWORD)).statusCode).toBe(429);
    // Other accounts are not affected.
    expect((await attempt('olivier.maes@acme.test', '198.51.100.77', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts in PostgreSQL, so every instance on the database sees the same count', async () => {
    const row = await t.one<{ hits: number }>(`SELECT hits FROM rate_limits WHERE key = 'login-failures:manager@acme.test'`);
    expect(row.hits).toBe(5);
  });

  it('does not reset on a success: failures from other addresses keep counting', async () => {
    for (let i = 1; i <= 3; i++) expect((await attempt('elise.wouters@acme.test', `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await attempt('elise.wouters@acme.test', '192.0.2.50', DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 4; i <= 5; i++) expect((await attempt('elise.wouters@acme.test', `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await attempt('elise.wouters@acme.test', '192.0.2.6')).statusCode).toBe(429);
  });

  it('counts unknown e-mail addresses the same way, so the limit does not tell which accounts exist', async () => {
    for (let i = 1; i <= 5; i++) expect((await attempt('nobody@acme.test', `203.0.113.${i}`)).statusCode).toBe(401);
    expect((await attempt('nobody@acme.test', '203.0.113.9')).statusCode).toBe(429);
  });
});

describe('NUL characters', () => {
  it('are refused with 400 in any field of any route, in one place', async () => {
    const hr = await t.login('hr@acme.test');
    const query = await t.app.inject({ method: 'GET', url: '/api/inbox/sickNotes/list?page=0&x=%00', headers: { cookie: hr } });
    expect(query.statusCode).toBe(400);
    expect(json(query).fields).toEqual({ x: 'may not contain a NUL character' });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/inbox/expenses/process',
      headers: { cookie: hr },
      payload: { request_id: 1, status: 'approved', message_to_employee: 'ok\u0000' },
    });
    expect(body.statusCode).toBe(400);
    expect(json(body).fields).toHaveProperty('message_to_employee');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'hr@acme.test\u0000', password: 'x' } });
    expect(login.statusCode).toBe(400);
  });
});
