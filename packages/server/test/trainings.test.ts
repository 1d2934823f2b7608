import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let manager: string, hr: string, employee: string, readonly: string, globex: string, ops: string, eng: string;

beforeAll(async () => {
  t = await createTestApp();
  [manager, hr, employee, readonly, globex, ops, eng] = (await t.loginAll([
    'manager@acme.test',
    'hr@acme.test',
    'employee@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
    'olivier.maes@acme.test',
    'elise.wouters@acme.test',
  ])) as [string, string, string, string, string, string, string];
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);

async function trainingId(name: string) {
  return (await t.one<{ id: number }>(`SELECT id FROM trainings WHERE name = $1`, [name])).id;
}

/** employee@acme.test (Sales, managed by manager@acme.test, second manager olivier.maes@acme.test) asks. */
async function ask(payload: object) {
  const res = await post(employee, '/api/trainings/requests/add', payload);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.request_id as number;
}

describe('asking for a training', () => {
  it('lands an existing training in the manager’s inbox and count', async () => {
    const before = json(await get(manager, '/api/inbox/counts')).data.count_training_requests;
    const id = await ask({ training_id: await trainingId('Lunch and learn: our product'), motivation: '  To know the product  ' });
    expect(json(await get(manager, '/api/inbox/counts')).data.count_training_requests).toBe(before + 1);
    const list = json(await get(manager, '/api/inbox/trainings/list?status=pending')).data;
    expect(list.items[0]).toMatchObject({ id, status: 'pending', training_name: 'Lunch and learn: our product', new_training_name: null });
    expect(list.items[0].training_id).toBeGreaterThan(0);
    const detail = json(await get(manager, `/api/inbox/trainings/detail?request_id=${id}`)).data;
    expect(detail).toMatchObject({
      can_process: true,
      request: { motivation: 'To know the product', training_cost: 0, approver_manager_name: 'Marie Dubois', approver_user_name: null },
    });
  });

  it('asks for a new training with a name and a cost (training_id 0 in the list: the NEW tag)', async () => {
    const id = await ask({ new_training_name: 'Kubernetes basics', new_training_cost: '799.5' });
    const row = json(await get(manager, '/api/inbox/trainings/list?status=all')).data.items.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ training_id: 0, training_name: null, new_training_name: 'Kubernetes basics' });
    const detail = json(await get(manager, `/api/inbox/trainings/detail?request_id=${id}`)).data.request;
    expect(detail).toMatchObject({ new_training_cost: 799.5, training_cost: null });
  });

  it('refuses a request that is both or neither, a hidden or another company’s training, and a non-employee', async () => {
    const cases: [object, number][] = [
      [{}, 400],
      [{ new_training_name: 'No cost' }, 400],
      [{ new_training_cost: 10 }, 400],
      [{ training_id: await trainingId('First aid at work'), new_training_name: 'Both' }, 400],
      [{ new_training_name: 'Negative', new_training_cost: -1 }, 400],
      [{ training_id: 'abc' }, 400],
      [{ training_id: await trainingId('Leadership programme') }, 404],
      [{ training_id: await trainingId('Dutch payroll basics') }, 404],
    ];
    for (const [payload, status] of cases) {
      const res = await post(employee, '/api/trainings/requests/add', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json(res)).toHaveProperty('reason_phrase');
    }
  });
});

describe('deciding a training request', () => {
  it('declines only with a trimmed note, then approves; the history and audit trail have it; 409 after', async () => {
    const id = await ask({ training_id: await trainingId('First aid at work') });
    const blank = await post(manager, '/api/inbox/trainings/process', { request_id: id, status: 'declined', note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(json(blank).fields).toHaveProperty('note');
    const ok = await post(manager, '/api/inbox/trainings/process', { request_id: id, status: 'approved', note: ' Enjoy ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data).toEqual({ request_id: id, status: 'approved' });
    const detail = json(await get(manager, `/api/inbox/trainings/detail?request_id=${id}`)).data;
    expect(detail).toMatchObject({
      can_process: false,
      request: { status: 'approved', message_to_employee: 'Enjoy', approver_user_name: 'Marie Dubois' },
    });
    expect(detail.request.time_processed).not.toBeNull();
    const again = await post(ops, '/api/inbox/trainings/process', { request_id: id, status: 'declined', note: 'No' });
    expect(again.statusCode).toBe(409);
    const audit = json(await get(hr, '/api/audit/list?area=trainings')).data.items[0];
    expect(audit).toMatchObject({ object_id: id, action: 'approved', before: { status: 'pending' }, after: { status: 'approved' } });
  });

  it('lets one of two approvers at once win; the other gets 409', async () => {
    const id = await ask({ new_training_name: 'Race condition', new_training_cost: 1 });
    const [a, b] = await Promise.all([
      post(manager, '/api/inbox/trainings/process', { request_id: id, status: 'approved' }),
      post(ops, '/api/inbox/trainings/process', { request_id: id, status: 'declined', note: 'No budget' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const decisions = await t.sql(`SELECT 1 FROM request_decisions WHERE area = 'trainings' AND request_id = $1`, [id]);
    expect(decisions).toHaveLength(1);
  });

  it('is 404 for another team’s lead, another company and an unknown id; read-only looks but cannot decide', async () => {
    const id = await ask({ new_training_name: 'Scoped', new_training_cost: 5 });
    for (const cookie of [eng, globex]) {
      expect((await get(cookie, `/api/inbox/trainings/detail?request_id=${id}`)).statusCode).toBe(404);
      expect((await post(cookie, '/api/inbox/trainings/process', { request_id: id, status: 'approved' })).statusCode).toBe(404);
    }
    expect((await get(manager, '/api/inbox/trainings/detail?request_id=2147483647')).statusCode).toBe(404);
    expect((await get(manager, '/api/inbox/trainings/detail?request_id=2147483648')).statusCode).toBe(400);
    const seen = json(await get(readonly, `/api/inbox/trainings/detail?request_id=${id}`)).data;
    expect(seen.can_process).toBe(false);
    expect((await post(readonly, '/api/inbox/trainings/process', { request_id: id, status: 'approved' })).statusCode).toBe(403);
    // The requester does not decide their own request, nor see it in an inbox.
    expect((await get(employee, `/api/inbox/trainings/detail?request_id=${id}`)).statusCode).toBe(404);
  });

  it('lists by status, newest first, 20 a page', async () => {
    for (const status of ['all', 'pending', 'approved', 'declined']) {
      const data = json(await get(hr, `/api/inbox/trainings/list?status=${status}`)).data;
      expect(data.per_page).toBe(20);
      if (status !== 'all')
        expect(
          data.items.every((r: { status: string }) => r.status === status),
          status,
        ).toBe(true);
      const times = data.items.map((r: { time_created: string }) => Date.parse(r.time_created));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
    }
    expect((await get(hr, '/api/inbox/trainings/list?status=closed')).statusCode).toBe(400);
    expect(
      json(await get(globex, '/api/inbox/trainings/list?status=all')).data.items.every(
        (r: { training_name: string }) => r.training_name === 'Dutch payroll basics',
      ),
    ).toBe(true);
  });
});

describe('a training of the catalogue', () => {
  it('shows every field, the funding fields only with trainings_fla, and sessions', async () => {
    const id = await trainingId('Excel for finance');
    const data = json(await get(manager, `/api/trainings/${id}/detail`)).data;
    expect(data.show_funding).toBe(false);
    expect(data.training).toMatchObject({
      name: 'Excel for finance',
      kind: 'sessions',
      location_of_training: 'online',
      falls_under_fla: null,
      training_amount_minutes: 720,
    });
    expect(data.training.sessions).toHaveLength(4);
    await t.sql(`UPDATE companies SET features = features || '{trainings_fla}' WHERE subdomain = 'acme'`);
    const fla = json(await get(manager, `/api/trainings/${await trainingId('Negotiation skills')}/detail`)).data;
    expect(fla).toMatchObject({ show_funding: true, training: { falls_under_fla: true } });
  });

  it('hides trainings not open to everyone unless HR, or a request the viewer decides names it', async () => {
    const hidden = await trainingId('Leadership programme');
    expect((await get(employee, `/api/trainings/${hidden}/detail`)).statusCode).toBe(404);
    expect((await get(hr, `/api/trainings/${hidden}/detail`)).statusCode).toBe(200);
    expect((await get(globex, `/api/trainings/${hidden}/detail`)).statusCode).toBe(404);
    const catalogue = json(await get(employee, '/api/trainings/list')).data.trainings.map((c: { name: string }) => c.name);
    expect(catalogue).toContain('Negotiation skills');
    expect(catalogue).not.toContain('Leadership programme');
  });
});
