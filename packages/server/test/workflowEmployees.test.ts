import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';

/** GET /api/workflows/employees — the /workflows page's employee picker. */
let t: TestApp;
let hr: string, manager: string, globex: string;
beforeAll(async () => {
  t = await createTestApp();
  [hr, manager, globex] = (await t.loginAll(['hr@acme.test', 'manager@acme.test', 'hr@globex.test'])) as [string, string, string];
});
afterAll(() => t.close());
const { get } = requestsAs(() => t);

describe('whom a workflow may be started for', () => {
  it("lists the company's people by name, searched, 50 at most", async () => {
    const all = json(await get(hr, '/api/workflows/employees')).data.employees as { id: number; name: string }[];
    const expected = await t.sql<{ id: number }>(
      `SELECT id FROM employees WHERE company_id = (SELECT id FROM companies WHERE subdomain = 'acme') ORDER BY name, id LIMIT 50`,
    );
    expect(all.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    const evan = json(await get(hr, '/api/workflows/employees?search_term=evan')).data.employees;
    expect(evan.map((e: { name: string }) => e.name)).toEqual(['Evan Peeters']);
    expect(json(await get(hr, '/api/workflows/employees?search_term=100%25')).data.employees).toEqual([]);
  });

  it("shows each company only its own people, and is the keepers'", async () => {
    const names = json(await get(globex, '/api/workflows/employees')).data.employees.map((e: { name: string }) => e.name);
    expect(names).toContain('Bram de Vries');
    expect(names).not.toContain('Evan Peeters');
    const res = await get(manager, '/api/workflows/employees');
    expect(res.statusCode).toBe(403);
    expect(json(res).reason_phrase).toMatch(/workflows permission/);
    expect((await get(hr, `/api/workflows/employees?search_term=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});
