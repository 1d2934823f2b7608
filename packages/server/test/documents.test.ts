import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, json, multipartBody, requestsAs, TINY_PDF, type TestApp } from './harness.ts';

let t: TestApp;
let smtp: SMTPServer;
let mails: { to: string; raw: string }[] = [];
let refuse = false;
const { get, post } = requestsAs(() => t);
let acme: number;
let hr: string, manager: string, readOnly: string, globex: string;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo: (_address, _session, cb) => (refuse ? cb(new Error('Mailbox unavailable')) : cb()),
    onData: (stream, session, cb) => {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo[0]!.address, raw });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Signoff <no-reply@signoff.test>' } });
  acme = (await t.one<{ id: number }>(`SELECT id FROM companies WHERE subdomain = 'acme'`)).id;
  [hr, manager, readOnly, globex] = (await t.loginAll(['hr@acme.test', 'manager@acme.test', 'readonly@acme.test', 'hr@globex.test'])) as [
    string,
    string,
    string,
    string,
  ];
}, 120_000);
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

type TRow = {
  id: number;
  filename: string;
  document_type: string;
  downloads: number;
  seen: boolean;
  forward_status: string;
  forward_error: string | null;
};
const list = async (cookie: string, query = '') =>
  json(await get(cookie, `/api/documents/getFiles?${query}`)).data.files as { items: TRow[]; total: number; per_page: number };
const docOfType = async (type: string, extra = '') =>
  (
    await t.one<{ id: number }>(
      `SELECT id FROM company_documents WHERE company_id = $1 AND document_type = $2 ${extra} ORDER BY id LIMIT 1`,
      [acme, type],
    )
  ).id;
const unread = async (cookie: string) =>
  json(await get(cookie, '/api/inbox/counts')).data.count_pending_company_documents as number | undefined;
const rowOf = async (id: number) =>
  t.one<{ forward_status: string; forward_error: string | null; forward_count: number; forwarded_to: string | null }>(
    `SELECT forward_status, forward_error, forward_count, forwarded_to FROM company_documents WHERE id = $1`,
    [id],
  );
const settled = (id: number) =>
  vi.waitFor(
    async () => {
      const row = await rowOf(id);
      if (row.forward_status === 'sending') throw new Error('still sending');
      return row;
    },
    { timeout: 60_000, interval: 200 },
  );

/** The first attachment of a raw MIME message: its file name and bytes. */
function attachmentOf(raw: string): { filename: string; bytes: Buffer } {
  const match = /Content-Disposition: attachment;\s*filename=("?)([^"\r\n]+)\1[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+?)\r\n(?:\r\n)?--/.exec(
    raw,
  );
  if (!match) throw new Error(`no attachment in:\n${raw.slice(0, 2000)}`);
  return { filename: match[2]!, bytes: Buffer.from(match[3]!.replace(/\s+/g, ''), 'base64') };
}

describe('the list, the types and one document', () => {
  it('lists 20 a page, newest first, zero-based, with the spec’s fields', async () => {
    const first = await list(hr);
    expect(first.per_page).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBeGreaterThan(20);
    const second = await list(hr, 'page=1');
    expect(second.items).toHaveLength(first.total - 20);
    expect(new Set([...first.items, ...second.items].map((r) => r.id)).size).toBe(first.total);
    const row = first.items[0]!;
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining([
        'id',
        'filename',
        'document_type',
        'date_uploaded_formatted',
        'downloads',
        'filesize_bytes',
        'forward_status',
      ]),
    );
    // The last month's deliveries are new to HR; older ones were opened.
    expect(row.downloads).toBe(0);
    expect(second.items.every((r) => r.downloads > 0)).toBe(true);
  });

  it('filters by type and takes a limit', async () => {
    const invoices = await list(hr, 'document_type=Invoice&limit=4');
    expect(invoices.items).toHaveLength(4);
    expect(invoices.items.every((r) => r.document_type === 'Invoice')).toBe(true);
    expect(invoices.total).toBe(7);
    expect((await get(hr, '/api/documents/getFiles?limit=1000')).statusCode).toBe(400);
    expect((await get(hr, '/api/documents/getFiles?page=-1')).statusCode).toBe(400);
  });

  it('names each type with its count', async () => {
    const types = json(await get(hr, '/api/documents/getFileTypes')).data.types as { name: string; filecount: number }[];
    expect(types.map((x) => x.name)).toEqual(['Invoice', 'Payroll journal', 'Payslip', 'Social security declaration']);
    expect(types.find((x) => x.name === 'Payslip')!.filecount).toBe(7);
  });

  it('gives one document, and hides it from who may not see it', async () => {
    const id = await docOfType('Payslip');
    const res = await get(hr, `/api/documents/getFile?document_id=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.file).toMatchObject({ id, document_type: 'Payslip', source: 'provider' });
    expect((await get(globex, `/api/documents/getFile?document_id=${id}`)).statusCode).toBe(404);
    expect((await get(manager, `/api/documents/getFile?document_id=${id}`)).statusCode).toBe(404);
    expect((await get(readOnly, `/api/documents/getFile?document_id=${id}`)).statusCode).toBe(200);
    expect((await get(hr, '/api/documents/getFile?document_id=abc')).statusCode).toBe(400);
  });

  it('is HR’s: a manager without the documents permission is told why; Globex sees its own only', async () => {
    const res = await get(manager, '/api/documents/getFiles');
    expect(res.statusCode).toBe(403);
    expect(json(res).reason_phrase).toMatch(/documents permission/);
    // Globex's provider delivered last month: payslips, the journal and the invoice, and the quarter's declaration
    // when that month ended a quarter, so the number follows the date; what Globex is shown must be exactly its own.
    const { ids } = await t.one<{ ids: number[] }>(
      `SELECT array_agg(d.id ORDER BY d.id) AS ids FROM company_documents d JOIN companies c ON c.id = d.company_id WHERE c.subdomain = 'globex'`,
    );
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const theirs = await list(globex);
    expect(theirs.total).toBe(ids.length);
    expect(theirs.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(ids);
    expect(await unread(manager)).toBeUndefined();
  });
});

describe('downloads', () => {
  it('serves a real PDF through a link of one user, counting one download per link', async () => {
    const id = await docOfType('Payslip', `AND id NOT IN (SELECT document_id FROM company_document_reads)`);
    const before = await unread(hr);
    const link = json(await get(hr, `/api/documents/downloadFile?document_id=${id}&preview=1`)).data as {
      download_url: string;
      expires_at: string;
    };
    expect(link.download_url).toMatch(/^\/api\/documents\/download\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(link.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(300_000);

    const file = await get(hr, link.download_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    // Previewed in a frame of the app: Chromium's PDF viewer does not start in a sandboxed document.
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'self'");
    const pdf = await extractText(await getDocumentProxy(new Uint8Array(file.rawPayload)), { mergePages: true });
    expect(pdf.totalPages).toBe(8);
    expect(pdf.text).toContain('Payslip');
    expect(pdf.text).toContain('Net salary');

    // Reloading the same preview is not another download.
    expect((await get(hr, link.download_url)).statusCode).toBe(200);
    expect((await get(hr, `/api/documents/getFile?document_id=${id}`)).json().data.file.downloads).toBe(1);
    expect(await unread(hr)).toBe(before! - 1);
    // Only the token's hash is kept.
    const token = link.download_url.split('/').at(-1)!;
    expect(await t.sql(`SELECT 1 FROM document_download_links WHERE token_hash = $1`, [token])).toEqual([]);
    expect(
      await t.sql(`SELECT 1 FROM document_download_links WHERE token_hash = $1`, [crypto.createHash('sha256').update(token).digest('hex')]),
    ).toHaveLength(1);
  });

  it('refuses the link to another user, after it expired, and a guessed one', async () => {
    const id = await docOfType('Invoice');
    const link = json(await get(hr, `/api/documents/downloadFile?document_id=${id}`)).data.download_url as string;
    expect((await get(readOnly, link)).statusCode).toBe(404);
    expect((await get(globex, link)).statusCode).toBe(404);
    const download = await get(hr, link);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(download.headers['content-security-policy']).toMatch(/sandbox$/);
    await t.sql(`UPDATE document_download_links SET expires_at = now() - interval '1 second'`);
    expect((await get(hr, link)).statusCode).toBe(404);
    expect((await get(hr, `/api/documents/download/${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect((await get(hr, '/api/documents/download/short')).statusCode).toBe(400);
    expect((await get(manager, `/api/documents/downloadFile?document_id=${id}`)).statusCode).toBe(404);
  });
});

describe('seen', () => {
  it('marks all as seen for this user only; read-only cannot', async () => {
    expect((await post(readOnly, '/api/documents/markFilesAsRead', {})).statusCode).toBe(403);
    expect((await post(manager, '/api/documents/markFilesAsRead', {})).statusCode).toBe(403);
    expect(await unread(hr)).toBeGreaterThan(0);
    const before = await unread(readOnly);
    const res = await post(hr, '/api/documents/markFilesAsRead', {});
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.marked).toBeGreaterThan(0);
    expect(await unread(hr)).toBe(0);
    expect((await list(hr)).items.every((r) => r.downloads > 0 || r.seen)).toBe(true);
    expect(await unread(readOnly)).toBe(before);
    expect(json(await post(hr, '/api/documents/markFilesAsRead', {})).data.marked).toBe(0);
  });
});

describe('forwarding by e-mail', () => {
  it('keeps one validated address per type, set by an admin', async () => {
    expect(json(await get(hr, '/api/documents/forwardEmail?document_type=Invoice')).data).toEqual({
      document_type: 'Invoice',
      email: 'accounting@acme.test',
    });
    const bad = await post(hr, '/api/documents/forwardEmail', { document_type: 'Payslip', email: 'not an address' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields.email).toBe('Enter a valid e-mail address');
    expect((await post(hr, '/api/documents/forwardEmail', { document_type: 'Payslip', email: 'a@x.test, b@x.test' })).statusCode).toBe(400);
    expect((await post(readOnly, '/api/documents/forwardEmail', { document_type: 'Payslip', email: 'pay@acme.test' })).statusCode).toBe(
      403,
    );
    expect((await post(manager, '/api/documents/forwardEmail', { document_type: 'Payslip', email: 'pay@acme.test' })).statusCode).toBe(403);
    const ok = await post(hr, '/api/documents/forwardEmail', { document_type: 'Payslip', email: ' Payroll@Acme.test ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).data).toEqual({ document_type: 'Payslip', email: 'payroll@acme.test' });
    expect(json(await get(hr, '/api/documents/forwardEmail?document_type=Payslip')).data.email).toBe('payroll@acme.test');
    const audit = await t.sql(`SELECT action FROM audit_events WHERE area = 'documents' AND action = 'forward_email_set'`);
    expect(audit).toHaveLength(1);
  });

  it('sends the document as an attachment through the queue: not-sent, sending, sent', async () => {
    mails = [];
    refuse = false;
    const id = await docOfType('Payslip');
    expect((await rowOf(id)).forward_status).toBe('not-sent');
    const res = await post(hr, '/api/documents/forwardInboxDocuments', { document_ids: [id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual({ queued: [id], skipped: [] });
    expect(['sending', 'sent']).toContain((await rowOf(id)).forward_status);
    const row = await settled(id);
    expect(row).toMatchObject({ forward_status: 'sent', forward_error: null, forward_count: 1, forwarded_to: 'payroll@acme.test' });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('payroll@acme.test');
    const attachment = attachmentOf(mails[0]!.raw);
    const file = await t.one<{ original_name: string; sha256: string }>(
      `SELECT f.original_name, f.sha256 FROM files f JOIN company_documents d ON d.file_id = f.id WHERE d.id = $1`,
      [id],
    );
    expect(attachment.filename).toBe(file.original_name);
    expect(crypto.createHash('sha256').update(attachment.bytes).digest('hex')).toBe(file.sha256);

    // Sent already: forwarding it again is skipped, never a second mail.
    expect(json(await post(hr, '/api/documents/forwardInboxDocuments', { document_ids: [id] })).data).toEqual({
      queued: [],
      skipped: [{ id, reason: 'ALREADY_SENT' }],
    });
    expect(mails).toHaveLength(1);
  });

  it('leaves a failed forwarding not-sent with the reason, and a retry sends it once', async () => {
    mails = [];
    refuse = true;
    const id = await docOfType('Payroll journal');
    await post(hr, '/api/documents/forwardEmail', { document_type: 'Payroll journal', email: 'journal@acme.test' });
    expect(json(await post(hr, '/api/documents/forwardInboxDocuments', { document_ids: [id] })).data.queued).toEqual([id]);
    const failed = await settled(id);
    expect(failed.forward_status).toBe('not-sent');
    expect(failed.forward_error).toMatch(/Mailbox unavailable/);
    expect(json(await get(hr, `/api/documents/getFile?document_id=${id}`)).data.file.forward_error).toMatch(/Mailbox unavailable/);
    expect(mails).toHaveLength(0);
    // Nothing is left on the queue to send it behind the user's back.
    expect(await t.sql(`SELECT id FROM graphile_worker.jobs WHERE task_identifier = 'forward-document'`)).toEqual([]);

    refuse = false;
    expect(json(await post(hr, '/api/documents/forwardInboxDocuments', { document_ids: [id] })).data.queued).toEqual([id]);
    const sent = await settled(id);
    expect(sent).toMatchObject({ forward_status: 'sent', forward_error: null, forward_count: 1 });
    expect(mails).toHaveLength(1);
  });

  it('never sends twice when a job runs again or two admins forward at once', async () => {
    mails = [];
    const id = await docOfType('Payslip', `AND forward_status = 'not-sent'`);
    const both = await Promise.all([
      post(hr, '/api/documents/forwardInboxDocuments', { document_ids: [id] }),
      post(hr, '/api/documents/forwardInboxDocuments', { document_ids: [id] }),
    ]);
    const results = both.map((r) => json(r).data as { queued: number[]; skipped: { reason: string }[] });
    expect(results.map((r) => r.queued.length).sort()).toEqual([0, 1]);
    expect(results.flatMap((r) => r.skipped.map((s) => s.reason)).every((reason) => ['SENDING', 'ALREADY_SENT'].includes(reason))).toBe(
      true,
    );
    await settled(id);
    // A stale job (its attempt no longer the document's) is a no-op.
    await t.sql(
      `SELECT graphile_worker.add_job('forward-document', json_build_object('company_id', $1::int, 'document_id', $2::int, 'attempt', $3::text))`,
      [acme, id, crypto.randomUUID()],
    );
    await vi.waitFor(
      async () => expect(await t.sql(`SELECT id FROM graphile_worker.jobs WHERE task_identifier = 'forward-document'`)).toEqual([]),
      {
        timeout: 30_000,
        interval: 200,
      },
    );
    expect(mails).toHaveLength(1);
    expect((await rowOf(id)).forward_count).toBe(1);
  });

  it('skips a type without an address, and refuses who may not forward', async () => {
    const id = await docOfType('Social security declaration');
    expect(json(await post(hr, '/api/documents/forwardInboxDocuments', { document_ids: [id] })).data.skipped).toEqual([
      { id, reason: 'NO_FORWARD_EMAIL' },
    ]);
    expect((await post(readOnly, '/api/documents/forwardInboxDocuments', { document_ids: [id] })).statusCode).toBe(403);
    expect((await post(manager, '/api/documents/forwardInboxDocuments', { document_ids: [id] })).statusCode).toBe(403);
    expect((await post(globex, '/api/documents/forwardInboxDocuments', { document_ids: [id] })).statusCode).toBe(404);
    expect((await post(hr, '/api/documents/forwardInboxDocuments', { document_ids: [] })).statusCode).toBe(400);
    expect((await post(hr, '/api/documents/forwardInboxDocuments', { document_ids: [2_000_000_000] })).statusCode).toBe(404);
  });

  it('re-forwards a sent document only while acting as someone, with an Invoice type', async () => {
    mails = [];
    const id = await docOfType('Invoice', `AND forward_status = 'sent'`);
    expect((await post(hr, '/api/documents/forwardInboxDocuments', { document_ids: [id], reforward: true })).statusCode).toBe(403);
    const frank = await t.one<{ id: number }>(`SELECT id FROM users WHERE email = 'frank.hermans@acme.test'`);
    const acting = await t.login('hr@acme.test');
    expect((await post(acting, '/api/auth/impersonation/start', { user_id: frank.id })).statusCode).toBe(200);
    const res = await post(acting, '/api/documents/forwardInboxDocuments', { document_ids: [id], reforward: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.queued).toEqual([id]);
    expect(await settled(id)).toMatchObject({ forward_status: 'sent', forward_count: 2 });
    expect(mails.map((m) => m.to)).toEqual(['accounting@acme.test']);
  });
});

describe('HR upload', () => {
  it('stores an uploaded document of a type, new to everyone', async () => {
    const form = multipartBody(
      { document_type: 'Tax form' },
      { filename: '281.10-2025.pdf', contentType: 'application/pdf', content: TINY_PDF },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { cookie: hr, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { document_id } = json(res).data as { document_id: number };
    const doc = json(await get(hr, `/api/documents/getFile?document_id=${document_id}`)).data.file;
    expect(doc).toMatchObject({
      filename: '281.10-2025.pdf',
      document_type: 'Tax form',
      source: 'upload',
      downloads: 0,
      filesize_bytes: TINY_PDF.length,
    });
    expect((await list(hr)).items[0]!.id).toBe(document_id);
    expect(await unread(hr)).toBe(1);

    const noType = multipartBody({ document_type: '' }, { filename: 'x.pdf', contentType: 'application/pdf', content: TINY_PDF });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/documents/upload',
          headers: { cookie: hr, ...noType.headers },
          payload: noType.payload,
        })
      ).statusCode,
    ).toBe(400);
    const renamed = multipartBody(
      { document_type: 'Tax form' },
      { filename: 'tool.pdf', contentType: 'application/pdf', content: Buffer.from('MZ\x90\x00 not a pdf') },
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/documents/upload',
          headers: { cookie: hr, ...renamed.headers },
          payload: renamed.payload,
        })
      ).statusCode,
    ).toBe(415);
    const byReadOnly = await t.app.inject({
      method: 'POST',
      url: '/api/documents/upload',
      headers: { cookie: readOnly, ...form.headers },
      payload: form.payload,
    });
    expect(byReadOnly.statusCode).toBe(403);
  });
});
