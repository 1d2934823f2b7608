import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRITTEN_IN } from '../src/db/client.ts';
import { inlineValues, writeValuesIn } from '../src/db/inlineValues.ts';
import { employees } from '../src/db/schema/people.ts';
import { createTestApp, json, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('arrays read back', () => {
  it('reads plain arrays on the quick path and quoted, nested or null elements as PostgreSQL means them', async () => {
    const [row] = await t.sql(
      `SELECT '{1,2,NULL,-4}'::int[] AS ints, '{}'::int[] AS no_ints, '{{1,2},{3,4}}'::int[] AS nested, '{3000000000}'::int8[] AS bigs,
              ARRAY['a', 'b c', '', NULL, 'NULL', 'x,y', 'q"r', 'back\\slash', '{', '2026-01-02']::text[] AS texts,
              '{x,y}'::text[] AS plain_texts, '{}'::text[] AS no_texts`,
    );
    expect(row).toEqual({
      ints: [1, 2, null, -4],
      no_ints: [],
      nested: [
        [1, 2],
        [3, 4],
      ],
      bigs: [3000000000],
      texts: ['a', 'b c', '', null, 'NULL', 'x,y', 'q"r', 'back\\slash', '{', '2026-01-02'],
      plain_texts: ['x', 'y'],
      no_texts: [],
    });
  });
});

describe('values written into a statement', () => {
  it('reads back exactly what the parameters carried', async () => {
    const text = `SELECT $1::int AS n, $2::boolean AS b, $3::text AS s, $4::int[] AS ids, $5::text AS nothing, '$1' AS quoted, "t"."$2" AS named FROM (SELECT 1 AS "$2") AS t`;
    const values = [-42, true, `O'Brien; DROP TABLE x --`, [3, 1, 2], null];
    const inlined = inlineValues(text, values);
    expect(inlined).not.toMatch(/\$[345]/);
    const [withParameters] = await t.sql(text, values);
    const [written] = await t.sql(inlined);
    expect(written).toEqual(withParameters);
    expect(written).toEqual({ n: -42, b: true, s: `O'Brien; DROP TABLE x --`, ids: [3, 1, 2], nothing: null, quoted: '$1', named: 1 });
  });

  it('refuses a value whose literal would not read back exactly, and a placeholder without a value', () => {
    expect(() => inlineValues('SELECT $1', [1.5])).toThrow(/cannot be written/);
    expect(() => inlineValues('SELECT $1', [new Date()])).toThrow(/cannot be written/);
    expect(() => inlineValues('SELECT $1', [['a']])).toThrow(/cannot be written/);
    expect(() => inlineValues('SELECT $2', [1])).toThrow(/has 1 values/);
  });

  it("writes a built query's values into its text and keeps its placeholders, rows mapped as before", async () => {
    const acme = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id;
    const build = () =>
      t.database.db
        .select({ id: employees.id, name: employees.name, company: employees.companyId })
        .from(employees)
        .where(and(eq(employees.companyId, acme), ne(employees.name, `O'Brien`), gt(employees.id, sql.placeholder('after'))))
        .orderBy(employees.id)
        .limit(3);
    const written = writeValuesIn(build())!;
    expect(written.toSQL()).toEqual({ sql: expect.not.stringMatching(/\$2/), params: [expect.anything()] });
    expect(written.toSQL().sql).toContain(`"employees"."company_id" = ${acme}`);
    expect(written.toSQL().sql).toContain(`'O''Brien'`);
    for (const after of [0, 2]) {
      const rows = await written.prepare(`test_written_${after}`).execute({ after });
      expect(rows).toEqual(await build().prepare(`test_parameters_${after}`).execute({ after }));
      expect(rows[0]).toEqual({ id: expect.any(Number), name: expect.any(String), company: acme });
    }
    // A value without an exact literal leaves the query as it was.
    expect(writeValuesIn(t.database.db.select({ id: employees.id }).from(employees).where(gt(employees.id, 1.5)))).toBeNull();
  });

  it('keeps a negative value a number after a minus, not the start of a comment', async () => {
    const [row] = await t.sql(inlineValues('SELECT 1-$1 AS n, $2::int AS m', [-5, -3]));
    expect(row).toEqual({ n: 6, m: -3 });
  });
});

describe('prepared statements on a connection', () => {
  it('plans the badges once per connection and then reuses the plan', async () => {
    const manager = await t.login('manager@acme.test');
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(json(await t.app.inject({ method: 'GET', url: '/api/inbox/counts', headers: { cookie: manager } })).data);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0].count_expense_requests).toBeGreaterThan(0);
    // The pool hands back the connection released last: the one the badges ran on.
    const acme = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id;
    const scope = t.app.companyScope;
    const prepared = await scope.run(acme, () =>
      scope.db.execute<{ parameters: number; generic: number; custom: number }>(
        sql`SELECT cardinality(parameter_types) AS parameters, generic_plans::int AS generic, custom_plans::int AS custom
            FROM pg_prepared_statements WHERE statement LIKE '%count(*)%expense_requests%'`,
      ),
    );
    expect(prepared.rows).toEqual([{ parameters: 0, generic: 4, custom: 0 }]);
  });

  it("plans the lists PostgreSQL planned on every call once, the user's values in their text", async () => {
    const hr = await t.login('hr@acme.test');
    const acme = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id;
    const scope = t.app.companyScope;
    const plans = (like: string) =>
      scope.run(acme, () =>
        scope.db.execute<{ name: string; parameters: number; generic: number; custom: number }>(
          sql`SELECT name, cardinality(parameter_types) AS parameters, generic_plans::int AS generic, custom_plans::int AS custom
              FROM pg_prepared_statements WHERE statement LIKE ${like}`,
        ),
      );
    for (const [url, like] of [
      ['/api/workflows/tasks/list?status=pending&page=0', '%from "workflow_tasks"%order by "workflow_tasks"."due_order"%limit 20'],
      ['/api/inbox/contracts/list?status=all&page=0', '%from "contracts" inner join%order by "contracts"."created_at"%'],
      ['/api/inbox/sickNotes/list?page=0', '%json_agg%from "sick_days"%'],
    ] as const) {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push((await t.app.inject({ method: 'GET', url, headers: { cookie: hr } })).body);
      expect(new Set(answers).size, url).toBe(1);
      expect(JSON.parse(answers[0]!).data, url).toBeTruthy();
      // The pool hands back the connection released last: the one the list ran on.
      const { rows } = await plans(like);
      expect(rows, url).toEqual([{ name: expect.stringMatching(new RegExp(`^${WRITTEN_IN}`)), parameters: 0, generic: 4, custom: 0 }]);
    }
  });

  it('keeps 32 statements with their values written in per connection and sends any more unnamed', async () => {
    const client = await t.database.pool.connect();
    const name = (i: number) => `${WRITTEN_IN}-test-${i}`;
    try {
      for (let i = 0; i < 36; i++) {
        const { rows } = await client.query({ name: name(i), text: `SELECT ${i} AS n` });
        expect(rows).toEqual([{ n: i }]);
      }
      // A kept one runs again by its name; one past the limit, unnamed again.
      expect((await client.query({ name: name(3), text: 'SELECT 3 AS n' })).rows).toEqual([{ n: 3 }]);
      expect((await client.query({ name: name(35), text: 'SELECT 35 AS n' })).rows).toEqual([{ n: 35 }]);
      // One with a parameter left (a cursor) counts among them and runs unnamed past the limit too.
      expect((await client.query({ name: `${WRITTEN_IN}-test-cursor`, text: 'SELECT $1::int AS n', values: [5] })).rows).toEqual([
        { n: 5 },
      ]);
      const { rows } = await client.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE name LIKE '${WRITTEN_IN}%'`);
      expect(rows.map((r) => r.name).sort()).toEqual(Array.from({ length: 32 }, (_, i) => name(i)).sort());
    } finally {
      client.release();
    }
  });
});
