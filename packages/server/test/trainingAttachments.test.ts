import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMALL_IMAGE_MAX_BYTES, SMALL_PDF_MAX_BYTES } from '@signoff/contract/upload';
import { ClamdScanner } from '../src/integrations/malwareScan.ts';
import { CLAMD, EICAR, TINY_PDF, createTestApp, json, multipartBody, type TestApp } from './harness.ts';

// Attachments of a training (spec 02 §2.4, §5): files of related object 'training', with its small limits.

let t: TestApp;
let hr: string, manager: string, employee: string, readonly: string, globex: string;
let open: number, hidden: number;

beforeAll(async () => {
  // Acme has the virus_scan feature: every upload here goes through the real clamd.
  t = await createTestApp({ scanner: new ClamdScanner(CLAMD) });
  [hr, manager, employee, readonly, globex] = (await t.loginAll([
    'hr@acme.test',
    'manager@acme.test',
    'employee@acme.test',
    'readonly@acme.test',
    'hr@globex.test',
  ])) as [string, string, string, string, string];
  open = (await t.one<{ id: number }>(`SELECT id FROM trainings WHERE name = 'Negotiation skills'`)).id;
  hidden = (await t.one<{ id: number }>(`SELECT id FROM trainings WHERE name = 'Leadership programme'`)).id;
});
afterAll(() => t.close());

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

type TFile = { filename: string; contentType: string; content: Buffer };

function attach(cookie: string, trainingId: number, file?: TFile, fields: Record<string, string> = {}) {
  const body = multipartBody(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/api/trainings/${trainingId}/attachments`,
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

const pdf = (filename = 'outline.pdf'): TFile => ({ filename, contentType: 'application/pdf', content: TINY_PDF });
/** A file that starts as a PDF and is `size` bytes long. */
const pdfOfSize = (size: number): TFile => ({
  filename: 'big.pdf',
  contentType: 'application/pdf',
  content: Buffer.concat([TINY_PDF, Buffer.alloc(size - TINY_PDF.length, 0x20)]),
});
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngOfSize = (size: number): TFile => ({
  filename: 'poster.png',
  contentType: 'image/png',
  content: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length)]),
});

/** What is stored: the training files' rows, and the kept files on disk (uploads in progress live in .incoming). */
async function stored() {
  const { n } = await t.one<{ n: string }>(`SELECT count(*) AS n FROM files WHERE related_object = 'training'`);
  return { rows: Number(n), kept: fs.readdirSync(t.config.filesDir).filter((name) => !name.startsWith('.')).length };
}

/** A refused upload leaves no row, no kept file and (once its request is done) no half-written part. */
async function expectNothingStoredSince(before: Awaited<ReturnType<typeof stored>>) {
  expect(await stored()).toEqual(before);
  await expect.poll(() => fs.readdirSync(path.join(t.config.filesDir, '.incoming'))).toEqual([]);
}

async function listed(cookie: string, trainingId: number) {
  const res = await get(cookie, `/api/trainings/${trainingId}/attachments`);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.attachments as {
    id: number;
    name: string;
    size_bytes: number;
    mime_type: string;
    uploaded_at: string;
    uploaded_by: string;
  }[];
}

describe('attaching a file to a training', () => {
  it('stores a small PDF from HR: listed for whoever sees the training, downloadable with the same bytes, audited', async () => {
    const res = await attach(hr, open, pdf('agenda.pdf'));
    expect(res.statusCode, res.body).toBe(200);
    const added = json(res).data;
    expect(added).toEqual({ file_id: expect.any(Number), name: 'agenda.pdf', size_bytes: TINY_PDF.length, mime_type: 'application/pdf' });

    for (const cookie of [hr, manager, employee, readonly]) {
      const attachment = (await listed(cookie, open)).find((a) => a.id === added.file_id);
      expect(attachment).toMatchObject({ name: 'agenda.pdf', size_bytes: TINY_PDF.length, mime_type: 'application/pdf' });
      expect(attachment!.uploaded_by).toBe('Hanna Janssens');
    }
    const [first] = await listed(employee, open);
    expect(Date.parse(first!.uploaded_at)).not.toBeNaN();

    const content = await get(employee, `/api/trainings/${open}/attachments/${added.file_id}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toMatch(/^inline; filename="agenda.pdf"/);
    expect(content.rawPayload.equals(TINY_PDF)).toBe(true);

    const row = await t.one<{ related_object_id: number; company_id: number }>(
      `SELECT related_object_id, company_id FROM files WHERE id = $1`,
      [added.file_id],
    );
    expect(row.related_object_id).toBe(open);
    const audit = json(await get(hr, '/api/audit/list?area=trainings')).data.items[0];
    expect(audit).toMatchObject({
      action: 'attachment_added',
      object_type: 'training',
      object_id: open,
      after: { file_id: added.file_id },
    });
  });

  it('keeps an image up to 4 MB, though it is over the PDF limit', async () => {
    const res = await attach(hr, open, pngOfSize(SMALL_PDF_MAX_BYTES + 1));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ name: 'poster.png', mime_type: 'image/png', size_bytes: SMALL_PDF_MAX_BYTES + 1 });
  });

  it('refuses a PDF over 0.75 MB and an image over 4 MB, naming the limit, and stores nothing', async () => {
    const before = await stored();
    const bigPdf = await attach(hr, open, pdfOfSize(SMALL_PDF_MAX_BYTES + 1));
    expect(bigPdf.statusCode).toBe(413);
    expect(json(bigPdf).reason_phrase).toContain('0.75 MB');
    const bigImage = await attach(hr, open, pngOfSize(SMALL_IMAGE_MAX_BYTES + 1));
    expect(bigImage.statusCode).toBe(413);
    expect(json(bigImage).reason_phrase).toContain('4 MB');
    await expectNothingStoredSince(before);
    // Exactly at the limit is allowed.
    expect((await attach(hr, open, pdfOfSize(SMALL_PDF_MAX_BYTES))).statusCode).toBe(200);
  });

  it('refuses a blacklisted extension and content that is not what its name says, and stores nothing', async () => {
    const before = await stored();
    const exe = await attach(hr, open, {
      filename: 'setup.exe',
      contentType: 'application/octet-stream',
      content: Buffer.from('MZ\x90\x00'),
    });
    expect(exe.statusCode).toBe(400);
    expect(json(exe).code).toBe('FAIL_UPLOAD_FILETYPE');
    const textAsPdf = await attach(hr, open, { ...pdf('fake.pdf'), content: Buffer.from('Just some text, no PDF at all.\n') });
    expect(textAsPdf.statusCode).toBe(415);
    expect(json(textAsPdf)).toMatchObject({ code: 'FILE_TYPE_MISMATCH', reason_phrase: expect.stringContaining('plain text') });
    const programAsPdf = await attach(hr, open, { ...pdf('fake.pdf'), content: Buffer.from('MZ\x90\x00\x03\x00\x00\x00') });
    expect(programAsPdf.statusCode).toBe(415);
    expect(json(programAsPdf).reason_phrase).toContain('a Windows program');
    await expectNothingStoredSince(before);
  });

  it('refuses an upload without a file, or with fields it does not know', async () => {
    const before = await stored();
    const none = await attach(hr, open);
    expect(none.statusCode).toBe(400);
    expect(json(none).fields).toHaveProperty('file');
    expect((await attach(hr, open, pdf(), { relatedObject: 'expense' })).statusCode).toBe(400);
    await expectNothingStoredSince(before);
  });

  it('is HR’s with the trainings permission: 403 for managers, employees and read-only, 404 where the training is not theirs to see', async () => {
    const before = await stored();
    for (const cookie of [manager, employee, readonly]) {
      const res = await attach(cookie, open, pdf());
      expect(res.statusCode, res.body).toBe(403);
    }
    expect(json(await attach(readonly, open, pdf())).code).toBe('READ_ONLY');
    for (const cookie of [manager, employee]) expect((await attach(cookie, hidden, pdf())).statusCode).toBe(404);
    expect((await attach(globex, open, pdf())).statusCode).toBe(404);
    expect((await attach(hr, 2_147_483_647, pdf())).statusCode).toBe(404);
    expect((await attach(hr, 0, pdf())).statusCode).toBe(400);
    // Even without a file, the refusal is about who asks.
    expect((await attach(manager, open)).statusCode).toBe(403);
    await expectNothingStoredSince(before);
    // HR may attach to a training hidden from employees.
    expect((await attach(hr, hidden, pdf('leadership.pdf'))).statusCode).toBe(200);
  });
});

describe('listing and downloading', () => {
  it('is 404 for another company, a training one may not see, and a file that is not this training’s', async () => {
    const [mine] = await listed(hr, hidden);
    expect(mine).toMatchObject({ name: 'leadership.pdf' });
    const [ofOpen] = await listed(hr, open);
    for (const [cookie, trainingId, fileId] of [
      [globex, open, ofOpen!.id],
      [employee, hidden, mine!.id],
      [manager, hidden, mine!.id],
      // The hidden training's file, asked for through the open one.
      [employee, open, mine!.id],
      [hr, open, mine!.id],
    ] as const) {
      expect((await get(cookie, `/api/trainings/${trainingId}/attachments/${fileId}/content`)).statusCode).toBe(404);
    }
    expect((await get(globex, `/api/trainings/${open}/attachments`)).statusCode).toBe(404);
    expect((await get(employee, `/api/trainings/${hidden}/attachments`)).statusCode).toBe(404);
    // A file of another kind (a sick note's certificate) is never served as a training's.
    const { id: certificate } = await t.one<{ id: number }>(`SELECT id FROM files WHERE related_object = 'sick_note' LIMIT 1`);
    expect((await get(hr, `/api/trainings/${open}/attachments/${certificate}/content`)).statusCode).toBe(404);
    expect((await get(hr, `/api/trainings/${open}/attachments/abc/content`)).statusCode).toBe(400);
  });

  it('lists an empty training as an empty list', async () => {
    const { id } = await t.one<{ id: number }>(`SELECT id FROM trainings WHERE name = 'First aid at work'`);
    expect(await listed(employee, id)).toEqual([]);
  });
});

describe('scanning', () => {
  it('refuses EICAR with Harmful data detected and keeps nothing', async () => {
    const before = await stored();
    const infected = await attach(hr, open, { filename: 'notes.txt', contentType: 'text/plain', content: EICAR });
    expect(infected.statusCode).toBe(422);
    expect(json(infected).reason_phrase).toBe('Harmful data detected');
    await expectNothingStoredSince(before);
  });
});
