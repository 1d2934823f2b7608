import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE } from '../src/db/tenant.ts';
import { HttpError } from '../src/http/errors.ts';
import { createTestApp, json, type TestApp } from './harness.ts';

/**
 * Tables with a company_id that stay outside row-level security, and why: they are read before a request knows its
 * company (the session lookup, the login's memberships). Every other table with a company_id must be protected, so a
 * new area's table joins this test by itself.
 */
const TENANT_DIRECTORY = ['memberships', 'sessions'];

let t: TestApp;
let app: pg.Pool;
let acme: number;
let globex: number;
beforeAll(async () => {
  t = await createTestApp();
  app = new pg.Pool({ ...t.database.pool.options, options: `-c role=${APP_ROLE}`, max: 2 });
  acme = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id;
  globex = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'globex'`)).id;
});
afterAll(async () => {
  await app.end();
  await t.close();
});

/** Runs statements as the app's role in one company (or none), the way a request does. */
async function asApp<T extends pg.QueryResultRow>(companyId: number | null, text: string, params: unknown[] = []): Promise<T[]> {
  const client = await app.connect();
  try {
    await client.query('BEGIN');
    if (companyId !== null) await client.query(`SELECT set_config('app.company_id', $1, true)`, [String(companyId)]);
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

describe('row-level security', () => {
  it('the app role is neither superuser, nor owner of any table, nor exempt from row-level security', async () => {
    const role = await t.one<{ rolsuper: boolean; rolbypassrls: boolean }>(
      `SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = $1`,
      [APP_ROLE],
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owned = await t.sql(`SELECT relname FROM pg_class WHERE relowner = (SELECT oid FROM pg_roles WHERE rolname = $1)`, [APP_ROLE]);
    expect(owned).toEqual([]);
  });

  it('protects every table with a company_id, forced, so a new table cannot forget it', async () => {
    const tables = await t.sql<{ relname: string; relrowsecurity: boolean; relforcerowsecurity: boolean; policies: number }>(
      `SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity, (SELECT count(*)::int FROM pg_policy p WHERE p.polrelid = c.oid) AS policies
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
       WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attname = 'company_id' ORDER BY c.relname`,
    );
    expect(tables.length).toBeGreaterThan(15);
    for (const table of tables.filter((row) => !TENANT_DIRECTORY.includes(row.relname))) {
      expect({ table: table.relname, rls: table.relrowsecurity, forced: table.relforcerowsecurity, policies: table.policies > 0 }).toEqual({
        table: table.relname,
        rls: true,
        forced: true,
        policies: true,
      });
    }
  });

  it('shows a query that forgets its company condition only the company of the request', async () => {
    const all = await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM employees WHERE company_id = $1`, [acme]);
    const seen = await asApp<{ n: number; companies: number }>(
      acme,
      `SELECT count(*)::int AS n, count(DISTINCT company_id)::int AS companies FROM employees`,
    );
    expect(seen[0]).toEqual({ n: all.n, companies: 1 });
    const expensesOfGlobex = await asApp<{ n: number }>(acme, `SELECT count(*)::int AS n FROM expenses WHERE company_id = $1`, [globex]);
    expect(expensesOfGlobex[0]!.n).toBe(0);
  });

  it('shows nothing at all when no company is set', async () => {
    expect(await asApp(null, `SELECT id FROM employees`)).toEqual([]);
    expect(await asApp(null, `SELECT id FROM expense_requests`)).toEqual([]);
  });

  it("refuses to write a row into another company, or to change another company's row", async () => {
    await expect(asApp(acme, `INSERT INTO teams (company_id, name) VALUES ($1, 'Intruders')`, [globex])).rejects.toThrow(
      /row-level security/,
    );
    const globexTeam = await t.one<{ id: number }>(`SELECT id FROM teams WHERE company_id = $1 LIMIT 1`, [globex]);
    const updated = await asApp(acme, `UPDATE teams SET name = 'Taken' WHERE id = $1 RETURNING id`, [globexTeam.id]);
    expect(updated).toEqual([]);
    await expect(asApp(acme, `UPDATE teams SET company_id = $1 WHERE company_id = $2`, [globex, acme])).rejects.toThrow(
      /row-level security/,
    );
  });

  it("refuses a row that points at another company's row, even for the owner", async () => {
    const globexEmployee = await t.one<{ id: number }>(`SELECT id FROM employees WHERE company_id = $1 LIMIT 1`, [globex]);
    const acmeExpense = await t.one<{ id: number }>(`SELECT id FROM expenses WHERE company_id = $1 LIMIT 1`, [acme]);
    await expect(t.sql(`UPDATE expenses SET employee_id = $1 WHERE id = $2`, [globexEmployee.id, acmeExpense.id])).rejects.toThrow(
      /foreign key/,
    );
    const acmeEmployee = await t.one<{ id: number }>(`SELECT id FROM employees WHERE company_id = $1 LIMIT 1`, [acme]);
    await expect(t.sql(`UPDATE employees SET manager_id = $1 WHERE id = $2`, [globexEmployee.id, acmeEmployee.id])).rejects.toThrow(
      /foreign key/,
    );
  });

  it("runs the app's requests as the app role, in the session's company", async () => {
    const hr = await t.login('hr@acme.test');
    const list = await t.app.inject({ method: 'GET', url: '/api/inbox/expenses/list?status=all', headers: { cookie: hr } });
    expect(list.statusCode).toBe(200);
    expect(json(list).data.total).toBeGreaterThan(0);
    const scope = t.app.companyScope;
    const seen = await scope.run(acme, () =>
      scope.db.execute<{ role: string; company: string }>(sql`SELECT current_user AS role, current_setting('app.company_id') AS company`),
    );
    expect(seen.rows[0]).toEqual({ role: APP_ROLE, company: String(acme) });
  });

  it('counts the badges as the app role, under row-level security like every other route', async () => {
    const hr = await t.login('hr@acme.test');
    const roles: string[] = [];
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client & { connectionParameters?: { options?: string } }, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text;
      if (text?.includes('count(')) roles.push(this.connectionParameters?.options?.includes(`role=${APP_ROLE}`) ? APP_ROLE : 'owner');
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      const counts = await t.app.inject({ method: 'GET', url: '/api/inbox/counts', headers: { cookie: hr } });
      expect(counts.statusCode).toBe(200);
    } finally {
      pg.Client.prototype.query = original;
    }
    expect(roles).toEqual([APP_ROLE]);
  });

  it('a connection reused by the next request is in that request’s company, after a switch mid-request too', async () => {
    const scope = t.app.companyScope;
    const companyNow = async () =>
      (await scope.db.execute<{ company: string }>(sql`SELECT current_setting('app.company_id') AS company`)).rows[0]!.company;
    // The pool hands back the connection released last, so each run below takes the one the run before it let go.
    for (const [first, second] of [
      [acme, globex],
      [globex, acme],
      [acme, acme],
    ] as const) {
      expect(await scope.run(first, companyNow)).toBe(String(first));
      // A request that switches company part way (a federated call) leaves its connection in the other company.
      const switched = await scope.run(first, async () => {
        await companyNow();
        return scope.run(second, companyNow);
      });
      expect(switched).toBe(String(second));
      expect(await scope.run(first, companyNow)).toBe(String(first));
      // A switch inside a transaction that a refusal rolls back is undone by PostgreSQL with it, and the connection,
      // refused on purpose rather than broken, goes back to the pool for the next run.
      await scope
        .run(first, () =>
          scope.db.transaction(async (tx) => {
            await tx.execute(sql`SELECT 1`);
            await scope.run(second, companyNow);
            throw new HttpError(409, 'ALREADY_HANDLED', 'rolled back');
          }),
        )
        .catch(() => null);
      expect(await scope.run(second, companyNow)).toBe(String(second));
      expect(await scope.run(first, companyNow)).toBe(String(first));
    }
  });

  it('refuses a company-scoped query outside a request instead of running it unscoped', async () => {
    const refused = await t.app.companyScope.db.execute(sql`SELECT current_user AS role`).then(
      () => null,
      (error: unknown) => error as Error,
    );
    expect(String(refused?.cause)).toMatch(/outside a request's company/);
  });
});
