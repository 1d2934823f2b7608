import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let manager: string, hr: string, employee: string, readonly: string, globex: string;

beforeAll(async () => {
  t = await createTestApp();
  [manager, hr, employee, readonly, globex] = (await t.loginAll([
    'manager@acme.test',
    'hr@acme.test',
    'employee@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
  ])) as [string, string, string, string, string];
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);
const ok = async (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
};
const userId = async (email: string) => (await t.one<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [email])).id;
const employeeId = async (email: string) => (await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = $1`, [email])).id;

/** A template of HR's with the given items, and a workflow started from it for Evan (employee@acme.test). */
async function startWorkflow(isSequential: boolean, items: object[], extra: object = {}) {
  const { template_id } = await ok(
    await post(hr, '/api/workflows/templates/add', { type: 'onboarding', name: 'Test flow', is_sequential: isSequential }),
  );
  for (const item of items) await ok(await post(hr, '/api/workflows/templates/items/add', { template_id, ...item }));
  const started = await ok(
    await post(hr, '/api/workflows/startWorkflow', {
      employee_id: await employeeId('employee@acme.test'),
      workflow_template_id: template_id,
      workflow_date: '2026-03-02',
      ...extra,
    }),
  );
  return { template_id, ...started } as { template_id: number; workflow_id: number; task_ids: number[] };
}

describe('the tasks inbox', () => {
  it('lists the demo tasks of the manager by status, soonest due first, with the count', async () => {
    const pending = await ok(await get(manager, '/api/workflows/tasks/list?status=pending'));
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((x: { status: string; is_blocked: boolean }) => x.status === 'pending' && !x.is_blocked)).toBe(true);
    const dues = pending.items.map((x: { due_date: string }) => x.due_date);
    expect(dues).toEqual([...dues].sort());
    const counts = await ok(await get(manager, '/api/inbox/counts'));
    expect(counts.count_pending_tasks).toBe(pending.total);
    const done = await ok(await get(manager, '/api/workflows/tasks/list?status=done'));
    expect(done.items.every((x: { status: string; date_closed: unknown }) => x.status === 'done' && x.date_closed !== -1)).toBe(true);
    expect((await ok(await get(hr, '/api/me'))).tabs).toContain('tasks');
  });

  it('refuses a bad status or page', async () => {
    expect((await get(manager, '/api/workflows/tasks/list?status=open')).statusCode).toBe(400);
    expect((await get(manager, '/api/workflows/tasks/list?page=-1')).statusCode).toBe(400);
  });
});

describe('starting a workflow', () => {
  it('creates the tasks with due dates from timing_days and the hashtags replaced', async () => {
    const { task_ids, workflow_id } = await startWorkflow(
      false,
      [
        {
          name: 'Laptop for #employee_name',
          description: 'Starts #workflow_date, #unknown stays',
          timing_days: -3,
          for_who: 'user',
          responsible_user_id: await userId('manager@acme.test'),
        },
        { name: 'Welcome #employee_first_name', timing_days: 5, for_who: 'manager' },
        { name: 'Sign the policy', timing_days: 0, for_who: 'workflow_employee' },
        { name: 'Accounts', timing_days: 1, for_who: 'email', responsible_email: 'IT@acme.test' },
      ],
      { notify_assignees: true },
    );
    const detail = await ok(await get(hr, `/api/workflows/${workflow_id}/detail`));
    expect(detail.tasks.map((x: { name: string; due_date: string }) => [x.name, x.due_date])).toEqual([
      ['Laptop for Evan Peeters', '2026-02-27'],
      ['Welcome Evan', '2026-03-07'],
      ['Sign the policy', '2026-03-02'],
      ['Accounts', '2026-03-03'],
    ]);
    expect(detail.tasks[0].description).toBe('Starts 02/03/2026, #unknown stays');
    expect(detail.tasks[1].responsible.employee.name).toBe('Marie Dubois');
    expect(detail.tasks[3].responsible.email).toBe('it@acme.test');
    // The manager is responsible for the first two; Evan for the third.
    const mine = await ok(await get(manager, '/api/workflows/tasks/list?status=all&page=0'));
    const ids = mine.items.map((x: { id: number }) => x.id);
    expect(ids).toEqual(expect.arrayContaining([task_ids[0], task_ids[1]]));
    const evans = await ok(await get(employee, `/api/workflows/tasks/${task_ids[2]}/detail`));
    expect(evans.task.employee).toMatchObject({ name: 'Evan Peeters', employee_accessible: true });
    // The manager manages Evan: the profile link shows; nobody else sees another's task.
    expect((await ok(await get(manager, `/api/workflows/tasks/${task_ids[0]}/detail`))).task.employee.employee_accessible).toBe(true);
    expect((await get(employee, `/api/workflows/tasks/${task_ids[0]}/detail`)).statusCode).toBe(404);
    expect((await get(globex, `/api/workflows/tasks/${task_ids[0]}/detail`)).statusCode).toBe(404);
  });

  it('refuses bad input, an empty template, another company’s template, and anyone but HR', async () => {
    const { template_id } = await ok(await post(hr, '/api/workflows/templates/add', { type: 'other', name: 'Empty' }));
    const evan = await employeeId('employee@acme.test');
    const cases: [string, object, number][] = [
      [hr, { employee_id: evan, workflow_template_id: template_id, workflow_date: '02/03/2026' }, 400],
      [hr, { employee_id: evan, workflow_template_id: template_id }, 400],
      [hr, { employee_id: 'x', workflow_template_id: template_id, workflow_date: '2026-03-02' }, 400],
      [hr, { employee_id: evan, workflow_template_id: template_id, workflow_date: '2026-03-02' }, 400],
      [globex, { employee_id: evan, workflow_template_id: template_id, workflow_date: '2026-03-02' }, 404],
      [manager, { employee_id: evan, workflow_template_id: template_id, workflow_date: '2026-03-02' }, 403],
      [readonly, { employee_id: evan, workflow_template_id: template_id, workflow_date: '2026-03-02' }, 403],
    ];
    for (const [cookie, payload, status] of cases) {
      const res = await post(cookie, '/api/workflows/startWorkflow', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res)).toHaveProperty('reason_phrase');
    }
    const noResponsible = await post(hr, '/api/workflows/templates/items/add', { template_id, name: 'x', timing_days: 0, for_who: 'user' });
    expect(noResponsible.statusCode).toBe(400);
    expect(json(noResponsible).fields).toHaveProperty('responsible_user_id');
    const foreignUser = await post(hr, '/api/workflows/templates/items/add', {
      template_id,
      name: 'x',
      timing_days: 0,
      for_who: 'user',
      responsible_user_id: await userId('hr@globex.test'),
    });
    expect(foreignUser.statusCode).toBe(400);
  });
});

describe('completing and reopening a task', () => {
  it('completes, answers 409 the second time, reopens, 409 again; the trail has both', async () => {
    const { task_ids } = await startWorkflow(false, [
      { name: 'Only', timing_days: 0, for_who: 'user', responsible_user_id: await userId('manager@acme.test') },
    ]);
    const id = task_ids[0]!;
    expect(await ok(await post(manager, '/api/workflows/tasks/closeTask', { task_id: id }))).toEqual({ task_id: id, status: 'done' });
    const again = await post(manager, '/api/workflows/tasks/closeTask', { task_id: id });
    expect(again.statusCode).toBe(409);
    const done = (await ok(await get(manager, `/api/workflows/tasks/${id}/detail`))).task;
    expect(done.status).toBe('done');
    expect(typeof done.date_closed).toBe('string');
    await ok(await post(manager, '/api/workflows/tasks/reopenTask', { task_id: id }));
    expect((await post(manager, '/api/workflows/tasks/reopenTask', { task_id: id })).statusCode).toBe(409);
    expect((await ok(await get(manager, `/api/workflows/tasks/${id}/detail`))).task.date_closed).toBe(-1);
    const trail = await t.sql(`SELECT action FROM audit_events WHERE area = 'workflows' AND object_id = $1 ORDER BY id`, [id]);
    expect(trail.map((r) => r.action)).toEqual(['completed', 'reopened']);
    expect((await post(readonly, '/api/workflows/tasks/closeTask', { task_id: id })).statusCode).toBe(403);
    expect((await post(employee, '/api/workflows/tasks/closeTask', { task_id: id })).statusCode).toBe(404);
    expect((await post(globex, '/api/workflows/tasks/closeTask', { task_id: id })).statusCode).toBe(404);
    expect((await post(manager, '/api/workflows/tasks/closeTask', { task_id: 'abc' })).statusCode).toBe(400);
  });

  it('gives one 409 when two people complete the same task at once', async () => {
    const { task_ids } = await startWorkflow(false, [
      { name: 'Race', timing_days: 0, for_who: 'user', responsible_user_id: await userId('manager@acme.test') },
    ]);
    const results = await Promise.all([manager, hr].map((c) => post(c, '/api/workflows/tasks/closeTask', { task_id: task_ids[0] })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('opens a task of a sequential workflow only once the one before it is done', async () => {
    const m = await userId('manager@acme.test');
    const { task_ids } = await startWorkflow(true, [
      { name: 'First', timing_days: 0, for_who: 'user', responsible_user_id: m },
      { name: 'Second', timing_days: 1, for_who: 'user', responsible_user_id: m },
    ]);
    const [first, second] = task_ids as [number, number];
    expect((await ok(await get(manager, `/api/workflows/tasks/${second}/detail`))).task.is_blocked).toBe(true);
    const pendingIds = (await ok(await get(manager, '/api/workflows/tasks/list?status=pending'))).items.map((x: { id: number }) => x.id);
    expect(pendingIds).toContain(first);
    expect(pendingIds).not.toContain(second);
    const blocked = await post(manager, '/api/workflows/tasks/closeTask', { task_id: second });
    expect(blocked.statusCode).toBe(409);
    expect(json(blocked).code).toBe('TASK_BLOCKED');
    await ok(await post(manager, '/api/workflows/tasks/closeTask', { task_id: first }));
    await ok(await post(manager, '/api/workflows/tasks/closeTask', { task_id: second }));
  });

  it('keeps who waits right through every change to a workflow, and two changes at once take turns', async () => {
    const m = await userId('manager@acme.test');
    const step = (name: string, timing_days: number) => ({ name, timing_days, for_who: 'user', responsible_user_id: m });
    const { workflow_id, task_ids } = await startWorkflow(true, [step('A', 0), step('B', 1), step('C', 2)]);
    const [a, b, c] = task_ids as [number, number, number];
    // The stored flag against its definition, worked out here from the rows (migration 0028 keeps it by triggers).
    const waiting = async () => {
      const rows = await t.sql<{ id: number; blocked: boolean; expected: boolean }>(
        `SELECT t.id, t.blocked, t.status = 'pending' AND w.is_sequential AND EXISTS (
           SELECT 1 FROM workflow_tasks p WHERE p.workflow_id = t.workflow_id AND p.status = 'pending'
             AND (p.sort_order, p.id) < (t.sort_order, t.id)) AS expected
         FROM workflow_tasks t JOIN workflows w ON w.id = t.workflow_id WHERE t.workflow_id = $1 ORDER BY t.id`,
        [workflow_id],
      );
      for (const row of rows) expect(row.blocked, `task ${row.id}`).toBe(row.expected);
      return rows.filter((r) => r.blocked).map((r) => r.id);
    };
    expect(await waiting()).toEqual([b, c]);
    await ok(await post(manager, '/api/workflows/tasks/closeTask', { task_id: a }));
    expect(await waiting()).toEqual([c]);
    await ok(await post(manager, '/api/workflows/tasks/reopenTask', { task_id: a }));
    expect(await waiting()).toEqual([b, c]);
    await ok(await post(hr, '/api/workflows/task/item/delete', { task_id: a }));
    expect(await waiting()).toEqual([c]);
    const { task_id: d } = await ok(
      await post(hr, '/api/workflows/tasks/createNewTaskForWorkflow', {
        workflow_id,
        name: 'D',
        description: '',
        for_who: 'user',
        responsible_user_id: m,
      }),
    );
    expect(await waiting()).toEqual([c, d]);
    await t.sql(`UPDATE workflows SET is_sequential = false WHERE id = $1`, [workflow_id]);
    expect(await waiting()).toEqual([]);
    await t.sql(`UPDATE workflows SET is_sequential = true WHERE id = $1`, [workflow_id]);
    expect(await waiting()).toEqual([c, d]);
    // Completing B opens C, deleting C at the same time opens D: each recomputes from what the other committed.
    const both = await Promise.all([
      post(manager, '/api/workflows/tasks/closeTask', { task_id: b }),
      post(hr, '/api/workflows/task/item/delete', { task_id: c }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await waiting()).toEqual([]);
    const pendingIds = (await ok(await get(manager, '/api/workflows/tasks/list?status=pending'))).items.map((x: { id: number }) => x.id);
    expect(pendingIds).toContain(d);
  });

  it('lets two people change two tasks of one workflow at the same moment without a deadlock', async () => {
    const m = await userId('manager@acme.test');
    const step = (name: string, timing_days: number) => ({ name, timing_days, for_who: 'user', responsible_user_id: m });
    // Held back on the workflow's row until both calls wait, then let go at once: completing A recomputes B, which the
    // other call is deleting. Were the task locked before the workflow, the two would wait for each other about every
    // other round (PostgreSQL then ends one with a deadlock error).
    for (let round = 0; round < 4; round++) {
      const { workflow_id, task_ids } = await startWorkflow(true, [step('A', 0), step('B', 1), step('C', 2)]);
      const [a, b] = task_ids as [number, number];
      const gate = await t.database.pool.connect();
      try {
        await gate.query('BEGIN');
        await gate.query('SELECT 1 FROM workflows WHERE id = $1 FOR UPDATE', [workflow_id]);
        const calls = Promise.all([
          post(manager, '/api/workflows/tasks/closeTask', { task_id: a }),
          post(hr, '/api/workflows/task/item/delete', { task_id: b }),
        ]);
        for (let tries = 0; tries < 200; tries++) {
          const { n } = await t.one<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if (n >= 2) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await gate.query('COMMIT');
        expect((await calls).map((r) => r.statusCode)).toEqual([200, 200]);
      } finally {
        gate.release();
      }
      const rest = await t.sql(`SELECT id, status, blocked FROM workflow_tasks WHERE workflow_id = $1 ORDER BY id`, [workflow_id]);
      expect(rest).toEqual([
        { id: a, status: 'done', blocked: false },
        { id: task_ids[2], status: 'pending', blocked: false },
      ]);
    }
  });
});

describe('templates, counts and reassigning', () => {
  it('copies, reorders, edits and deletes; counts and reassigns a user’s work', async () => {
    const m = await userId('manager@acme.test');
    const o = await userId('olivier.maes@acme.test');
    const { template_id } = await ok(
      await post(hr, '/api/workflows/templates/add', { type: 'onboarding', name: 'Copy me', is_sequential: '1' }),
    );
    const a = (
      await ok(
        await post(hr, '/api/workflows/templates/items/add', {
          template_id,
          name: 'A',
          timing_days: 0,
          for_who: 'user',
          responsible_user_id: m,
        }),
      )
    ).item_id;
    const b = (
      await ok(
        await post(hr, '/api/workflows/templates/items/add', {
          template_id,
          name: 'B',
          timing_days: 2,
          for_who: 'email',
          responsible_email: 'x@acme.test',
        }),
      )
    ).item_id;
    await ok(await post(hr, `/api/workflows/templates/${template_id}/updateTaskOrder`, { ordered_task_ids: `${b},${a}` }));
    expect((await post(hr, `/api/workflows/templates/${template_id}/updateTaskOrder`, { ordered_task_ids: `${b}` })).statusCode).toBe(400);
    expect((await post(hr, `/api/workflows/templates/${template_id}/updateTaskOrder`, { ordered_task_ids: 'b,a' })).statusCode).toBe(400);
    const copy = (await ok(await post(hr, '/api/workflows/templates/copy', { template_id, name: 'The copy' }))).template_id;
    const detail = await ok(await get(hr, `/api/workflows/templates/${copy}/detail`));
    expect(detail.template).toMatchObject({ name: 'The copy', is_sequential: true, item_count: 2 });
    expect(detail.items.map((i: { name: string }) => i.name)).toEqual(['B', 'A']);
    await ok(await post(hr, '/api/workflows/templates/edit', { template_id: copy, type: 'offboarding', name: 'Renamed' }));
    expect((await ok(await get(hr, `/api/workflows/templates/items/${a}/detail`))).item.responsible.user.id).toBe(m);
    const itemsBefore = (await ok(await get(hr, `/api/workflows/templates/items/assignedCount?user_id=${m}`))).count;
    expect(itemsBefore).toBeGreaterThan(0);
    expect((await ok(await post(hr, '/api/workflows/templates/items/reassign', { from_user_id: m, to_user_id: o }))).reassigned).toBe(
      itemsBefore,
    );
    expect((await ok(await get(hr, `/api/workflows/templates/items/assignedCount?user_id=${m}`))).count).toBe(0);
    const tasksBefore = (await ok(await get(manager, `/api/workflows/tasks/assignedCount?user_id=${m}`))).count;
    expect(tasksBefore).toBeGreaterThan(0);
    await ok(await post(hr, '/api/workflows/tasks/reassign', { from_user_id: m, to_user_id: o }));
    expect((await ok(await get(hr, `/api/workflows/tasks/assignedCount?user_id=${o}`))).count).toBeGreaterThanOrEqual(tasksBefore);
    expect((await get(manager, `/api/workflows/tasks/assignedCount?user_id=${o}`)).statusCode).toBe(404);
    expect((await get(globex, `/api/workflows/templates/${copy}/detail`)).statusCode).toBe(404);
    await ok(await post(hr, '/api/workflows/templates/items/delete', { item_id: a }));
    await ok(await post(hr, '/api/workflows/templates/delete', { template_id: copy }));
    expect((await get(hr, `/api/workflows/templates/${copy}/detail`)).statusCode).toBe(404);
    expect((await get(manager, '/api/workflows/templates/list')).statusCode).toBe(403);
  });
});
