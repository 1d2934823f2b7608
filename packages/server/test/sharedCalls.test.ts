import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_SUGGEST_LIMIT } from '@signoff/contract/companies';
import { createTestApp, json, type TestApp } from './harness.ts';

/** The shared calls of spec 02 §7.2 beyond the inbox's: company suggest, federated accounts, feature checks, days-off requests. */
let t: TestApp;
let hr: string, manager: string, employee: string, globex: string, eng: string, teamOnly: string, readOnly: string;
let acmeId: number, globexId: number;

beforeAll(async () => {
  t = await createTestApp({ config: { companySuggestRateLimit: { max: 1000, windowMs: 60_000 } } });
  [hr, manager, employee, globex, eng, teamOnly, readOnly] = (await t.loginAll([
    'hr@acme.test',
    'manager@acme.test',
    'employee@acme.test',
    'hr@globex.test',
    'elise.wouters@acme.test',
    'frank.hermans@acme.test',
    'readonly@acme.test',
  ])) as [string, string, string, string, string, string, string];
  acmeId = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id;
  globexId = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'globex'`)).id;
});
afterAll(() => t.close());

const get = (cookie: string | null, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
type TSuggestion = { id: number; name: string; registration_number: string; country: string; city: string };
const names = async (cookie: string, query: string) =>
  (json(await get(cookie, `/v1/companies/suggest?query=${encodeURIComponent(query)}`)).data.companies as TSuggestion[]).map((c) => c.name);

describe('GET /v1/companies/suggest', () => {
  it('finds registry companies by the start of their name, at most ten, alphabetically', async () => {
    const res = await get(hr, '/v1/companies/suggest?query=ar');
    expect(res.statusCode).toBe(200);
    const companies = json(res).data.companies as TSuggestion[];
    expect(companies.length).toBeGreaterThan(0);
    expect(companies.length).toBeLessThanOrEqual(COMPANY_SUGGEST_LIMIT);
    for (const c of companies) {
      expect(c.name.toLowerCase().startsWith('ar')).toBe(true);
      expect(['BE', 'NL']).toContain(c.country);
      expect(c.registration_number).toMatch(c.country === 'BE' ? /^[01]\d{3}\.\d{3}\.\d{3}$/ : /^\d{8}$/);
    }
    const sorted = [...companies.map((c) => c.name.toLowerCase())].sort();
    expect(companies.map((c) => c.name.toLowerCase())).toEqual(sorted);
    // A short common prefix has more than ten matches: the answer stops at ten.
    const { n } = await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM company_registry WHERE search_name LIKE 'de%'`);
    expect(n).toBeGreaterThan(COMPANY_SUGGEST_LIMIT);
    expect(await names(hr, 'de')).toHaveLength(COMPANY_SUGGEST_LIMIT);
  });

  it('ignores case and accents in both directions', async () => {
    const [accented] = await t.sql<{ name: string }>(
      `SELECT name FROM company_registry WHERE name LIKE 'Pâtisserie%' ORDER BY name LIMIT 1`,
    );
    expect(accented).toBeDefined();
    expect(await names(hr, 'PATISSERIE')).toContain(accented!.name);
    expect(await names(hr, 'pâtiss')).toContain(accented!.name);
    const [plain] = await t.sql<{ name: string }>(`SELECT name FROM company_registry WHERE name LIKE 'Brasserie%' ORDER BY name LIMIT 1`);
    expect(await names(hr, 'BRÄSSERIE')).toContain(plain!.name);
  });

  it('treats % and _ as letters, not patterns', async () => {
    expect(await names(hr, '%%')).toEqual([]);
    expect(await names(hr, '__')).toEqual([]);
  });

  it('refuses a query under 2 or over 100 characters, or none, with a reason', async () => {
    for (const url of [
      '/v1/companies/suggest',
      '/v1/companies/suggest?query=a',
      '/v1/companies/suggest?query=%20%20a%20',
      `/v1/companies/suggest?query=${'a'.repeat(101)}`,
    ]) {
      const res = await get(hr, url);
      expect(res.statusCode, url).toBe(400);
      expect(json(res).fields.query, url).toBeTruthy();
    }
    expect((await get(hr, `/v1/companies/suggest?query=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('answers every signed-in user alike, in every company and role; nobody signed out', async () => {
    const acme = await names(hr, 'de');
    for (const cookie of [manager, employee, globex, teamOnly, readOnly]) expect(await names(cookie, 'de')).toEqual(acme);
    expect((await get(null, '/v1/companies/suggest?query=de')).statusCode).toBe(401);
  });

  it('uses the prefix index', async () => {
    // 400 rows fit a page or two, where a sequential scan is cheaper: the planner is told to avoid it, as it would at scale.
    const client = await t.database.pool.connect();
    let plan: { 'QUERY PLAN': string }[];
    try {
      await client.query('SET enable_seqscan = off');
      plan = (await client.query(`EXPLAIN SELECT id FROM company_registry WHERE search_name LIKE 'ar%' ORDER BY search_name LIMIT 10`))
        .rows;
      await client.query('RESET enable_seqscan');
    } finally {
      client.release();
    }
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('company_registry_search_name_idx');
  });

  it('the app role reads the registry but cannot write it', async () => {
    const res = await t.sql<{ insert: boolean; select: boolean }>(
      `SELECT has_table_privilege('signoff_app', 'company_registry', 'INSERT') AS insert, has_table_privilege('signoff_app', 'company_registry', 'SELECT') AS select`,
    );
    expect(res[0]).toEqual({ insert: false, select: true });
  });
});

describe('the company suggest rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { companySuggestRateLimit: { max: 3, windowMs: 60_000 } } });
  });
  afterAll(() => limited.close());

  it('counts per session: the fourth look-up in a minute is a 429 with Retry-After; another session still may', async () => {
    const [one, two] = (await limited.loginAll(['hr@acme.test', 'manager@acme.test'])) as [string, string];
    const ask = (cookie: string) => limited.app.inject({ method: 'GET', url: '/v1/companies/suggest?query=de', headers: { cookie } });
    for (let i = 0; i < 3; i++) expect((await ask(one)).statusCode).toBe(200);
    const refused = await ask(one);
    expect(refused.statusCode).toBe(429);
    expect(json(refused)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask(two)).statusCode).toBe(200);
  });
});

describe('GET /api/auth/federatedAccounts', () => {
  it('lists the companies the user may switch to, the current one marked', async () => {
    const res = json(await get(hr, '/api/auth/federatedAccounts')).data;
    expect(res.current_company_id).toBe(acmeId);
    expect(res.accounts).toEqual([
      { company_id: acmeId, subdomain: 'acme', name: expect.any(String), access: 'full', is_current: true },
      { company_id: globexId, subdomain: 'globex', name: expect.any(String), access: 'light', is_current: false },
    ]);
    // The same list as GET /api/me's accounts.
    const me = json(await get(hr, '/api/me')).data;
    expect(res.accounts.map(({ is_current: _, ...a }: { is_current: boolean }) => a)).toEqual(me.accounts);
  });

  it('gives a one-company user their one company, and nobody signed out', async () => {
    for (const cookie of [manager, employee, teamOnly, readOnly]) {
      const res = json(await get(cookie, '/api/auth/federatedAccounts')).data;
      expect(res.accounts.map((a: { subdomain: string }) => a.subdomain)).toEqual(['acme']);
    }
    expect(json(await get(globex, '/api/auth/federatedAccounts')).data.accounts.map((a: { subdomain: string }) => a.subdomain)).toEqual([
      'globex',
    ]);
    expect((await get(null, '/api/auth/federatedAccounts')).statusCode).toBe(401);
  });
});

describe('GET /api/teams/list/mine_only per federated account', () => {
  it("lists another of the user's companies' teams without switching the session", async () => {
    const res = await get(hr, `/api/teams/list/mine_only?company_id=${globexId}`);
    expect(res.statusCode).toBe(200);
    // The same answer as after switching a session of hers to Globex.
    const switched = await t.login('hr@acme.test');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/switchCompany',
      headers: { cookie: switched },
      payload: { company_id: globexId },
    });
    expect(json(res).data).toEqual(json(await get(switched, '/api/teams/list/mine_only')).data);
    // An admin of Globex sees its teams (the light-access Hanna may see none).
    expect(json(await get(globex, `/api/teams/list/mine_only?company_id=${globexId}`)).data.map((x: { name: string }) => x.name)).toEqual([
      'Head office',
    ]);
    // The session stayed in Acme.
    expect(json(await get(hr, '/api/me')).data.company.subdomain).toBe('acme');
    expect(json(await get(hr, `/api/teams/list/mine_only?company_id=${acmeId}`)).data.map((x: { name: string }) => x.name)).toContain(
      'Sales',
    );
  });

  it('is a 404 for a company the user is not in, and a 400 for a bad id', async () => {
    expect((await get(manager, `/api/teams/list/mine_only?company_id=${globexId}`)).statusCode).toBe(404);
    expect((await get(globex, `/api/teams/list/mine_only?company_id=${acmeId}`)).statusCode).toBe(404);
    expect((await get(hr, '/api/teams/list/mine_only?company_id=999999')).statusCode).toBe(404);
    for (const bad of ['abc', '0', '-1', '99999999999'])
      expect((await get(hr, `/api/teams/list/mine_only?company_id=${bad}`)).statusCode, bad).toBe(400);
  });

  it('limits a team_only user to their teams there too', async () => {
    const res = json(await get(teamOnly, `/api/teams/list/mine_only?company_id=${acmeId}`)).data;
    expect(res.map((x: { name: string }) => x.name)).toEqual(['Finance']);
  });
});

describe('GET /api/features/check', () => {
  it('is on for a feature of the company or of one of its integrations, off otherwise', async () => {
    const fullpush = json(await get(hr, '/api/features/check?feature=profile/fullpush')).data;
    expect(fullpush.feature).toBe('profile/fullpush');
    expect(fullpush.enabled).toBe(true);
    const integrations = await t.sql<{ id: number }>(
      `SELECT id FROM integrations WHERE company_id = $1 AND 'profile/fullpush' = ANY(features) ORDER BY id`,
      [acmeId],
    );
    expect(fullpush.integration_ids).toEqual(integrations.map((i) => i.id));
    const companyHas = (
      await t.one<{ has: boolean }>(`SELECT 'profile/fullpush' = ANY(features) AS has FROM companies WHERE id = $1`, [acmeId])
    ).has;
    expect(fullpush.company).toBe(companyHas);
    // Globex: default categories on for the company, no fullpush anywhere.
    expect(json(await get(globex, '/api/features/check?feature=expenses/default-categories')).data).toMatchObject({
      enabled: true,
      company: true,
    });
    expect(json(await get(globex, '/api/features/check?feature=profile/fullpush')).data).toEqual({
      feature: 'profile/fullpush',
      enabled: false,
      company: false,
      integration_ids: [],
    });
    expect(json(await get(hr, '/api/features/check?feature=expenses/default-categories')).data.enabled).toBe(false);
  });

  it('answers every role of the company the same', async () => {
    const expected = json(await get(hr, '/api/features/check?feature=profile/fullpush')).data;
    for (const cookie of [manager, employee, eng, teamOnly, readOnly])
      expect(json(await get(cookie, '/api/features/check?feature=profile/fullpush')).data).toEqual(expected);
  });

  it('says virus_scan is off where no scanner is configured, even for a company that switched it on', async () => {
    expect(json(await get(hr, '/api/features/check?feature=virus_scan')).data).toMatchObject({ enabled: false });
  });

  it('refuses an unknown or missing feature with a reason', async () => {
    for (const url of ['/api/features/check', '/api/features/check?feature=nope', '/api/features/check?feature=PROFILE/FULLPUSH']) {
      const res = await get(hr, url);
      expect(res.statusCode, url).toBe(400);
      expect(json(res).fields.feature).toBeTruthy();
    }
    expect((await get(null, '/api/features/check?feature=virus_scan')).statusCode).toBe(401);
  });
});

describe('days-off requests outside the inbox', () => {
  let salesRequest: { id: number; employee_id: number };
  let ownRequest: { id: number };
  beforeAll(async () => {
    salesRequest = await t.one(
      `SELECT r.id, r.employee_id FROM days_off_requests r JOIN employees e ON e.id = r.employee_id JOIN teams tm ON tm.id = e.team_id
       WHERE tm.name = 'Sales' AND tm.company_id = $1 AND e.email NOT IN ('employee@acme.test', 'manager@acme.test') ORDER BY r.id LIMIT 1`,
      [acmeId],
    );
    const evan = await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = 'employee@acme.test'`);
    ownRequest = await t.one(
      `INSERT INTO days_off_requests (company_id, employee_id, type, note_from_employee) VALUES ($1, $2, 'education', 'Course') RETURNING id`,
      [acmeId, evan.id],
    );
    await t.sql(
      `INSERT INTO days_off_request_dates (company_id, request_id, date, start_minutes, duration_minutes) VALUES ($1, $2, '2026-03-02', 540, 480), ($1, $2, '2026-03-03', 540, 240)`,
      [acmeId, ownRequest.id],
    );
  });

  it('getDaysOffRequest gives the request with its days, type, status and employee', async () => {
    const res = await get(hr, `/api/days_off/getDaysOffRequest?request_id=${ownRequest.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.request).toMatchObject({
      id: ownRequest.id,
      request_type: 'add',
      type: 'education',
      type_name: 'Education',
      status: 'pending',
      note_from_employee: 'Course',
      employee: { name: 'Evan Peeters', team_name: 'Sales' },
      days: [
        { date: '2026-03-02', start_minutes: 540, duration_minutes: 480, status: 'pending' },
        { date: '2026-03-03', start_minutes: 540, duration_minutes: 240, status: 'pending' },
      ],
    });
  });

  it('getDaysOffRequest: approvers and the employee read it; others, another company and strangers get 404', async () => {
    for (const cookie of [hr, manager, readOnly, employee])
      expect((await get(cookie, `/api/days_off/getDaysOffRequest?request_id=${ownRequest.id}`)).statusCode).toBe(200);
    for (const cookie of [eng, globex, teamOnly])
      expect((await get(cookie, `/api/days_off/getDaysOffRequest?request_id=${ownRequest.id}`)).statusCode).toBe(404);
    // Another Sales person's request is not the employee's to read.
    expect((await get(employee, `/api/days_off/getDaysOffRequest?request_id=${salesRequest.id}`)).statusCode).toBe(404);
    expect((await get(hr, '/api/days_off/getDaysOffRequest?request_id=999999')).statusCode).toBe(404);
    expect((await get(null, `/api/days_off/getDaysOffRequest?request_id=${ownRequest.id}`)).statusCode).toBe(401);
  });

  it('getDaysOffRequest refuses a missing or bad request_id', async () => {
    for (const q of ['', '?request_id=', '?request_id=abc', '?request_id=0', '?request_id=-3', '?request_id=99999999999']) {
      const res = await get(hr, `/api/days_off/getDaysOffRequest${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(json(res).fields.request_id, q).toBeTruthy();
    }
  });

  it('listRequests pages what the user may read, newest first, filtered by person and status', async () => {
    const all = json(await get(hr, '/api/days_off/listRequests')).data;
    expect(all).toMatchObject({ page: 0, per_page: 20 });
    expect(all.items.length).toBeGreaterThan(0);
    expect(all.items[0].id).toBe(ownRequest.id); // the newest
    const times = all.items.map((i: { time_added: string }) => i.time_added);
    expect(times).toEqual([...times].sort().reverse());
    const own = json(await get(hr, `/api/days_off/listRequests?employee_id=${salesRequest.employee_id}`)).data;
    expect(own.items.every((i: { employee: { id: number } }) => i.employee.id === salesRequest.employee_id)).toBe(true);
    const pending = json(await get(hr, '/api/days_off/listRequests?status=pending')).data;
    expect(pending.items.every((i: { status: string }) => i.status === 'pending')).toBe(true);
    const closed = json(await get(hr, '/api/days_off/listRequests?status=closed')).data;
    expect(closed.items.every((i: { status: string }) => i.status === 'closed')).toBe(true);
    const { n } = await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM days_off_requests WHERE company_id = $1 AND NOT processed`, [
      acmeId,
    ]);
    // HR decides everyone's but her own (she has none pending in the demo).
    expect(pending.total).toBe(n);
    const page1 = json(await get(hr, '/api/days_off/listRequests?page=1')).data;
    expect(page1.page).toBe(1);
    expect(page1.items.map((i: { id: number }) => i.id)).not.toContain(all.items[0].id);
  });

  it('listRequests: a manager sees their team and an employee only their own; team_only stays in their teams', async () => {
    const mine = json(await get(employee, '/api/days_off/listRequests')).data.items as { employee: { name: string } }[];
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((i) => i.employee.name))).toEqual(new Set(['Evan Peeters']));
    const sales = json(await get(manager, '/api/days_off/listRequests')).data.items as { employee: { team_name: string } }[];
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.every((i) => i.employee.team_name === 'Sales')).toBe(true);
    const finance = json(await get(teamOnly, '/api/days_off/listRequests')).data.items as { employee: { team_name: string } }[];
    expect(finance.every((i) => i.employee.team_name === 'Finance')).toBe(true);
    expect(json(await get(globex, '/api/days_off/listRequests')).data.items.every((i: { id: number }) => i.id !== ownRequest.id)).toBe(
      true,
    );
  });

  it('listRequests for a person the user may not see, or of another company, is a 404', async () => {
    for (const cookie of [eng, globex, teamOnly, employee])
      expect((await get(cookie, `/api/days_off/listRequests?employee_id=${salesRequest.employee_id}`)).statusCode).toBe(404);
    expect((await get(readOnly, `/api/days_off/listRequests?employee_id=${salesRequest.employee_id}`)).statusCode).toBe(200);
  });

  it('listRequests refuses bad filters with a reason', async () => {
    for (const [q, field] of [
      ['?status=open', 'status'],
      ['?page=-1', 'page'],
      ['?page=x', 'page'],
      ['?employee_id=abc', 'employee_id'],
      ['?employee_id=0', 'employee_id'],
    ] as const) {
      const res = await get(hr, `/api/days_off/listRequests${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(json(res).fields[field], q).toBeTruthy();
    }
  });
});
