import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClamdScanner, type MalwareScanner } from '../src/integrations/malwareScan.ts';
import { CLAMD, EICAR, TINY_PDF, createTestApp, json, multipartBody, type TestApp, requestsAs } from './harness.ts';

let t: TestApp;
let manager: string, hr: string, readonly: string, globex: string, eng: string, employee: string;
let evanId: number;

beforeAll(async () => {
  t = await createTestApp({ scanner: new ClamdScanner(CLAMD) });
  [manager, hr, readonly, globex, eng, employee] = (await t.loginAll([
    'manager@acme.test',
    'hr@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
    'elise.wouters@acme.test',
    'employee@acme.test',
  ])) as string[] as [string, string, string, string, string, string];
  evanId = (await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = 'employee@acme.test'`)).id;
});
afterAll(() => t.close());

const { get, post } = requestsAs(() => t);

/** Fresh missing sick days for Evan (Sales, managed by manager@acme.test). */
async function missingDays(dates: string[], typeId = -1) {
  const rows = await t.sql<{ id: number }>(
    `INSERT INTO sick_days (company_id, employee_id, day_off_type_id, day_off_type_name, date)
     SELECT e.company_id, e.id, $2, CASE WHEN $2 = -1 THEN 'Sick day' ELSE 'Care leave' END, d::date FROM employees e, unnest($3::text[]) d WHERE e.id = $1
     RETURNING id`,
    [evanId, typeId, dates],
  );
  return rows.map((r) => r.id);
}

function upload(cookie: string, fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) {
  const body = multipartBody(fields, file);
  return t.app.inject({ method: 'POST', url: '/api/inbox/sickNotes/upload', headers: { cookie, ...body.headers }, payload: body.payload });
}

async function pendingNoteOf(email: string) {
  return t.one<{ id: number }>(
    `SELECT n.id FROM sick_notes n JOIN employees e ON e.id = n.employee_id WHERE e.email = $1 AND n.checked IS NULL ORDER BY n.id LIMIT 1`,
    [email],
  );
}

describe('list', () => {
  it('shows certificates to review and days waiting for upload, for the people one manages', async () => {
    const data = json(await get(manager, '/api/inbox/sickNotes/list?page=0')).data;
    expect(data.pending.per_page).toBe(10);
    expect(data.pending.items.map((i: { employee_name: string }) => i.employee_name)).toContain('Evan Peeters');
    const evan = data.waiting.find((w: { person_id: number }) => w.person_id === evanId);
    expect(evan).toMatchObject({ name: 'Evan Peeters', day_off_type_id: -1, day_off_type_name: 'Sick day' });
    expect(evan.pending_dates).toHaveLength(3);
    const all = json(await get(hr, '/api/inbox/sickNotes/list')).data;
    expect(all.pending.total).toBeGreaterThanOrEqual(data.pending.total);
    expect(json(await get(globex, '/api/inbox/sickNotes/list')).data).toMatchObject({ pending: { total: 0 }, waiting: [] });
    expect((await get(manager, '/api/inbox/sickNotes/list?page=-1')).statusCode).toBe(400);
  });

  it('counts pending notes and missing days for the tab', async () => {
    const counts = json(await get(hr, '/api/inbox/counts')).data;
    const { n } = await t.one<{ n: string }>(
      `SELECT count(*) AS n FROM sick_days d JOIN companies c ON c.id = d.company_id WHERE c.subdomain = 'acme' AND certificate = 'missing'`,
    );
    expect(counts.count_missing_sick_notes).toBe(Number(n));
    expect(counts.count_pending_sick_notes).toBeGreaterThan(0);
  });
});

describe('review', () => {
  it('shows the uploader, upload date, absent dates and the file, to the right people only', async () => {
    const { id } = await pendingNoteOf('employee@acme.test');
    const d = json(await get(manager, `/api/inbox/sickNotes/detail?sickday_id=${id}`)).data;
    expect(d).toMatchObject({
      requester_name: 'Evan Peeters',
      uploader_name: 'Evan Peeters',
      filename: 'medical-certificate.pdf',
      mime_type: 'application/pdf',
      can_process: true,
    });
    expect(d.note_detail.checked).toBeNull();
    expect(d.note_detail.date_uploaded_formatted).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(d.note_related_dates).toHaveLength(2);
    const file = await get(manager, `/api/inbox/sickNotes/file/${id}/content`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const other of [eng, globex, employee]) {
      expect((await get(other, `/api/inbox/sickNotes/detail?sickday_id=${id}`)).statusCode).toBe(404);
      expect((await get(other, `/api/inbox/sickNotes/file/${id}/content`)).statusCode).toBe(404);
    }
  });

  it('names the person who uploaded each certificate', async () => {
    const rows = await t.sql<{ id: number }>(`SELECT n.id FROM sick_notes n WHERE n.checked IS NULL`);
    expect(rows.length).toBeGreaterThan(1);
    for (const { id } of rows) {
      const d = json(await get(hr, `/api/inbox/sickNotes/detail?sickday_id=${id}`)).data;
      expect(d.uploader_name).toBe(d.requester_name);
    }
  });

  it('needs a resolution, and a message to decline', async () => {
    const { id } = await pendingNoteOf('employee@acme.test');
    const none = await post(manager, '/api/inbox/sickNotes/process', { id });
    expect(none.statusCode).toBe(400);
    expect(json(none).fields.resolution).toBeTruthy();
    const noMessage = await post(manager, '/api/inbox/sickNotes/process', { id, resolution: '0', message: ' ' });
    expect(noMessage.statusCode).toBe(400);
    expect(json(noMessage).fields.message).toMatch(/required when declining/);
    expect((await post(readonly, '/api/inbox/sickNotes/process', { id, resolution: '1' })).statusCode).toBe(403);
  });

  it('lets one of two approvers decide, once', async () => {
    const { id } = await pendingNoteOf('employee@acme.test');
    const results = await Promise.all([
      post(manager, '/api/inbox/sickNotes/process', { id, resolution: '0', message: 'Unreadable scan' }),
      post(hr, '/api/inbox/sickNotes/process', { id, resolution: '1' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const d = json(await get(hr, `/api/inbox/sickNotes/detail?sickday_id=${id}`)).data;
    expect(d.note_detail.checked).not.toBeNull();
    expect(d.can_process).toBe(false);
  });
});

describe('upload for selected days', () => {
  it('lists days waiting for upload of the people one manages only, never one’s own, and HR everyone’s', async () => {
    const managerEmployee = await t.one<{ id: number }>(`SELECT id FROM employees WHERE email = 'manager@acme.test'`);
    const managed = new Set(
      (await t.sql<{ id: number }>(`SELECT id FROM employees WHERE manager_id = $1 OR second_manager_id = $1`, [managerEmployee.id])).map(
        (r) => r.id,
      ),
    );
    // A waiting day of the manager's own and one of someone outside their people (not HR's own: nobody sees their own).
    const outsider = await t.one<{ id: number }>(
      `SELECT id FROM employees WHERE company_id = (SELECT company_id FROM employees WHERE id = $1)
         AND id <> $1 AND coalesce(manager_id, 0) <> $1 AND coalesce(second_manager_id, 0) <> $1
         AND email <> 'hr@acme.test' ORDER BY id LIMIT 1`,
      [managerEmployee.id],
    );
    await t.sql(
      `INSERT INTO sick_days (company_id, employee_id, day_off_type_id, day_off_type_name, date)
       SELECT company_id, id, -1, 'Sick day', '2031-02-03' FROM employees WHERE id = ANY($1::int[])`,
      [[managerEmployee.id, outsider.id]],
    );
    await missingDays(['2031-02-04']);
    const mine = json(await get(manager, '/api/inbox/sickNotes/list')).data.waiting as { person_id: number }[];
    expect(mine.map((w) => w.person_id)).toContain(evanId);
    for (const w of mine) expect(managed.has(w.person_id)).toBe(true);
    const all = (json(await get(hr, '/api/inbox/sickNotes/list')).data.waiting as { person_id: number }[]).map((w) => w.person_id);
    expect(all).toEqual(expect.arrayContaining([evanId, managerEmployee.id, outsider.id]));
  });

  it('gives each person and type waiting its days in date order, the rows ordered by name then type', async () => {
    // A second type for Evan, so one person has two rows.
    await t.sql(
      `INSERT INTO sick_days (company_id, employee_id, day_off_type_id, day_off_type_name, date)
       SELECT company_id, id, -2, 'Sick child', d::date FROM employees, unnest(array['2031-03-05', '2031-03-04']) d WHERE id = $1`,
      [evanId],
    );
    const expected = await t.sql<{
      person_id: number;
      name: string;
      day_off_type_id: number;
      day_off_type_name: string;
      pending_dates: string[];
    }>(
      `SELECT d.employee_id AS person_id, e.name, d.day_off_type_id, min(d.day_off_type_name) AS day_off_type_name,
              array_agg(to_char(d.date, 'YYYY-MM-DD') ORDER BY d.date) AS pending_dates
       FROM sick_days d JOIN employees e ON e.id = d.employee_id JOIN companies c ON c.id = d.company_id
       WHERE c.subdomain = 'acme' AND d.certificate = 'missing' AND e.email <> 'hr@acme.test'
       GROUP BY d.employee_id, e.name, d.day_off_type_id ORDER BY e.name, d.day_off_type_id`,
    );
    expect(expected.filter((w) => w.person_id === evanId).map((w) => w.day_off_type_id)).toEqual([-2, -1]);
    const waiting = json(await get(hr, '/api/inbox/sickNotes/list')).data.waiting;
    expect(waiting).toEqual(expected.map((w) => ({ id: `${w.person_id}/${w.day_off_type_id}`, ...w })));
  });

  it('tags the selected days with the uploaded certificate and leaves the others waiting', async () => {
    const ids = await missingDays(['2026-03-02', '2026-03-03', '2026-03-04'], 7);
    const before = json(await get(manager, `/api/inbox/sickNotes/person?employee_id=${evanId}&day_off_type_id=7`)).data;
    expect(before).toMatchObject({ day_off_type_name: 'Care leave', requester: { name: 'Evan Peeters' } });
    const res = await upload(
      manager,
      { employee_id: String(evanId), day_off_type_id: '7', day_ids: `${ids[0]},${ids[1]}` },
      { filename: 'care.pdf', contentType: 'application/pdf', content: TINY_PDF },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.remaining).toBe(before.pending_dates.length - 2);
    const after = json(await get(manager, `/api/inbox/sickNotes/person?employee_id=${evanId}&day_off_type_id=7`)).data;
    expect(after.pending_dates.map((d: { id: number }) => d.id)).toContain(ids[2]);
    expect(after.pending_dates.map((d: { id: number }) => d.id)).not.toContain(ids[0]);
    const again = await upload(
      manager,
      { employee_id: String(evanId), day_off_type_id: '7', day_ids: String(ids[0]) },
      { filename: 'care.pdf', contentType: 'application/pdf', content: TINY_PDF },
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuses no file, no days, a blacklisted type and another team, storing nothing', async () => {
    const [id] = await missingDays(['2026-04-06']);
    const filesBefore = fs.readdirSync(t.config.filesDir).length;
    const noFile = await upload(manager, { employee_id: String(evanId), day_off_type_id: '-1', day_ids: String(id) });
    expect(noFile.statusCode).toBe(400);
    const noDays = await upload(
      manager,
      { employee_id: String(evanId), day_off_type_id: '-1', day_ids: '' },
      { filename: 'a.pdf', contentType: 'application/pdf', content: TINY_PDF },
    );
    expect(noDays.statusCode).toBe(400);
    const exe = await upload(
      manager,
      { employee_id: String(evanId), day_off_type_id: '-1', day_ids: String(id) },
      { filename: 'a.exe', contentType: 'application/octet-stream', content: Buffer.from('MZ') },
    );
    expect(json(exe).code).toBe('FAIL_UPLOAD_FILETYPE');
    const renamed = await upload(
      manager,
      { employee_id: String(evanId), day_off_type_id: '-1', day_ids: String(id) },
      { filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('MZ\x90\x00not a pdf') },
    );
    expect(renamed.statusCode).toBeGreaterThanOrEqual(400);
    expect(renamed.statusCode).toBeLessThan(500);
    const other = await upload(
      eng,
      { employee_id: String(evanId), day_off_type_id: '-1', day_ids: String(id) },
      { filename: 'a.pdf', contentType: 'application/pdf', content: TINY_PDF },
    );
    expect(other.statusCode).toBe(404);
    expect(fs.readdirSync(t.config.filesDir).length).toBe(filesBefore);
  });

  it('scans uploads for a company with virus scanning: EICAR is refused and never stored', async () => {
    expect((await t.one<{ features: string[] }>(`SELECT features FROM companies WHERE subdomain = 'acme'`)).features).toContain(
      'virus_scan',
    );
    {
      const [id] = await missingDays(['2026-05-04']);
      const countFiles = () => t.one<{ n: string }>('SELECT count(*) AS n FROM files');
      const before = await countFiles();
      const onDisk = fs.readdirSync(t.config.filesDir, { recursive: true }).length;
      const infected = await upload(
        manager,
        { employee_id: String(evanId), day_off_type_id: '-1', day_ids: String(id) },
        { filename: 'note.txt', contentType: 'text/plain', content: EICAR },
      );
      expect(infected.statusCode).toBe(422);
      expect(json(infected).reason_phrase).toBe('Harmful data detected');
      expect(await countFiles()).toEqual(before);
      expect(fs.readdirSync(t.config.filesDir, { recursive: true }).length).toBe(onDisk);
      const clean = await upload(
        manager,
        { employee_id: String(evanId), day_off_type_id: '-1', day_ids: String(id) },
        { filename: 'note.pdf', contentType: 'application/pdf', content: TINY_PDF },
      );
      expect(clean.statusCode, clean.body).toBe(200);
    }
  });

  it('answers Virus scan failed when the scanner cannot be reached, and keeps nothing', async () => {
    const down = await createTestApp({ scanner: new ClamdScanner({ host: '127.0.0.1', port: 1 }) });
    try {
      const cookie = await down.login('manager@acme.test');
      const [row] = await down.sql<{ id: number }>(
        `SELECT d.id FROM sick_days d JOIN employees e ON e.id = d.employee_id WHERE e.email = 'employee@acme.test' AND certificate = 'missing' LIMIT 1`,
      );
      const body = multipartBody(
        { employee_id: String(evanId), day_off_type_id: '-1', day_ids: String(row!.id) },
        { filename: 'n.pdf', contentType: 'application/pdf', content: TINY_PDF },
      );
      const res = await down.app.inject({
        method: 'POST',
        url: '/api/inbox/sickNotes/upload',
        headers: { cookie, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(503);
      expect(json(res).reason_phrase).toBe('Virus scan failed');
      const [still] = await down.sql<{ certificate: string }>('SELECT certificate FROM sick_days WHERE id = $1', [row!.id]);
      expect(still!.certificate).toBe('missing');
    } finally {
      await down.close();
    }
  });
});

describe('upload naming what is not there', () => {
  it("answers 404 for an unknown day or another person's, and 409 for a handled one, before writing the file", async () => {
    // A scanner double that sees every stored file: nothing scanned means nothing was written.
    const scanned: string[] = [];
    const scanner: MalwareScanner = { scan: async (filePath) => (scanned.push(filePath), { isInfected: false }) };
    const app = await createTestApp({ scanner });
    try {
      const cookie = await app.login('manager@acme.test');
      const send = (dayIds: string) => {
        const body = multipartBody(
          { employee_id: String(evanId), day_off_type_id: '-1', day_ids: dayIds },
          { filename: 'n.pdf', contentType: 'application/pdf', content: TINY_PDF },
        );
        return app.app.inject({
          method: 'POST',
          url: '/api/inbox/sickNotes/upload',
          headers: { cookie, ...body.headers },
          payload: body.payload,
        });
      };
      const [someoneElses] = await app.sql<{ id: number }>(
        `SELECT d.id FROM sick_days d JOIN employees e ON e.id = d.employee_id WHERE e.email IS DISTINCT FROM 'employee@acme.test' LIMIT 1`,
      );
      const [evans] = await app.sql<{ id: number }>(
        `SELECT d.id FROM sick_days d JOIN employees e ON e.id = d.employee_id
         WHERE e.email = 'employee@acme.test' AND d.day_off_type_id = -1 AND certificate = 'missing' LIMIT 1`,
      );
      const filesBefore = fs.readdirSync(app.config.filesDir).length;
      expect((await send('2000000000')).statusCode).toBe(404);
      expect((await send(`${evans!.id},${someoneElses!.id}`)).statusCode).toBe(404);
      await app.sql(`UPDATE sick_days SET certificate = 'ignored' WHERE id = $1`, [evans!.id]);
      expect((await send(String(evans!.id))).statusCode).toBe(409);
      expect(scanned).toEqual([]);
      expect(fs.readdirSync(app.config.filesDir).length).toBe(filesBefore);
    } finally {
      await app.close();
    }
  });
});

describe('ignore', () => {
  it('refuses the first-sick-day reason for several days, and an unknown reason', async () => {
    await missingDays(['2026-06-01', '2026-06-02']);
    const several = await post(manager, '/api/inbox/sickNotes/ignore', {
      employee_id: evanId,
      day_off_type_id: -1,
      date: ['2026-06-01', '2026-06-02'],
      ignore_reason: 'first_sick_day',
    });
    expect(several.statusCode).toBe(400);
    expect(
      (
        await post(manager, '/api/inbox/sickNotes/ignore', {
          employee_id: evanId,
          day_off_type_id: -1,
          date: '2026-06-01',
          ignore_reason: 'bored',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(manager, '/api/inbox/sickNotes/ignore', {
          employee_id: evanId,
          day_off_type_id: -1,
          date: '01/06/2026',
          ignore_reason: 'other',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('ignores a first sick day, which counts for the year, and only once', async () => {
    const year = 2026;
    const before = json(await get(manager, `/api/inbox/sickNotes/firstSickDayCount?employee_id=${evanId}&year=${year}`)).data.count;
    await missingDays(['2026-07-01']);
    const res = await post(manager, '/api/inbox/sickNotes/ignore', {
      employee_id: evanId,
      day_off_type_id: -1,
      date: '2026-07-01',
      ignore_reason: 'first_sick_day',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.ignored).toBe(1);
    expect(json(await get(manager, `/api/inbox/sickNotes/firstSickDayCount?employee_id=${evanId}&year=${year}`)).data.count).toBe(
      before + 1,
    );
    const again = await post(manager, '/api/inbox/sickNotes/ignore', {
      employee_id: evanId,
      day_off_type_id: -1,
      date: '2026-07-01',
      ignore_reason: 'first_sick_day',
    });
    expect(again.statusCode).toBe(409);
    expect((await get(eng, `/api/inbox/sickNotes/firstSickDayCount?employee_id=${evanId}&year=${year}`)).statusCode).toBe(404);
    expect(
      (
        await post(readonly, '/api/inbox/sickNotes/ignore', {
          employee_id: evanId,
          day_off_type_id: -1,
          date: '2026-07-01',
          ignore_reason: 'other',
        })
      ).statusCode,
    ).toBe(403);
  });
});
