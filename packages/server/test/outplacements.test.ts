import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let hr: string, frank: string, manager: string, employee: string, readonly: string, globex: string;

beforeAll(async () => {
  t = await createTestApp({ withSandbox: true });
  [hr, frank, manager, employee, readonly, globex] = (await t.loginAll([
    'hr@acme.test',
    'frank.hermans@acme.test',
    'manager@acme.test',
    'employee@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
  ])) as [string, string, string, string, string, string];
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);
const SEND = '/api/integrations/outplacement/sendOutplacementRequest';
const UPDATE = '/api/outplacements/updateOutplacementStatus';

/** Tells the sandbox how to behave from now on (and resets its counters). */
async function sandboxBehaves(behaviour: { delay_ms?: number; fail_next?: number }) {
  const res = await fetch(`${t.sandbox!.url}/admin/behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ delay_ms: 0, fail_next: 0, ...behaviour }),
  });
  expect(res.status).toBe(200);
}
const sandboxCounters = async () =>
  (await (await fetch(`${t.sandbox!.url}/admin/behaviour`)).json()) as { requests_seen: number; failures_served: number };

type TPending = { id: number; integration_id: number; contract_uid: string; employee_id: number };
/** A pending outplacement nobody has touched yet, taken one per test so the tests stay independent. */
async function freshPending(): Promise<TPending> {
  return t.one<TPending>(
    `SELECT id, integration_id, contract_uid, employee_id FROM outplacements
     WHERE status = 'pending' AND request_status = 'none' AND contract_uid NOT LIKE 'TEST-%' ORDER BY id LIMIT 1`,
  );
}
/** A new pending outplacement of Acme (the seed has five; the tests need more). */
async function addPending(): Promise<TPending> {
  const base = await t.one<{ company_id: number; integration_id: number; employee_id: number }>(
    `SELECT company_id, integration_id, employee_id FROM outplacements ORDER BY id LIMIT 1`,
  );
  return t.one<TPending>(
    `INSERT INTO outplacements (company_id, integration_id, employee_id, contract_uid, contract_start, contract_end, role)
     VALUES ($1, $2, $3, 'TEST-' || gen_random_uuid(), '2024-01-01', '2026-12-31', 'Tester')
     RETURNING id, integration_id, contract_uid, employee_id`,
    [base.company_id, base.integration_id, base.employee_id],
  );
}
const sendBody = (o: TPending) => ({ integrationId: o.integration_id, contractId: o.contract_uid, employeeId: o.employee_id });

/** Reads the detail as the web does, until the request is no longer pending. */
async function settled(id: number, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const detail = json(await get(hr, `/api/outplacements/${id}`)).data;
    if (detail.outplacement.request_status !== 'pending') return detail;
    if (Date.now() > until) throw new Error(`outplacement ${id} still pending`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the outplacements list and detail', () => {
  it('lists the pending ones 20 a page for HR with the permission, with the badge', async () => {
    const list = json(await get(hr, '/api/outplacements/list')).data;
    expect(list).toMatchObject({ page: 0, per_page: 20 });
    expect(list.items.length).toBeGreaterThanOrEqual(5);
    expect(list.items.every((o: { status: string }) => o.status === 'pending')).toBe(true);
    expect(list.items[0]).toMatchObject({ role: expect.any(String), contract_start: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const all = json(await get(hr, '/api/outplacements/list?status=all')).data;
    expect(new Set(all.items.map((o: { status: string }) => o.status))).toEqual(new Set(['pending', 'requested', 'ignored']));
    const counts = json(await get(hr, '/api/inbox/counts')).data;
    expect(counts.count_outplacements).toBe(list.total);
  });

  it('shows managers, employees and another company nothing: an empty list, no badge, 404 on an id', async () => {
    const { id } = await freshPending();
    for (const cookie of [manager, employee, globex]) {
      expect(json(await get(cookie, '/api/outplacements/list')).data.items).toEqual([]);
      expect(json(await get(cookie, '/api/inbox/counts')).data.count_outplacements ?? 0).toBe(0);
      expect((await get(cookie, `/api/outplacements/${id}`)).statusCode).toBe(404);
    }
    expect(json(await get(manager, '/api/me')).data.tabs).not.toContain('outplacements');
    expect(json(await get(hr, '/api/me')).data.tabs).toContain('outplacements');
  });

  it('answers the detail with its contract, role and request state; read-only sees it without deciding', async () => {
    const { id } = await freshPending();
    const detail = json(await get(hr, `/api/outplacements/${id}`)).data;
    expect(detail).toMatchObject({
      can_decide: true,
      outplacement: { id, status: 'pending', request_status: 'none', request_error: null },
    });
    expect(json(await get(readonly, `/api/outplacements/${id}`)).data.can_decide).toBe(false);
  });

  it('refuses bad input with a reason', async () => {
    for (const url of [
      '/api/outplacements/abc',
      '/api/outplacements/0',
      '/api/outplacements/list?status=done',
      '/api/outplacements/list?page=-1',
    ]) {
      const res = await get(hr, url);
      expect(res.statusCode, url).toBe(400);
      expect(json(res)).toHaveProperty('reason_phrase');
    }
  });
});

describe('requesting an outplacement from the payroll provider', () => {
  it('queues the request, polls pending, then the provider’s confirmation makes it requested', async () => {
    await sandboxBehaves({});
    const o = await freshPending();
    const before = json(await get(hr, '/api/inbox/counts')).data.count_outplacements;
    const res = await post(hr, SEND, sendBody(o));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({ id: o.id, status: 'pending', request_status: 'pending' });
    const detail = await settled(o.id);
    expect(detail).toMatchObject({
      can_decide: false,
      outplacement: { status: 'requested', request_status: 'succeeded', request_error: null },
    });
    expect(json(await get(hr, '/api/inbox/counts')).data.count_outplacements).toBe(before - 1);
    // The provider has the command once, with the contract.
    const { commands } = (await (await fetch(`${t.sandbox!.url}/admin/companies/acme/commands`)).json()) as {
      commands: { type: string; payload: { contract_id: string } }[];
    };
    expect(commands.filter((c) => c.payload.contract_id === o.contract_uid)).toHaveLength(1);
    const history = await t.sql<{ action: string }>(
      `SELECT action FROM request_decisions WHERE area = 'outplacements' AND request_id = $1 ORDER BY id`,
      [o.id],
    );
    expect(history.map((h) => h.action)).toEqual(['request_sent', 'requested']);
    // Done is done: neither a second request nor an ignore.
    expect((await post(hr, SEND, sendBody(o))).statusCode).toBe(409);
    expect((await post(hr, UPDATE, { id: o.id, status: 'ignored' })).statusCode).toBe(409);
  });

  it('waits for a slow provider, refusing a second request or an ignore meanwhile', async () => {
    await sandboxBehaves({ delay_ms: 800 });
    const o = await addPending();
    expect((await post(hr, SEND, sendBody(o))).statusCode).toBe(200);
    const during = await post(hr, SEND, sendBody(o));
    expect(during.statusCode).toBe(409);
    expect(json(during).code).toBe('ALREADY_PROCESSED');
    expect((await post(hr, UPDATE, { id: o.id, status: 'ignored' })).statusCode).toBe(409);
    expect(json(await get(hr, `/api/outplacements/${o.id}`)).data.outplacement).toMatchObject({
      status: 'pending',
      request_status: 'pending',
    });
    expect((await settled(o.id)).outplacement).toMatchObject({ status: 'requested', request_status: 'succeeded' });
  });

  it('retries a send that fails twice and then succeeds', async () => {
    await sandboxBehaves({ fail_next: 2 });
    const o = await addPending();
    expect((await post(hr, SEND, sendBody(o))).statusCode).toBe(200);
    expect((await settled(o.id)).outplacement).toMatchObject({ status: 'requested', request_status: 'succeeded' });
    expect(await sandboxCounters()).toMatchObject({ requests_seen: 3, failures_served: 2 });
  });

  it('gives up after the 4th failure: failed with the reason, still pending, and may be requested again', async () => {
    await sandboxBehaves({ fail_next: 4 });
    const o = await addPending();
    expect((await post(hr, SEND, sendBody(o))).statusCode).toBe(200);
    const failed = await settled(o.id);
    expect(failed).toMatchObject({ can_decide: true, outplacement: { status: 'pending', request_status: 'failed' } });
    expect(failed.outplacement.request_error).toMatch(/503/);
    expect(await sandboxCounters()).toMatchObject({ requests_seen: 4, failures_served: 4 });
    const history = await t.sql<{ action: string }>(
      `SELECT action FROM request_decisions WHERE area = 'outplacements' AND request_id = $1 ORDER BY id`,
      [o.id],
    );
    expect(history.map((h) => h.action)).toEqual(['request_sent', 'request_failed']);

    await sandboxBehaves({});
    expect((await post(hr, SEND, sendBody(o))).statusCode).toBe(200);
    expect((await settled(o.id)).outplacement).toMatchObject({ status: 'requested', request_status: 'succeeded', request_error: null });
  });

  it('counts a provider slower than the timeout as a failure, leaving the outplacement pending', async () => {
    await sandboxBehaves({ delay_ms: 2300 });
    const o = await addPending();
    expect((await post(hr, SEND, sendBody(o))).statusCode).toBe(200);
    const failed = await settled(o.id, 25_000);
    expect(failed.outplacement).toMatchObject({ status: 'pending', request_status: 'failed' });
    expect(failed.outplacement.request_error).toMatch(/did not answer within/);
    await sandboxBehaves({});
  });

  it('refuses bad input, read-only, people without the permission and another company’s outplacement', async () => {
    const o = await addPending();
    const bad: object[] = [
      {},
      { ...sendBody(o), integrationId: 'x' },
      { ...sendBody(o), contractId: '' },
      { ...sendBody(o), contractId: 'a\uD800b' },
      { ...sendBody(o), contractId: 'x'.repeat(101) },
      { ...sendBody(o), employeeId: -1 },
    ];
    for (const payload of bad) {
      const res = await post(hr, SEND, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json(res)).toHaveProperty('reason_phrase');
    }
    expect((await post(hr, SEND, { ...sendBody(o), contractId: 'NOPE' })).statusCode).toBe(404);
    expect((await post(readonly, SEND, sendBody(o))).statusCode).toBe(403);
    for (const cookie of [manager, employee, globex]) expect((await post(cookie, SEND, sendBody(o))).statusCode).toBe(404);
    expect(json(await get(hr, `/api/outplacements/${o.id}`)).data.outplacement.request_status).toBe('none');
  });
});

describe('ignoring an outplacement', () => {
  it('ignores a pending one once; a second decision is 409; the history has it', async () => {
    const o = await addPending();
    const res = await post(hr, UPDATE, { id: o.id, status: 'ignored' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({ id: o.id, status: 'ignored' });
    const again = await post(hr, UPDATE, { id: o.id, status: 'ignored' });
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('ALREADY_PROCESSED');
    expect((await post(hr, SEND, sendBody(o))).statusCode).toBe(409);
    const audit = await t.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_events WHERE area = 'outplacements' AND object_id = $1`,
      [o.id],
    );
    expect(audit.n).toBe(1);
  });

  it('lets one of two deciders at once win; the other gets 409', async () => {
    const o = await addPending();
    const answers = await Promise.all([
      post(hr, UPDATE, { id: o.id, status: 'ignored' }),
      post(frank, UPDATE, { id: o.id, status: 'ignored' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const o2 = await addPending();
    const race = await Promise.all([post(hr, SEND, sendBody(o2)), post(frank, UPDATE, { id: o2.id, status: 'ignored' })]);
    expect(race.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    await settled(o2.id);
  });

  it('refuses another status, bad ids, read-only and those who may not see it', async () => {
    const o = await addPending();
    for (const payload of [
      { id: o.id, status: 'requested' },
      { id: o.id, status: 'pending' },
      { id: 'x', status: 'ignored' },
      { status: 'ignored' },
    ]) {
      expect((await post(hr, UPDATE, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await post(readonly, UPDATE, { id: o.id, status: 'ignored' })).statusCode).toBe(403);
    for (const cookie of [manager, employee, globex])
      expect((await post(cookie, UPDATE, { id: o.id, status: 'ignored' })).statusCode).toBe(404);
    expect((await post(hr, UPDATE, { id: 999999, status: 'ignored' })).statusCode).toBe(404);
  });

  it('keeps another company’s outplacement out of reach (404), while its own HR sees it', async () => {
    const g = await t.one<{ company_id: number; employee_id: number }>(
      `SELECT c.id AS company_id, e.id AS employee_id FROM companies c JOIN employees e ON e.company_id = c.id WHERE c.subdomain = 'globex' LIMIT 1`,
    );
    const integration = await t.one<{ id: number }>(
      `INSERT INTO integrations (company_id, type, name, country, external_ref) VALUES ($1, 'payroll_provider', 'Globex payroll', 'NL', 'globex') RETURNING id`,
      [g.company_id],
    );
    const o = await t.one<{ id: number }>(
      `INSERT INTO outplacements (company_id, integration_id, employee_id, contract_uid, contract_start, role)
       VALUES ($1, $2, $3, 'GLOBEX-1', '2023-05-01', 'Analyst') RETURNING id`,
      [g.company_id, integration.id, g.employee_id],
    );
    expect((await get(hr, `/api/outplacements/${o.id}`)).statusCode).toBe(404);
    expect((await post(hr, UPDATE, { id: o.id, status: 'ignored' })).statusCode).toBe(404);
    expect((await post(hr, SEND, { integrationId: integration.id, contractId: 'GLOBEX-1', employeeId: g.employee_id })).statusCode).toBe(
      404,
    );
    expect((await get(hr, `/api/integrations/${integration.id}`)).statusCode).toBe(404);
    expect(json(await get(globex, `/api/outplacements/${o.id}`)).data.outplacement.role).toBe('Analyst');
  });
});

describe('integrations and feature checks', () => {
  it('lists the company’s integrations with provider, country and features; GET /api/me carries them', async () => {
    const list = json(await get(employee, '/api/integrations/list')).data.integrations;
    expect(list).toEqual([
      expect.objectContaining({
        type: 'payroll_provider',
        provider: 'sandbox',
        country: 'BE',
        pay_frequency: 'monthly',
        features: ['profile/fullpush'],
      }),
    ]);
    expect(list[0]).not.toHaveProperty('external_ref');
    expect(json(await get(hr, `/api/integrations/${list[0].id}`)).data.integration).toEqual(list[0]);
    expect((await get(hr, '/api/integrations/999999')).statusCode).toBe(404);
    expect((await get(hr, '/api/integrations/abc')).statusCode).toBe(400);
    const me = json(await get(hr, '/api/me')).data;
    expect(me.integrations[0]).toMatchObject({ provider: 'sandbox', features: ['profile/fullpush'] });
  });
});
