import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './harness.ts';

let t: TestApp;
let hr: string;
beforeAll(async () => {
  t = await createTestApp({ config: { loginRateLimit: { max: 3, windowMs: 60_000 } } });
  hr = await t.login('hr@acme.test');
});
afterAll(() => t.close());

describe('inputs the database cannot hold are refused as bad input, never a 500', () => {
  it.each([
    ['/api/inbox/expenses/detail?request_id=2147483648', 'request_id'],
    ['/api/people/99999999999/profile', 'id'],
    ['/api/inbox/daysOff/detail?request_id=2147483648', 'request_id'],
    ['/api/inbox/sickNotes/person?employee_id=1&day_off_type_id=2147483648', 'day_off_type_id'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie: hr } });
    expect(res.statusCode).toBe(400);
    expect(json(res).code).toBe('VALIDATION');
    expect(Object.keys(json(res).fields)).toContain(field);
  });

  it('refuses a day id past the integer range in a days-off decision', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/inbox/daysOff/process',
      headers: { cookie: hr },
      payload: { request_id: 1, new_status_99999999999: 'approved' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a NUL character in a search', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/inbox/expenses/list?status=all&search_term=a%00b',
      headers: { cookie: hr },
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).fields.search_term).toMatch(/NUL/);
  });
});

describe('answers with personal data are never cached', () => {
  it('sends Cache-Control: no-store on API answers, successes and failures alike', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: hr } });
    const refused = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(ok.headers['cache-control']).toBe('no-store');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('X-Forwarded-For', () => {
  it('is not trusted by default, so a forged address does not buy a fresh login budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: { email: 'employee@acme.test', password: 'wrong' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
