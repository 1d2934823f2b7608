import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { createTestApp, json, requestsAs, TINY_PDF, type TestApp } from './harness.ts';
import { startSigningSandbox, type TSigningSandbox } from '../src/integrations/signing/sandbox.ts';
import type { TEmployeeSignatureStatus } from '@signoff/contract/contracts';

let t: TestApp;
let smtp: SMTPServer;
let sandbox: TSigningSandbox;
const mails: { to: string; raw: string }[] = [];
let hr: string, manager: string, readOnly: string, employee: string, globex: string;
const { get, post } = requestsAs(() => t);
const API_KEY = 'test-signing-key';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
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
  sandbox = await startSigningSandbox({ apiKey: API_KEY });
  t = await createTestApp({
    config: {
      smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      publicUrl: 'https://signoff.test',
      signingProvider: { url: sandbox.url, apiKey: API_KEY },
    },
  });
  [hr, manager, readOnly, employee, globex] = (await t.loginAll([
    'hr@acme.test',
    'manager@acme.test',
    'readonly@acme.test',
    'employee@acme.test',
    'hr@globex.test',
  ])) as [string, string, string, string, string];
}, 120_000);
afterAll(async () => {
  await t.close();
  await sandbox.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const ok = <T = unknown>(res: Awaited<ReturnType<typeof get>>): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as T;
};
const refused = (res: Awaited<ReturnType<typeof get>>, status: number, code?: string) => {
  expect(res.statusCode, res.body).toBe(status);
  if (code) expect(json(res).code).toBe(code);
};
const personId = async (name: string) => (await t.one<{ id: number }>(`SELECT id FROM employees WHERE name = $1`, [name])).id;
const userId = async (email: string) => (await t.one<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [email])).id;
const templateId = async (name: string) =>
  (await t.one<{ id: number }>(`SELECT id FROM contract_templates WHERE name = $1 ORDER BY id LIMIT 1`, [name])).id;
const status = async (id: number) =>
  ok<{ signature: TEmployeeSignatureStatus }>(await get(hr, `/api/contracts/${id}/employeeSignatureStatus`)).signature;
const waitForStatus = (id: number, check: (s: TEmployeeSignatureStatus) => boolean) =>
  vi.waitFor(
    async () => {
      const s = await status(id);
      if (!check(s)) throw new Error(`not yet: ${JSON.stringify(s)}`);
      return s;
    },
    { timeout: 20_000, interval: 300 },
  );

async function newContract(options: { pdf?: boolean; person?: string } = {}) {
  return ok<{ contract_id: number }>(
    await post(hr, '/api/contracts/addToEmployee', {
      employee_id: await personId(options.person ?? 'Evan Peeters'),
      contract_name: options.pdf ? 'Uploaded contract' : 'Confidentiality (test)',
      ...(options.pdf ? { file_type: 'pdf' } : { contract_template_id: await templateId('Confidentiality agreement') }),
    }),
  ).contract_id;
}

async function realPdf(text: string) {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

async function docxOf(paragraphs: Paragraph[]) {
  return (await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }))).toString('base64');
}

describe('Word import', () => {
  it('turns a real .docx into sanitized contract HTML, headings, emphasis and shortcodes kept', async () => {
    const base64 = await docxOf([
      new Paragraph({ text: 'Employment contract', heading: HeadingLevel.HEADING_1 }),
      new Paragraph({ children: [new TextRun('Between #company_name and '), new TextRun({ text: '#employee_name', bold: true })] }),
      new Paragraph({ text: '<script>alert(1)</script> stays text' }),
    ]);
    const { content_html } = ok<{ content_html: string }>(
      await post(hr, '/api/contract_templates/conversion/word-to-html', { base64_word_file: base64, extension: '.DOCX' }),
    );
    expect(content_html).toContain('<h1>Employment contract</h1>');
    expect(content_html).toContain('<strong>#employee_name</strong>');
    expect(content_html).toContain('#company_name');
    expect(content_html).not.toContain('<script');
    expect(content_html).toContain('&lt;script&gt;');
  });

  it('refuses what is not a .docx, a damaged one, another extension and one over 5 MB, each with a clear 400', async () => {
    const url = '/api/contract_templates/conversion/word-to-html';
    const docx = await docxOf([new Paragraph('x')]);
    refused(await post(hr, url, { base64_word_file: TINY_PDF.toString('base64'), extension: 'docx' }), 400, 'NOT_A_DOCX');
    const damaged = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]).toString('base64');
    refused(await post(hr, url, { base64_word_file: damaged, extension: 'docx' }), 400, 'CORRUPT_FILE');
    refused(await post(hr, url, { base64_word_file: docx, extension: 'doc' }), 400, 'VALIDATION');
    refused(await post(hr, url, { base64_word_file: 'not base64 at all!', extension: 'docx' }), 400, 'VALIDATION');
    const big = Buffer.alloc(5 * 1024 * 1024 + 1024, 1).toString('base64');
    refused(await post(hr, url, { base64_word_file: big, extension: 'docx' }), 400, 'VALIDATION');
    refused(await post(readOnly, url, { base64_word_file: docx, extension: 'docx' }), 403);
    refused(await post(employee, url, { base64_word_file: docx, extension: 'docx' }), 403);
  });
});

describe('PDF-based contracts', () => {
  it('takes a real PDF as the contract file, serves it back, and refuses what is not one', async () => {
    const id = await newContract({ pdf: true });
    const url = '/api/contracts/pdfbased/uploadPDF';
    refused(await post(hr, '/api/contracts/sendToEmployee', { contract_id: id }), 409, 'NO_PDF');
    refused(await post(hr, url, { contract_id: id, base64_pdf: Buffer.from('hello').toString('base64') }), 400, 'NOT_A_PDF');
    refused(await post(hr, url, { contract_id: id, base64_pdf: Buffer.from('%PDF-1.7 garbage').toString('base64') }), 400, 'NOT_A_PDF');
    // Starts like a PDF and parses, but has no page.
    refused(await post(hr, url, { contract_id: id, base64_pdf: TINY_PDF.toString('base64') }), 400, 'NOT_A_PDF');
    const pdf = await realPdf('Signed copy for Evan Peeters');
    refused(await post(globex, url, { contract_id: id, base64_pdf: pdf.toString('base64') }), 404);
    refused(await post(manager, url, { contract_id: id, base64_pdf: pdf.toString('base64') }), 403);
    const { file_id } = ok<{ file_id: number }>(
      await post(hr, url, { contract_id: id, base64_pdf: `data:application/pdf;base64,${pdf.toString('base64')}` }),
    );
    expect(file_id).toBeGreaterThan(0);
    const served = await get(hr, `/api/contract/${id}/pdf`);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);
    expect((await status(id)).has_pdf).toBe(true);

    const html = await newContract();
    refused(await post(hr, url, { contract_id: html, base64_pdf: pdf.toString('base64') }), 409, 'NOT_PDF_CONTRACT');
  });

  it('createTemplateContractPDF keeps a template contract as a PDF file with the person in it; 409 for an uploaded PDF', async () => {
    const id = await newContract();
    const { file_id } = ok<{ file_id: number }>(await post(hr, `/api/contracts/${id}/createTemplateContractPDF`, {}));
    const file = await t.one<{ related_object: string; related_object_id: number; mime_type: string }>(
      `SELECT related_object, related_object_id, mime_type FROM files WHERE id = $1`,
      [file_id],
    );
    expect(file).toEqual({ related_object: 'contract', related_object_id: id, mime_type: 'application/pdf' });
    const pdf = await get(hr, `/api/contract/${id}/pdf`);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain('Evan');
    refused(await post(hr, `/api/contracts/${await newContract({ pdf: true })}/createTemplateContractPDF`, {}), 409, 'PDF_CONTRACT');
  });
});

describe('sending to the employee in Signoff', () => {
  it('mails the employee a link through the queue, once; the text is then fixed', async () => {
    const id = await newContract();
    const before = mails.length;
    const sent = ok<{ signature: TEmployeeSignatureStatus }>(
      await post(hr, '/api/contracts/sendToEmployee', {
        contract_id: id,
        optional_message: 'Welcome aboard!',
        preferred_email_address_type: 'work',
      }),
    ).signature;
    expect(sent).toMatchObject({ signing_method: 'in_app', sent_to: 'employee@acme.test', status: 'pending' });
    await vi.waitFor(() => expect(mails.length).toBeGreaterThan(before), { timeout: 10_000 });
    const mail = mails.at(-1)!;
    expect(mail.to).toBe('employee@acme.test');
    expect(mail.raw).toContain(`https://signoff.test/contracts/${id}/sign`);
    expect(mail.raw).toContain('Welcome aboard!');
    refused(await post(hr, '/api/contracts/sendToEmployee', { contract_id: id }), 409, 'ALREADY_SENT');
    refused(await post(hr, '/api/contracts/edit', { contract_id: id, content_html: '<p>changed</p>' }), 409, 'ALREADY_SENT');
  });

  it('of two sends at once, one goes out and the other is told it was sent (409)', async () => {
    const id = await newContract();
    const answers = await Promise.all([0, 1].map(() => post(hr, '/api/contracts/sendToEmployee', { contract_id: id })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const jobs = await t.sql(`SELECT id FROM audit_events WHERE action = 'sent_to_employee' AND object_id = $1`, [id]);
    expect(jobs).toHaveLength(1);
  });

  it('checks its input, its permission and its company', async () => {
    const id = await newContract();
    refused(await post(hr, '/api/contracts/sendToEmployee', { contract_id: id, preferred_email_address_type: 'pigeon' }), 400);
    refused(await post(hr, '/api/contracts/sendToEmployee', { contract_id: id, optional_message: 'x'.repeat(2001) }), 400);
    refused(await post(hr, '/api/contracts/sendToEmployee', { contract_id: id, optional_message: 'bad \ud800 text' }), 400);
    refused(
      await post(hr, '/api/contracts/setSigningMethod', {
        contract_id: id,
        signers: [{ role: 'internal', signing_method: 'signing_provider' }],
      }),
      400,
    );
    refused(
      await post(hr, '/api/contracts/setSigningMethod', {
        contract_id: id,
        signers: [
          { role: 'employee', signing_method: 'in_app' },
          { role: 'employee', signing_method: 'signing_provider' },
        ],
      }),
      400,
    );
    refused(await post(readOnly, '/api/contracts/sendToEmployee', { contract_id: id }), 403);
    refused(await post(manager, '/api/contracts/sendToEmployee', { contract_id: id }), 403);
    refused(await post(globex, '/api/contracts/sendToEmployee', { contract_id: id }), 404);
    refused(await get(globex, `/api/contracts/${id}/employeeSignatureStatus`), 404);
    refused(await get(employee, `/api/contracts/${id}/employeeSignatureStatus`), 404);
  });
});

describe('the external signing provider (the sandbox over HTTP)', () => {
  const viaProvider = [{ role: 'employee', signing_method: 'signing_provider' }];

  it('hands the PDF to the provider, mails its link, and records the signature the employee gives there', async () => {
    const id = await newContract();
    ok(await post(hr, '/api/contracts/setSigningMethod', { contract_id: id, signers: viaProvider }));
    const queued = ok<{ signature: TEmployeeSignatureStatus }>(
      await post(hr, '/api/contracts/sendToEmployee', { contract_id: id }),
    ).signature;
    expect(queued).toMatchObject({ signing_method: 'signing_provider', provider_status: 'queued' });
    await waitForStatus(id, (s) => s.provider_status === 'sent');
    const envelope = sandbox.envelopes().find((e) => e.reference.startsWith(`signoff-contract-${id}-`))!;
    expect(envelope.signer).toEqual({ name: 'Evan Peeters', email: 'employee@acme.test' });
    await vi.waitFor(() => expect(mails.some((m) => m.raw.includes(envelope.signing_url))).toBe(true), { timeout: 10_000 });

    // The employee signs on the provider's page; HR asks for the state.
    const signed = await fetch(`${sandbox.url}/envelopes/${envelope.id}/sign`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'E. Peeters' }),
    });
    expect(signed.status).toBe(200);
    ok(await post(hr, `/api/contracts/${id}/processSigningProvider`, {}));
    const done = await waitForStatus(id, (s) => s.status === 'closed');
    expect(done).toMatchObject({ provider_status: 'signed', signed_name: 'E. Peeters' });
    refused(await post(hr, `/api/contracts/${id}/processSigningProvider`, {}), 409, 'ALREADY_SIGNED');
    refused(await post(hr, `/api/contracts/${id}/resetSigningMethod`, {}), 409, 'ALREADY_SIGNED');
    refused(await post(hr, '/api/contracts/edit', { contract_id: id, content_html: '<p>changed</p>' }), 409);
  });

  it('keeps the reason when the provider fails, and retry sends it again', async () => {
    const id = await newContract();
    await fetch(`${sandbox.url}/sandbox/fail`, { method: 'POST', body: JSON.stringify({ count: 1 }) });
    ok(await post(hr, '/api/contracts/sendToEmployee', { contract_id: id, signers: viaProvider }));
    const failed = await waitForStatus(id, (s) => s.provider_status === 'failed');
    expect(failed.provider_error).toContain('503');
    ok(await post(hr, `/api/contracts/${id}/retrySigningProvider`, {}));
    await waitForStatus(id, (s) => s.provider_status === 'sent');
    refused(await post(hr, `/api/contracts/${id}/retrySigningProvider`, {}), 409, 'NOT_FAILED');
  });

  it('resetSigningMethod withdraws the envelope and lets the contract be sent anew, in Signoff', async () => {
    const id = await newContract();
    ok(await post(hr, '/api/contracts/sendToEmployee', { contract_id: id, signers: viaProvider }));
    await waitForStatus(id, (s) => s.provider_status === 'sent');
    const reset = ok<{ signature: TEmployeeSignatureStatus }>(await post(hr, `/api/contracts/${id}/resetSigningMethod`, {})).signature;
    expect(reset).toMatchObject({ signing_method: 'in_app', sent_at: null, provider_status: null });
    await vi.waitFor(
      () => expect(sandbox.envelopes().find((e) => e.reference.startsWith(`signoff-contract-${id}-`))?.cancelled).toBe(true),
      { timeout: 15_000 },
    );
    refused(await post(hr, `/api/contracts/${id}/resetSigningMethod`, {}), 409, 'NOTHING_TO_RESET');
    ok(await post(hr, '/api/contracts/sendToEmployee', { contract_id: id }));
    refused(await post(hr, `/api/contracts/${id}/processSigningProvider`, {}), 409, 'NOT_WITH_PROVIDER');
  });
});

describe('lists, public library, preview and reassigning', () => {
  it("lists one person's contracts and the company's (deleted ones when asked), for HR only", async () => {
    const evan = await personId('Evan Peeters');
    const id = await newContract();
    const mine = ok<{ contracts: { id: number; file_type: string }[] }>(await get(hr, `/api/contract/employee/${evan}/list`)).contracts;
    expect(mine.map((c) => c.id)).toContain(id);
    refused(await get(globex, `/api/contract/employee/${evan}/list`), 404);
    refused(await get(employee, `/api/contract/employee/${evan}/list`), 403);
    ok(await post(hr, '/api/contracts/delete', { contract_id: id }));
    const deleted = ok<{ items: { id: number; is_deleted: boolean }[] }>(
      await get(hr, '/api/contract/list?status=all&page=0&deleted=1'),
    ).items;
    expect(deleted.find((c) => c.id === id)?.is_deleted).toBe(true);
    const live = ok<{ items: { id: number }[]; total: number }>(await get(hr, '/api/contract/list?status=all&page=0')).items;
    expect(live.map((c) => c.id)).not.toContain(id);
    refused(await get(hr, '/api/contract/list?status=nope&page=0'), 400);
  });

  it('filters the public library by keyword and type; its detail is sanitized; an unknown one is 404', async () => {
    const all = ok<{ templates: { id: number }[] }>(await get(hr, '/api/contract_template/publicLibrary/list')).templates;
    expect(all.length).toBeGreaterThanOrEqual(3);
    const telework = ok<{ templates: { name: string }[] }>(
      await get(hr, '/api/contract_template/publicLibrary/list?keyword=TELEWORK'),
    ).templates;
    expect(telework.map((x) => x.name)).toEqual(['Telework addendum']);
    const policies = ok<{ templates: { type: string }[] }>(
      await get(hr, '/api/contract_template/publicLibrary/list?type=policy'),
    ).templates;
    expect(policies.every((x) => x.type === 'policy')).toBe(true);
    refused(await get(hr, '/api/contract_template/publicLibrary/list?type=poem'), 400);
    expect(
      ok<{ template: { content_html: string } }>(await get(hr, '/api/contract_template/publicLibrary/1/detail')).template.content_html,
    ).toContain('<h1>');
    refused(await get(hr, '/api/contract_template/publicLibrary/999/detail'), 404);
    refused(await get(employee, '/api/contract_template/publicLibrary/list'), 403);
  });

  it('previews a template, or unsaved text, for a person: filled in and sanitized', async () => {
    const template = await templateId('Confidentiality agreement');
    const evan = await personId('Evan Peeters');
    const saved = ok<{ rendered_html: string }>(
      await post(hr, '/api/contract_template/preview', { template_id: template, additionalContractTemplateInfoId: evan }),
    ).rendered_html;
    expect(saved).toContain('Evan Peeters');
    const unsaved = ok<{ rendered_html: string }>(
      await post(hr, '/api/contract_template/preview', {
        template_id: template,
        content_html: '<p onclick="x()">Hi #employee_first_name</p><script>alert(1)</script>',
        additionalContractTemplateInfoId: evan,
      }),
    ).rendered_html;
    expect(unsaved).toBe('<p>Hi Evan</p>');
    refused(await post(globex, '/api/contract_template/preview', { template_id: template, additionalContractTemplateInfoId: evan }), 404);
    refused(await post(hr, '/api/contract_template/preview', { template_id: template }), 400);
  });

  it('reassigns templates and the signatures still owed on contracts; a user who cannot sign is refused', async () => {
    const [marie, hanna, olivier] = [
      await userId('manager@acme.test'),
      await userId('hr@acme.test'),
      await userId('olivier.maes@acme.test'),
    ];
    const owedBefore = (
      await t.one<{ n: number }>(
        `SELECT count(*)::int AS n FROM contracts WHERE internal_signer_user_id = $1 AND internal_signed_at IS NULL AND deleted_at IS NULL`,
        [marie],
      )
    ).n;
    refused(await post(hr, '/api/contracts/reassign', { from_user_id: marie, to_user_id: marie }), 400);
    refused(await post(hr, '/api/contracts/reassign', { from_user_id: marie, to_user_id: await userId('hr@globex.test') }), 400);
    refused(await post(manager, '/api/contracts/reassign', { from_user_id: marie, to_user_id: hanna }), 403);
    const { count } = ok<{ count: number }>(await post(hr, '/api/contracts/reassign', { from_user_id: marie, to_user_id: hanna }));
    expect(count).toBeGreaterThanOrEqual(owedBefore);
    const stillMarie = await t.sql(
      `SELECT id FROM contracts WHERE internal_signer_user_id = $1 AND internal_signed_at IS NULL AND deleted_at IS NULL AND internal_status = 'pending'`,
      [marie],
    );
    expect(stillMarie).toEqual([]);
    // Reassigning the first signer to the second one leaves one signer, not the same person twice.
    ok(await post(hr, '/api/contract_template/reassign', { from_user_id: marie, to_user_id: olivier }));
    const employment = await t.one<{ internal_signer_user_id: number; second_internal_signer_user_id: number | null }>(
      `SELECT internal_signer_user_id, second_internal_signer_user_id FROM contract_templates WHERE name = 'Employment contract' ORDER BY id LIMIT 1`,
    );
    expect(employment).toEqual({ internal_signer_user_id: olivier, second_internal_signer_user_id: null });
  });
});
