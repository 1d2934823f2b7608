import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_NOT_FOUND, NOT_FOUND_NAME, relatedObjectLabel, type TReminder } from '@signoff/contract/reminders';
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
const acmeId = async () => (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id;
const items = async (cookie: string, query: string): Promise<TReminder[]> =>
  (await ok(await get(cookie, `/api/reminders/list?${query}`))).items;

async function addForManager(extra: object = {}) {
  const { reminder_id } = await ok(
    await post(hr, '/api/reminders/add', {
      related_object: 'employee',
      related_object_id: await employeeId('employee@acme.test'),
      reminder_date: '2030-05-01',
      target_user_id: await userId('manager@acme.test'),
      description: 'Probation of Evan',
      ...extra,
    }),
  );
  return reminder_id as number;
}

describe('the reminders list', () => {
  it("shows a user the reminders sent to them, HR the company's, newest reminder date first, 30 a page", async () => {
    const mine = await ok(await get(manager, '/api/reminders/list?status=all'));
    const managerUser = await userId('manager@acme.test');
    expect(mine.per_page).toBe(30);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((r: TReminder) => r.target_user_id === managerUser)).toBe(true);
    const dates = mine.items.map((r: TReminder) => r.reminder_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = await ok(await get(hr, '/api/reminders/list?status=all'));
    expect(all.total).toBeGreaterThan(mine.total);
    expect(new Set(all.items.map((r: TReminder) => r.target_user_id)).size).toBeGreaterThan(1);
    // Another company's reminders never show.
    const globexNames = await t.sql(
      `SELECT description FROM reminders r JOIN companies c ON c.id = r.company_id WHERE c.subdomain = 'globex'`,
    );
    expect(all.items.map((r: TReminder) => r.description)).not.toContain(globexNames[0]!.description);
  });

  it('filters by status, assignment, sent state, employee, search and related object', async () => {
    const hrUser = await userId('hr@acme.test');
    const pending = await items(hr, 'status=pending');
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r) => !r.closed)).toBe(true);
    const closed = await items(hr, 'status=closed');
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((r) => r.closed)).toBe(true);
    const assigned = await items(hr, 'status=assigned_to_me');
    expect(assigned.length).toBeGreaterThan(0);
    expect(assigned.every((r) => r.target_user_id === hrUser)).toBe(true);
    const sent = await items(hr, 'status=all&sent_only=1');
    expect(sent.every((r) => r.sent_on !== null)).toBe(true);
    const unsent = await items(hr, 'status=all&unsent_only=true');
    expect(unsent.length).toBeGreaterThan(0);
    expect(unsent.every((r) => r.sent_on === null)).toBe(true);
    const someone = sent.find((r) => r.related_employee_id !== null)!;
    const ofEmployee = await items(hr, `status=all&employee_filter=${someone.related_employee_id}`);
    expect(ofEmployee.map((r) => r.id)).toContain(someone.id);
    expect(ofEmployee.every((r) => r.related_employee_id === someone.related_employee_id)).toBe(true);
    const byName = await items(hr, `status=all&search_term=${encodeURIComponent(someone.related_employee_name!.split(' ')[0]!)}`);
    expect(byName.map((r) => r.id)).toContain(someone.id);
    const byDescription = await items(hr, 'status=all&search_term=probation');
    expect(byDescription.length).toBeGreaterThan(0);
    expect(byDescription.every((r) => /probation/i.test(r.description) || /probation/i.test(r.related_employee_name ?? ''))).toBe(true);
    expect(await items(hr, 'status=all&search_term=zzz-nothing')).toEqual([]);
    const trainings = await items(hr, 'status=all&related_object=training');
    expect(trainings.length).toBe(1);
    const one = await items(hr, `status=all&related_object=training&related_object_id=${trainings[0]!.related_object_id}`);
    expect(one.map((r) => r.id)).toEqual([trainings[0]!.id]);
    const customFields = await items(hr, 'status=all&related_object=custom_field&related_custom_field_object_type=contract');
    expect(customFields.length).toBe(1);
    const byObject = await items(
      hr,
      `status=all&related_custom_field_object_id=${customFields[0]!.related_custom_field_object_id}&related_custom_field_object_type=contract`,
    );
    expect(byObject.map((r) => r.id)).toEqual([customFields[0]!.id]);
  });

  it('names the related object, and marks a deleted document and a missing contract', async () => {
    const all = await items(hr, 'status=all');
    const training = all.find((r) => r.related_object === 'training')!;
    expect(training.related_object_name).toBeTruthy();
    const documents = all.filter((r) => r.related_object === 'document');
    expect(documents.some((r) => r.related_object_name !== null)).toBe(true);
    const gone = documents.find((r) => r.related_object_name === null)!;
    expect(relatedObjectLabel(gone)).toBe(FILE_NOT_FOUND);
    const field = all.find((r) => r.related_object === 'custom_field')!;
    expect(field.related_object_name).toBeNull();
    expect(relatedObjectLabel(field)).toBe(NOT_FOUND_NAME);
    // A contract deleted after the reminder was set reads as NOT_FOUND too.
    const contract = await t.one<{ id: number; name: string; employee_id: number }>(
      `SELECT id, name, employee_id FROM contracts WHERE company_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`,
      [await acmeId()],
    );
    const id = await addForManager({
      related_object: 'custom_field',
      related_object_id: 7,
      related_custom_field_object_id: contract.id,
      related_custom_field_object_type: 'contract',
    });
    const before = await ok(await get(hr, `/api/reminders/${id}`));
    expect(before.reminder.related_object_name).toBe(contract.name);
    expect(before.reminder.related_employee_id).toBe(contract.employee_id);
    await t.sql(`UPDATE contracts SET deleted_at = now() WHERE id = $1`, [contract.id]);
    const after = await ok(await get(hr, `/api/reminders/${id}`));
    expect(after.reminder.related_object_name).toBeNull();
    await t.sql(`UPDATE contracts SET deleted_at = NULL WHERE id = $1`, [contract.id]);
  });

  it('refuses bad filters with a reason', async () => {
    for (const query of [
      'status=open',
      'page=-1',
      'related_object=car',
      'employee_filter=0',
      'related_object_id=abc',
      'related_custom_field_object_type=asset',
      'sent_only=maybe',
    ]) {
      const res = await get(hr, `/api/reminders/list?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(json(res).reason_phrase).toBeTruthy();
    }
    const both = await get(hr, '/api/reminders/list?sent_only=1&unsent_only=1');
    expect(both.statusCode).toBe(400);
    expect(json(both).code).toBe('INVALID_FILTER');
  });
});

describe('one reminder', () => {
  it('opens for its target and the keepers; anyone else and another company get 404', async () => {
    const id = await addForManager();
    const detail = await ok(await get(manager, `/api/reminders/${id}`));
    expect(detail.reminder).toMatchObject({ id, reminder_id: id, related_object: 'employee', closed: false, sent_on: null });
    expect(detail.reminder.related_object_name).toBe('Evan Peeters');
    expect(detail.can_process).toBe(true);
    expect((await ok(await get(readonly, `/api/reminders/${id}`))).can_process).toBe(false);
    expect((await get(employee, `/api/reminders/${id}`)).statusCode).toBe(404);
    expect((await get(globex, `/api/reminders/${id}`)).statusCode).toBe(404);
    expect((await get(hr, '/api/reminders/2147483647')).statusCode).toBe(404);
    expect((await get(hr, '/api/reminders/0')).statusCode).toBe(400);
  });

  it('lists the reminders about an object, within what the user may see', async () => {
    const evan = await employeeId('employee@acme.test');
    const id = await addForManager();
    const forHr = await ok(await get(hr, `/api/reminders/forRelatedObject/employee/${evan}`));
    expect(forHr.reminders.map((r: TReminder) => r.id)).toContain(id);
    expect(forHr.reminders.every((r: TReminder) => r.related_object === 'employee' && r.related_object_id === evan)).toBe(true);
    const forEvan = await ok(await get(employee, `/api/reminders/forRelatedObject/employee/${evan}`));
    expect(forEvan.reminders).toEqual([]);
    expect((await ok(await get(globex, `/api/reminders/forRelatedObject/employee/${evan}`))).reminders).toEqual([]);
    expect((await get(hr, `/api/reminders/forRelatedObject/car/${evan}`)).statusCode).toBe(400);
  });

  it("counts a user's open reminders: any user's for the keepers, one's own otherwise", async () => {
    const managerUser = await userId('manager@acme.test');
    const expected = await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM reminders WHERE target_user_id = $1 AND NOT closed`, [
      managerUser,
    ]);
    expect((await ok(await get(hr, `/api/reminders/count?user_id=${managerUser}`))).count).toBe(expected.n);
    expect((await ok(await get(manager, `/api/reminders/count?user_id=${managerUser}`))).count).toBe(expected.n);
    expect((await get(employee, `/api/reminders/count?user_id=${managerUser}`)).statusCode).toBe(404);
    expect((await get(globex, `/api/reminders/count?user_id=${managerUser}`)).statusCode).toBe(404);
    expect((await get(hr, '/api/reminders/count')).statusCode).toBe(400);
  });
});

describe('adding and changing reminders', () => {
  it('adds a reminder about each kind of object, with its employee, and records it', async () => {
    const evan = await employeeId('employee@acme.test');
    const acme = await acmeId();
    const training = await t.one<{ id: number }>(`SELECT id FROM trainings WHERE company_id = $1 LIMIT 1`, [acme]);
    const file = await t.one<{ id: number; original_name: string }>(
      `SELECT id, original_name FROM files WHERE company_id = $1 ORDER BY id LIMIT 1`,
      [acme],
    );
    const cases = [
      { related_object: 'employee', related_object_id: evan },
      { related_object: 'expiring_credits', related_object_id: evan, expiration_date: '2030-12-31' },
      { related_object: 'training', related_object_id: training.id },
      { related_object: 'document', related_object_id: file.id },
      {
        related_object: 'custom_field',
        related_object_id: 3,
        related_custom_field_object_id: evan,
        related_custom_field_object_type: 'employee',
      },
    ];
    for (const c of cases) {
      const id = await addForManager(c);
      const { reminder } = await ok(await get(hr, `/api/reminders/${id}`));
      expect(reminder.related_object, c.related_object).toBe(c.related_object);
      expect(reminder.related_object_name, c.related_object).toBeTruthy();
      if (c.related_object !== 'training' && c.related_object !== 'document') expect(reminder.related_employee_id).toBe(evan);
    }
    const audit = await t.sql(`SELECT action FROM audit_events WHERE area = 'reminders' AND action = 'reminder_added'`);
    expect(audit.length).toBeGreaterThanOrEqual(cases.length);
  });

  it('adds a document reminder on its expiration date', async () => {
    const file = await t.one<{ id: number }>(`SELECT id FROM files WHERE company_id = $1 ORDER BY id LIMIT 1`, [await acmeId()]);
    const { reminder_id } = await ok(
      await post(hr, '/api/reminders/documents/add', {
        document_id: file.id,
        expiration_date: '2031-01-15',
        target_user_id: await userId('hr@acme.test'),
        description: 'Renew',
      }),
    );
    const { reminder } = await ok(await get(hr, `/api/reminders/${reminder_id}`));
    expect(reminder).toMatchObject({
      related_object: 'document',
      related_object_id: file.id,
      reminder_date: '2031-01-15',
      expiration_date: '2031-01-15',
    });
    expect(
      (
        await post(hr, '/api/reminders/documents/add', {
          document_id: 2147483647,
          expiration_date: '2031-01-15',
          target_user_id: await userId('hr@acme.test'),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses each bad input with a reason, never a 500', async () => {
    const target = await userId('manager@acme.test');
    const evan = await employeeId('employee@acme.test');
    const base = { related_object: 'employee', related_object_id: evan, reminder_date: '2030-01-01', target_user_id: target };
    const bad: [object, number][] = [
      [{ ...base, related_object: 'car' }, 400],
      [{ ...base, related_object_id: undefined }, 400],
      [{ ...base, reminder_date: '01/01/2030' }, 400],
      [{ ...base, reminder_date: '2030-02-30' }, 400],
      [{ ...base, expiration_date: '2029-12-31' }, 400],
      [{ ...base, description: 'x'.repeat(2001) }, 400],
      [{ ...base, target_user_id: 0 }, 400],
      [{ ...base, related_object: 'custom_field' }, 400],
      [{ ...base, related_object: 'custom_field', related_custom_field_object_id: evan, related_custom_field_object_type: 'asset' }, 400],
      // A user of another company is not a target here; an object of another company does not exist.
      [{ ...base, target_user_id: await userId('hr@globex.test') }, 400],
      [{ ...base, related_object_id: (await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = 'hr@globex.test'`)).id }, 404],
      [{ ...base, related_object: 'training', related_object_id: 2147483647 }, 404],
      [{ ...base, related_object: 'document', related_object_id: 2147483647 }, 404],
      [
        {
          ...base,
          related_object: 'custom_field',
          related_custom_field_object_id: 2147483647,
          related_custom_field_object_type: 'contract',
        },
        404,
      ],
    ];
    for (const [body, status] of bad) {
      const res = await post(hr, '/api/reminders/add', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(json(res).reason_phrase).toBeTruthy();
    }
  });

  it('is for the keepers: others are told why, read-only may not write', async () => {
    const body = {
      related_object: 'employee',
      related_object_id: await employeeId('employee@acme.test'),
      reminder_date: '2030-01-01',
      target_user_id: await userId('manager@acme.test'),
    };
    expect((await post(manager, '/api/reminders/add', body)).statusCode).toBe(403);
    expect((await post(readonly, '/api/reminders/add', body)).statusCode).toBe(403);
    const id = await addForManager();
    expect(
      (await post(manager, '/api/reminders/edit', { reminder_id: id, reminder_date: '2030-01-01', target_user_id: body.target_user_id }))
        .statusCode,
    ).toBe(403);
    expect((await post(manager, '/api/reminders/delete', { reminder_id: id })).statusCode).toBe(403);
  });

  it('edits a reminder; a new reminder date sends it again', async () => {
    const id = await addForManager({ reminder_date: '2020-01-01' });
    await t.sql(`UPDATE reminders SET sent_at = now() WHERE id = $1`, [id]);
    const hrUser = await userId('hr@acme.test');
    const same = { reminder_id: id, reminder_date: '2020-01-01', target_user_id: hrUser, description: 'Changed', due_date: '2030-02-02' };
    await ok(await post(hr, '/api/reminders/edit', same));
    const kept = (await ok(await get(hr, `/api/reminders/${id}`))).reminder;
    expect(kept).toMatchObject({ description: 'Changed', target_user_id: hrUser, due_date: '2030-02-02' });
    expect(kept.sent_on).not.toBeNull();
    await ok(await post(hr, '/api/reminders/edit', { ...same, reminder_date: '2030-06-01' }));
    expect((await ok(await get(hr, `/api/reminders/${id}`))).reminder).toMatchObject({ reminder_date: '2030-06-01', sent_on: null });
    expect((await post(hr, '/api/reminders/edit', { ...same, expiration_date: '2019-01-01' })).statusCode).toBe(400);
    expect((await post(hr, '/api/reminders/edit', { ...same, target_user_id: await userId('hr@globex.test') })).statusCode).toBe(400);
    expect((await post(globex, '/api/reminders/edit', same)).statusCode).toBe(404);
    expect((await post(hr, '/api/reminders/edit', { ...same, reminder_id: 2147483647 })).statusCode).toBe(404);
  });

  it('deletes a reminder once; then it is gone', async () => {
    const id = await addForManager();
    expect((await post(globex, '/api/reminders/delete', { reminder_id: id })).statusCode).toBe(404);
    await ok(await post(hr, '/api/reminders/delete', { reminder_id: id }));
    expect((await get(hr, `/api/reminders/${id}`)).statusCode).toBe(404);
    expect((await post(hr, '/api/reminders/delete', { reminder_id: id })).statusCode).toBe(404);
    expect(
      await t.sql(`SELECT 1 FROM audit_events WHERE area = 'reminders' AND action = 'reminder_deleted' AND object_id = $1`, [id]),
    ).toHaveLength(1);
  });

  it("reassigns a user's open reminders to another user of the company", async () => {
    const ops = await userId('olivier.maes@acme.test');
    const eng = await userId('elise.wouters@acme.test');
    const a = await addForManager({ target_user_id: ops });
    const b = await addForManager({ target_user_id: ops });
    await t.sql(`UPDATE reminders SET closed = true WHERE id = $1`, [b]);
    const { reassigned } = await ok(await post(hr, '/api/reminders/reassign', { from_user_id: ops, to_user_id: eng }));
    expect(reassigned).toBeGreaterThanOrEqual(1);
    expect((await ok(await get(hr, `/api/reminders/${a}`))).reminder.target_user_id).toBe(eng);
    // A closed reminder stays with whom it was for.
    expect((await ok(await get(hr, `/api/reminders/${b}`))).reminder.target_user_id).toBe(ops);
    expect((await post(hr, '/api/reminders/reassign', { from_user_id: eng, to_user_id: eng })).statusCode).toBe(400);
    expect((await post(hr, '/api/reminders/reassign', { from_user_id: eng, to_user_id: await userId('hr@globex.test') })).statusCode).toBe(
      400,
    );
    expect((await post(globex, '/api/reminders/reassign', { from_user_id: eng, to_user_id: ops })).statusCode).toBe(404);
    expect((await post(manager, '/api/reminders/reassign', { from_user_id: eng, to_user_id: ops })).statusCode).toBe(403);
  });
});

describe("the add form's choices", () => {
  it("offers the keepers the company's people and users by name, 50 of each at most", async () => {
    const all = await ok(await get(hr, '/api/reminders/choices'));
    const acme = await acmeId();
    const people = await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM employees WHERE company_id = $1`, [acme]);
    const members = await t.one<{ n: number }>(`SELECT count(*)::int AS n FROM memberships WHERE company_id = $1`, [acme]);
    expect(all.employees).toHaveLength(Math.min(50, people.n));
    expect(all.users).toHaveLength(Math.min(50, members.n));
    const names = all.users.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en')));

    const evan = await ok(await get(hr, '/api/reminders/choices?search_term=Evan%20Pee'));
    expect(evan.employees).toEqual([{ id: await employeeId('employee@acme.test'), name: 'Evan Peeters' }]);
    expect(evan.users).toEqual([{ id: await userId('employee@acme.test'), name: 'Evan Peeters' }]);
    // A pattern character is a character, not a wildcard.
    expect(await ok(await get(hr, '/api/reminders/choices?search_term=%25'))).toEqual({ employees: [], users: [] });
    // Globex's HR sees Globex's people only.
    const globexNames = (await ok(await get(globex, '/api/reminders/choices?search_term=Evan'))).employees;
    expect(globexNames).toEqual([]);
  });

  it('is for the keepers and refuses a too long search', async () => {
    expect((await get(manager, '/api/reminders/choices')).statusCode).toBe(403);
    expect((await get(employee, '/api/reminders/choices')).statusCode).toBe(403);
    expect((await get(readonly, '/api/reminders/choices')).statusCode).toBe(200);
    expect((await get(hr, `/api/reminders/choices?search_term=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe('closing and reopening', () => {
  it('closes and reopens, once each; the badge counts open sent reminders of the user', async () => {
    const counts = async () => (await ok(await get(manager, '/api/inbox/counts'))).count_pending_reminders as number;
    const open = await items(manager, 'status=pending&sent_only=1');
    const before = await counts();
    expect(before).toBe(open.length);
    // HR's badge counts what HR's pending tab lists: the company's.
    const hrOpen = await ok(await get(hr, '/api/reminders/list?status=pending&sent_only=1'));
    expect((await ok(await get(hr, '/api/inbox/counts'))).count_pending_reminders).toBe(hrOpen.total);
    const id = open[0]!.id;
    expect(await ok(await post(manager, '/api/reminders/close', { reminder_id: id }))).toEqual({ reminder_id: id, closed: true });
    expect(await counts()).toBe(before - 1);
    const again = await post(manager, '/api/reminders/close', { reminder_id: id });
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('ALREADY_PROCESSED');
    expect((await items(manager, 'status=closed')).map((r) => r.id)).toContain(id);
    expect(await ok(await post(manager, '/api/reminders/reOpen', { reminder_id: id }))).toEqual({ reminder_id: id, closed: false });
    expect((await post(hr, '/api/reminders/reOpen', { reminder_id: id })).statusCode).toBe(409);
    expect(await counts()).toBe(before);
    const decisions = await t.sql(`SELECT action FROM request_decisions WHERE area = 'reminders' AND request_id = $1 ORDER BY id`, [id]);
    expect(decisions.map((d) => d.action)).toEqual(['closed', 'reopened']);
    expect((await ok(await get(hr, '/api/me'))).tabs).toContain('reminders');
  });

  it('lets one of two at once close it; the other gets 409', async () => {
    const id = (await items(manager, 'status=pending'))[0]!.id;
    const answers = await Promise.all([
      post(manager, '/api/reminders/close', { reminder_id: id }),
      post(hr, '/api/reminders/close', { reminder_id: id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses strangers, read-only and bad ids', async () => {
    const id = (await items(manager, 'status=pending'))[0]!.id;
    expect((await post(employee, '/api/reminders/close', { reminder_id: id })).statusCode).toBe(404);
    expect((await post(globex, '/api/reminders/close', { reminder_id: id })).statusCode).toBe(404);
    expect((await post(readonly, '/api/reminders/close', { reminder_id: id })).statusCode).toBe(403);
    expect((await post(hr, '/api/reminders/close', { reminder_id: 'x' })).statusCode).toBe(400);
    expect((await post(hr, '/api/reminders/close', {})).statusCode).toBe(400);
  });
});
