import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './harness.ts';

let t: TestApp;
let manager: string, hr: string, employee: string, globex: string, eng: string;

beforeAll(async () => {
  t = await createTestApp();
  [manager, hr, employee, globex, eng] = (await t.loginAll([
    'manager@acme.test',
    'hr@acme.test',
    'employee@acme.test',
    'hr@globex.test',
    'elise.wouters@acme.test',
  ])) as [string, string, string, string, string];
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

describe('segments and teams', () => {
  it('lists custom segments by object type, and refuses an unknown type', async () => {
    const res = await get(hr, '/api/segments/days_off/list');
    expect(res.statusCode).toBe(200);
    expect(json(res).data.map((s: { name: string }) => s.name)).toEqual(['Field sales', 'Leads']);
    expect(json(res).data[0]).toMatchObject({ count: 4, group: 'Custom segments', description: 'Sales people who visit clients' });
    expect(json(await get(hr, '/api/segments/people/list')).data.map((s: { name: string }) => s.name)).toEqual(['New joiners']);
    expect((await get(hr, '/api/segments/cars/list')).statusCode).toBe(400);
    expect(json(await get(globex, '/api/segments/days_off/list')).data).toEqual([]);
  });

  it('gives a light-access account no custom segments', async () => {
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/auth/switchCompany',
      headers: { cookie: hr },
      payload: { company_id: (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'globex'`)).id },
    });
    expect(switched.statusCode).toBe(200);
    expect(json(switched).data.membership.access).toBe('light');
    expect(json(await get(hr, '/api/segments/days_off/list')).data).toEqual([]);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/switchCompany',
      headers: { cookie: hr },
      payload: { company_id: (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id },
    });
  });

  it('lists the teams a user sees with their head count', async () => {
    const all = json(await get(hr, '/api/teams/list/mine_only')).data;
    expect(all.map((x: { name: string }) => x.name)).toEqual(['Engineering', 'Finance', 'Operations', 'People', 'Sales']);
    const sales = all.find((x: { name: string }) => x.name === 'Sales');
    const { n } = await t.one<{ n: string }>(
      `SELECT count(*) AS n FROM employees e JOIN teams t ON t.id = e.team_id WHERE t.name = 'Sales' AND e.is_active`,
    );
    expect(sales.count).toBe(Number(n));
    expect(json(await get(manager, '/api/teams/list/mine_only')).data.map((x: { name: string }) => x.name)).toEqual(['Sales']);
    expect(json(await get(globex, '/api/teams/list/mine_only')).data.map((x: { name: string }) => x.name)).toEqual(['Head office']);
  });

  it('offers default people filters to access_wages = 1 in a BE company only, and no integration filters with one integration', async () => {
    const forHr = json(await get(hr, '/api/people/filters')).data;
    expect(forHr.default_filters.map((f: { id: string }) => f.id)).toEqual([
      'default_people_filter_white_collar',
      'default_people_filter_blue_collar',
      'default_people_filter_student',
    ]);
    expect(forHr.integration_filters).toEqual([]);
    expect(json(await get(manager, '/api/people/filters')).data.default_filters).toEqual([]);
    expect((await get(manager, '/api/inbox/daysOff/list?segment=default_people_filter_student')).statusCode).toBe(400);
    expect((await get(hr, '/api/inbox/daysOff/list?segment=default_people_filter_student')).statusCode).toBe(200);
  });
});

describe('people', () => {
  it('shows profile basics to the person, their managers and HR; 404 to others', async () => {
    const evan = await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = 'employee@acme.test'`);
    const res = await get(manager, `/api/people/${evan.id}/profile`);
    expect(res.statusCode).toBe(200);
    expect(json(res).data).toMatchObject({
      name: 'Evan Peeters',
      team: { name: 'Sales' },
      manager: { name: 'Marie Dubois' },
      second_manager: { name: 'Olivier Maes' },
      is_active: true,
    });
    expect((await get(employee, `/api/people/${evan.id}/profile`)).statusCode).toBe(200);
    expect((await get(hr, `/api/people/${evan.id}/profile`)).statusCode).toBe(200);
    expect((await get(eng, `/api/people/${evan.id}/profile`)).statusCode).toBe(404);
    expect((await get(globex, `/api/people/${evan.id}/profile`)).statusCode).toBe(404);
    expect((await get(hr, '/api/people/abc/profile')).statusCode).toBe(400);
  });
});
